import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CURRENCY } from '@pp/contract/constants';
import { formatDate, formatExperienceRange, formatSalaryRange, NOT_DISCLOSED } from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact, FactRow } from '../../../components/postings/fact.tsx';

export function experienceText(job: Pick<JobListItem, 'minExperienceInMonths' | 'maxExperienceInMonths'>) {
  const text = formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths);
  return text === NOT_DISCLOSED ? text : `${text} years`;
}

export function salaryLabel(currency: string) {
  return currency === CURRENCY.code ? 'CTC (lacs INR)' : 'CTC';
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
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={job.title}
      h={compact ? '100%' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {index !== undefined && (
                <Text span c="dimmed" fz="md" fw={500} mr={6}>
                  {index}.
                </Text>
              )}
              {detailTo ? (
                <Anchor component={Link} to={detailTo} inherit>
                  {job.title}
                </Anchor>
              ) : (
                job.title
              )}
            </Title>
            <Text size="sm" fw={500} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {job.companyName}
            </Text>
          </div>
          <Group gap={6} style={{ flexShrink: 0 }}>
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
          </Group>
        </Group>
        <FactRow>
          <Fact label="Location">{locationText(job)}</Fact>
          <Fact label="Experience">{experienceText(job)}</Fact>
          <Fact label={salaryLabel(job.salaryCurrency)}>{salaryText(job)}</Fact>
          {!compact && job.role.length > 0 && <Fact label="Role">{job.role.join(', ')}</Fact>}
        </FactRow>
        {!compact && job.skill.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              Skills:
            </Text>{' '}
            {job.skill.join(', ')}
          </Text>
        )}
        {!compact && <ExpandableDescription html={job.description} />}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            Posted on {formatDate(job.createdOn)}
          </Text>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}
