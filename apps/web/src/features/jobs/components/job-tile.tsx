import { Badge } from '@mantine/core';
import {
  formatDate,
  formatExperienceRange,
  formatSalaryRange,
  NOT_DISCLOSED,
  salaryLabel,
} from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import type { ReactNode } from 'react';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { LabelledList, PostingTile } from '../../../components/postings/posting-tile.tsx';

export function experienceText(job: Pick<JobListItem, 'minExperienceInMonths' | 'maxExperienceInMonths'>) {
  const text = formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths);
  return text === NOT_DISCLOSED ? text : `${text} years`;
}

/** The spec's rule: INR in lacs, other currencies raw, 'Not disclosed' without a maximum. */
export function salaryText(job: Pick<JobListItem, 'minSalary' | 'maxSalary' | 'salaryCurrency'>) {
  return formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency);
}

export function locationText(job: Pick<JobListItem, 'location' | 'countryName'>) {
  return job.location.length ? `${job.location.join(', ')} (${job.countryName})` : job.countryName;
}

const WORK_CULTURE_LABEL = { Yes: 'Work from home', Limited: 'Hybrid', No: '' } as const;

/**
 * One job in a list: title, company, location, experience, salary, skills, the description cut
 * at 100 characters with a toggle, and the apply area. `index` is the running number.
 */
export function JobTile({
  job,
  detailTo,
  action,
  index,
  compact,
}: {
  job: JobListItem;
  /** Link of the title, when the viewer has a detail page. */
  detailTo?: string;
  action?: ReactNode;
  index?: number;
  /** Without role, skills and description (the recommended jobs). */
  compact?: boolean;
}) {
  const wfh = WORK_CULTURE_LABEL[job.workCulture];
  return (
    <PostingTile
      title={job.title}
      detailTo={detailTo}
      index={index}
      company={job.companyName}
      fullHeight={compact}
      badges={
        (wfh || job.jobType) && (
          <>
            {wfh && (
              <Badge variant="light" color="teal">
                {wfh}
              </Badge>
            )}
            {job.jobType && (
              <Badge variant="light" color="gray" visibleFrom="xs">
                {job.jobType}
              </Badge>
            )}
          </>
        )
      }
      facts={
        <>
          <Fact label="Location">{locationText(job)}</Fact>
          <Fact label="Experience">{experienceText(job)}</Fact>
          <Fact label={salaryLabel(job.salaryCurrency)}>{salaryText(job)}</Fact>
          {!compact && job.role.length > 0 && <Fact label="Role">{job.role.join(', ')}</Fact>}
        </>
      }
      footnote={`Posted on ${formatDate(job.createdOn)}`}
      action={action}
    >
      {!compact && <LabelledList label="Skills" items={job.skill} />}
      {!compact && <ExpandableDescription html={job.description} />}
    </PostingTile>
  );
}
