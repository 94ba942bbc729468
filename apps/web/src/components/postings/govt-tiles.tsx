import { Badge, Button, Group } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import type { GovtJobItem, GovtTrainingItem } from '@pp/contract/govt';
import { IconExternalLink } from '../icons.tsx';
import { ExpandableDescription } from './expandable-description.tsx';
import { Fact } from './fact.tsx';
import { PostingTile } from './posting-tile.tsx';

function Links({
  applyURL,
  advertisementURL,
  title,
}: {
  applyURL: string;
  advertisementURL: string;
  title: string;
}) {
  if (!applyURL && !advertisementURL) return null;
  return (
    <Group gap="xs">
      {advertisementURL && (
        <Button
          component="a"
          href={advertisementURL}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="sm"
          rightSection={<IconExternalLink size={14} />}
          aria-label={`Advertisement of ${title} (opens in a new tab)`}
        >
          Advertisement
        </Button>
      )}
      {applyURL && (
        <Button
          component="a"
          href={applyURL}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          rightSection={<IconExternalLink size={14} />}
          aria-label={`Apply for ${title} (opens in a new tab)`}
        >
          Apply
        </Button>
      )}
    </Group>
  );
}

const orDash = (value: string) => value || '—';

function yearsRange(min: number, max: number) {
  if (!min && !max) return 'Not disclosed';
  return max ? `${min} - ${max} years` : `${min}+ years`;
}

/** A government job: the post, organisation, place, pay, dates and the links to apply. */
export function GovtJobTile({ job }: { job: GovtJobItem }) {
  return (
    <PostingTile
      title={job.title}
      company={job.companyName}
      badges={
        (job.governmentTypeName || job.workCulture !== 'No') && (
          <>
            {job.governmentTypeName && (
              <Badge variant="light" color="grape" visibleFrom="xs">
                {job.governmentTypeName}
              </Badge>
            )}
            {job.workCulture !== 'No' && (
              <Badge variant="light" color="teal">
                {job.workCulture === 'Yes' ? 'Work from home' : 'Hybrid'}
              </Badge>
            )}
          </>
        )
      }
      facts={
        <>
          <Fact label="Post">{orDash(job.jobPost)}</Fact>
          <Fact label="Location">{job.location.length ? job.location.join(', ') : '—'}</Fact>
          <Fact label="Vacancy">{orDash(job.vacancy)}</Fact>
          <Fact label="Pay scale">{orDash(job.payScale)}</Fact>
          <Fact label="Age limit">{orDash(job.ageLimit)}</Fact>
          <Fact label="Experience">{yearsRange(job.minimumExperience, job.maximumExperience)}</Fact>
          {job.jobTypeName && <Fact label="Job type">{job.jobTypeName}</Fact>}
        </>
      }
      footnote={
        job.endDate !== null
          ? `Last date ${formatDate(job.endDate)}`
          : `Posted on ${formatDate(job.createdOn)}`
      }
      action={<Links applyURL={job.applyURL} advertisementURL={job.advertisementURL} title={job.title} />}
    >
      <ExpandableDescription html={job.description} />
    </PostingTile>
  );
}

/** A government training: designation, organisation, stipend, window and the links. */
export function GovtTrainingTile({ training }: { training: GovtTrainingItem }) {
  const window =
    training.trainingStartDate !== null || training.trainingEndDate !== null
      ? `${formatDate(training.trainingStartDate) || '…'} to ${formatDate(training.trainingEndDate) || '…'}`
      : '—';
  return (
    <PostingTile
      title={training.title}
      company={training.companyName}
      badges={
        training.governmentTypeName && (
          <Badge variant="light" color="grape" visibleFrom="xs">
            {training.governmentTypeName}
          </Badge>
        )
      }
      facts={
        <>
          <Fact label="Designation">{orDash(training.designation)}</Fact>
          <Fact label="Location">{training.location.length ? training.location.join(', ') : '—'}</Fact>
          <Fact label="Stipend">{orDash(training.stipend)}</Fact>
          <Fact label="Vacancy">{orDash(training.vacancy)}</Fact>
          <Fact label="Minimum qualification">{orDash(training.minimumQualificationName)}</Fact>
          <Fact label="Age limit">{orDash(training.ageLimit)}</Fact>
          <Fact label="Training dates">{window}</Fact>
        </>
      }
      footnote={`Posted on ${formatDate(training.createdOn)}`}
      action={
        <Links
          applyURL={training.applyURL}
          advertisementURL={training.advertisementURL}
          title={training.title}
        />
      }
    >
      <ExpandableDescription html={training.description} />
    </PostingTile>
  );
}
