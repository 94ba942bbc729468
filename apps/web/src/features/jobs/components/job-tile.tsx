import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { formatDate, formatExperienceRange, formatSalaryRange, salaryLabel } from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import type { ReactNode } from 'react';
import { ENGLISH } from '../../../components/english.tsx';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { LabelledList, PostingTile } from '../../../components/postings/posting-tile.tsx';

/** '1 - 3 years', or 'Not disclosed' (both in the reader's language). */
export function experienceText(
  job: Pick<JobListItem, 'minExperienceInMonths' | 'maxExperienceInMonths'>,
  i18n: I18n,
) {
  const range = formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths);
  return job.maxExperienceInMonths ? i18n._(msg`${range} years`) : range;
}

/** The spec's rule: INR in lacs, other currencies raw, 'Not disclosed' without a maximum. */
export function salaryText(job: Pick<JobListItem, 'minSalary' | 'maxSalary' | 'salaryCurrency'>) {
  return formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency);
}

export function locationText(job: Pick<JobListItem, 'location' | 'countryName'>) {
  return job.location.length ? `${job.location.join(', ')} (${job.countryName})` : job.countryName;
}

const WORK_CULTURE_LABEL = { Yes: msg`Work from home`, Limited: msg`Hybrid`, No: null } as const;

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
  const { t, i18n } = useLingui();
  const workCulture = WORK_CULTURE_LABEL[job.workCulture];
  const wfh = workCulture ? i18n._(workCulture) : '';
  const postedOn = formatDate(job.createdOn);
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
              <Badge variant="light" color="gray" visibleFrom="xs" {...ENGLISH}>
                {job.jobType}
              </Badge>
            )}
          </>
        )
      }
      facts={
        <>
          <Fact label={t`Location`} english>
            {locationText(job)}
          </Fact>
          <Fact label={t`Experience`}>{experienceText(job, i18n)}</Fact>
          <Fact label={salaryLabel(job.salaryCurrency)}>{salaryText(job)}</Fact>
          {!compact && job.role.length > 0 && (
            <Fact label={t`Role`} english>
              {job.role.join(', ')}
            </Fact>
          )}
        </>
      }
      footnote={t`Posted on ${postedOn}`}
      action={action}
    >
      {!compact && <LabelledList label={t`Skills`} items={job.skill} />}
      {!compact && <ExpandableDescription html={job.description} />}
    </PostingTile>
  );
}
