import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import type { GovtJobItem, GovtTrainingItem } from '@pp/contract/govt';
import { ENGLISH } from '../english.tsx';
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
  const { t } = useLingui();
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
          aria-label={t`Advertisement of ${title} (opens in a new tab)`}
        >
          <Trans>Advertisement</Trans>
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
          aria-label={t`Apply for ${title} (opens in a new tab)`}
        >
          <Trans>Apply</Trans>
        </Button>
      )}
    </Group>
  );
}

const orDash = (value: string) => value || '—';

function yearsRange(min: number, max: number): MessageDescriptor {
  if (!min && !max) return msg`Not disclosed`;
  return max ? msg`${min} - ${max} years` : msg`${min}+ years`;
}

/** A government job: the post, organisation, place, pay, dates and the links to apply. */
export function GovtJobTile({ job }: { job: GovtJobItem }) {
  const { t, i18n } = useLingui();
  const lastDate = formatDate(job.endDate);
  const postedOn = formatDate(job.createdOn);
  return (
    <PostingTile
      title={job.title}
      company={job.companyName}
      badges={
        (job.governmentTypeName || job.workCulture !== 'No') && (
          <>
            {job.governmentTypeName && (
              <Badge variant="light" color="grape" visibleFrom="xs" {...ENGLISH}>
                {job.governmentTypeName}
              </Badge>
            )}
            {job.workCulture !== 'No' && (
              <Badge variant="light" color="teal">
                {job.workCulture === 'Yes' ? <Trans>Work from home</Trans> : <Trans>Hybrid</Trans>}
              </Badge>
            )}
          </>
        )
      }
      facts={
        <>
          <Fact label={t`Post`} english>
            {orDash(job.jobPost)}
          </Fact>
          <Fact label={t`Location`} english>
            {job.location.length ? job.location.join(', ') : '—'}
          </Fact>
          <Fact label={t`Vacancy`} english>
            {orDash(job.vacancy)}
          </Fact>
          <Fact label={t`Pay scale`} english>
            {orDash(job.payScale)}
          </Fact>
          <Fact label={t`Age limit`} english>
            {orDash(job.ageLimit)}
          </Fact>
          <Fact label={t`Experience`}>
            {i18n._(yearsRange(job.minimumExperience, job.maximumExperience))}
          </Fact>
          {job.jobTypeName && (
            <Fact label={t`Job type`} english>
              {job.jobTypeName}
            </Fact>
          )}
        </>
      }
      footnote={
        job.endDate !== null ? <Trans>Last date {lastDate}</Trans> : <Trans>Posted on {postedOn}</Trans>
      }
      action={<Links applyURL={job.applyURL} advertisementURL={job.advertisementURL} title={job.title} />}
    >
      <ExpandableDescription html={job.description} />
    </PostingTile>
  );
}

/** A government training: designation, organisation, stipend, window and the links. */
export function GovtTrainingTile({ training }: { training: GovtTrainingItem }) {
  const { t } = useLingui();
  const from = formatDate(training.trainingStartDate) || '…';
  const to = formatDate(training.trainingEndDate) || '…';
  const window =
    training.trainingStartDate !== null || training.trainingEndDate !== null ? t`${from} to ${to}` : '—';
  const postedOn = formatDate(training.createdOn);
  return (
    <PostingTile
      title={training.title}
      company={training.companyName}
      badges={
        training.governmentTypeName && (
          <Badge variant="light" color="grape" visibleFrom="xs" {...ENGLISH}>
            {training.governmentTypeName}
          </Badge>
        )
      }
      facts={
        <>
          <Fact label={t`Designation`} english>
            {orDash(training.designation)}
          </Fact>
          <Fact label={t`Location`} english>
            {training.location.length ? training.location.join(', ') : '—'}
          </Fact>
          <Fact label={t`Stipend`} english>
            {orDash(training.stipend)}
          </Fact>
          <Fact label={t`Vacancy`} english>
            {orDash(training.vacancy)}
          </Fact>
          <Fact label={t`Minimum qualification`} english>
            {orDash(training.minimumQualificationName)}
          </Fact>
          <Fact label={t`Age limit`} english>
            {orDash(training.ageLimit)}
          </Fact>
          <Fact label={t`Training dates`}>{window}</Fact>
        </>
      }
      footnote={<Trans>Posted on {postedOn}</Trans>}
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
