import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatExperienceRange, formatSalaryRange, formatStipend } from '@pp/contract/format';
import type { ApplicantItem, JobListItem } from '@pp/contract/jobs';
import type { TrainingItem } from '@pp/contract/trainings';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostingKind } from '../../../api/pipeline.ts';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { applicantProfilePath, ResumeButton } from '../../../components/pipeline/applicants-table.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { StatusAction } from './status-action.tsx';

/**
 * Phone layouts of the employer's tables: one card per row with the same fields, so a 360 px
 * screen needs no sideways scrolling on placement days.
 */

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function CardFrame({ index, children }: { index: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden="true">
          {index}
        </Text>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

export function JobSummaryCard({ job, index }: { job: JobListItem; index: number }) {
  const { t } = useLingui();
  const count = job.applicationCount;
  return (
    <CardFrame index={index}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/corporate/job/detail-${job.code}`} fw={700}>
            {job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {job.location.length ? `${job.location.join(', ')} / ${job.countryName}` : job.countryName}
          </Text>
        </div>
        <div style={{ flexShrink: 0 }}>
          <StatusAction kind="job" code={job.code} title={job.title} status={job.status} />
        </div>
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <Field label={t`Experience (years)`}>
          {formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths)}
        </Field>
        <Field label={t`Cost to company (lacs INR)`}>
          {formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency)}
        </Field>
        <Field label={t`Date of Posting`}>{formatDate(job.createdOn)}</Field>
        <Field label={t`Valid till`}>{formatDate(job.endDate)}</Field>
      </SimpleGrid>
      <Field label={t`Skill`}>{job.skill.join(', ')}</Field>
      <Text size="sm" component="div">
        <ReadMore text={job.description} html max={20} title={t`Job description`} />
      </Text>
      <Anchor component={Link} to={`/corporate/job/applicant-${job.code}`} size="sm" fw={600}>
        <Trans>Candidates applied: {count}</Trans>
      </Anchor>
    </CardFrame>
  );
}

export function TrainingSummaryCard({ training, index }: { training: TrainingItem; index: number }) {
  const { t } = useLingui();
  const count = training.applicationCount;
  return (
    <CardFrame index={index}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/corporate/training/detail-${training.code}`} fw={700}>
            {training.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {training.location.join(', ')}
          </Text>
        </div>
        <div style={{ flexShrink: 0 }}>
          <StatusAction
            kind="training"
            code={training.code}
            title={training.title}
            status={training.status}
            trainingEndDate={training.trainingEndDate}
          />
        </div>
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <Field label={t`Qualification`}>{training.qualification}</Field>
        <Field label={t`Stipend (INR)`}>{formatStipend(training.stipend)}</Field>
        <Field label={t`Application start date`}>{formatDate(training.trainingStartDate)}</Field>
        <Field label={t`Application end date`}>{formatDate(training.trainingEndDate)}</Field>
      </SimpleGrid>
      <Text size="sm" component="div">
        <ReadMore text={training.description} html max={20} title={t`Training description`} />
      </Text>
      <Anchor component={Link} to={`/corporate/training/applicant-${training.code}`} size="sm" fw={600}>
        <Trans>Student Applied: {count}</Trans>
      </Anchor>
    </CardFrame>
  );
}

export function ApplicantCard({
  applicant,
  index,
  kind,
  postingCode,
}: {
  applicant: ApplicantItem;
  index: number;
  kind: PostingKind;
  postingCode: string;
}) {
  const { t } = useLingui();
  const identity =
    (applicant.membershipNumber
      ? `${applicant.membershipType}${applicant.membershipNumber}`
      : applicant.registrationNumber) || '-';
  const appliedOn = formatDate(applicant.appliedOn);
  return (
    <CardFrame index={index}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <CandidateAvatar
          name={applicant.name}
          userCode={applicant.userCode}
          profilePicture={applicant.profilePicture}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={applicantProfilePath(applicant, kind, postingCode)} fw={700}>
            {applicant.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            <Trans>
              {identity} · applied {appliedOn}
            </Trans>
          </Text>
        </div>
        <ResumeButton applicant={applicant} />
      </Group>
      <Field label={t`Skills`}>{applicant.skill.join(', ') || '-'}</Field>
      <Field label={t`Add. Qualification`}>{applicant.qualification.join(', ') || '-'}</Field>
      <Group gap="md">
        <Anchor href={`mailto:${applicant.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {applicant.email}
        </Anchor>
        {applicant.mobile && (
          <Anchor href={`tel:${applicant.mobile}`} size="sm">
            {applicant.mobile}
          </Anchor>
        )}
      </Group>
    </CardFrame>
  );
}
