import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { JobStatus } from '@pp/contract/constants';
import { useSetJobStatus } from '../../../api/corporates.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { JobStatusBadge } from './status-badge.tsx';

/**
 * The status cell of the employer's job summary (spec 3 section 4): Open and OnHold offer
 * 'Close' (sets blocked); Closed offers 'Open' (sets onHold, published again from the detail
 * page). Each change asks for confirmation; the row shows the status the server returns.
 */
export function JobStatusAction({
  jobCode,
  title,
  status,
}: {
  jobCode: string;
  title: string;
  status: JobStatus;
}) {
  const change = useSetJobStatus();
  const next: JobStatus = status === 'blocked' ? 'onHold' : 'blocked';
  const label = status === 'blocked' ? 'Open' : 'Close';
  const ask = async () => {
    const confirmed = await confirmAction({
      title: status === 'blocked' ? 'Open this job?' : 'Close this job?',
      message:
        status === 'blocked'
          ? `"${title}" will be put on hold. Publish it from the job detail page to show it to candidates again.`
          : `Are you sure you want to close "${title}"? Candidates will no longer see it.`,
      confirmLabel: label,
      danger: status !== 'blocked',
    });
    if (confirmed) change.mutate({ jobCode, status: next });
  };
  return (
    <Stack gap={4} align="flex-start">
      <JobStatusBadge status={status} />
      <Group gap={4}>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={ask}
          disabled={change.isPending}
          aria-label={`${label} job ${title}`}
        >
          {change.isPending ? 'Saving...' : label}
        </Anchor>
      </Group>
      {status === 'onHold' && (
        <Text size="xs" c="dimmed">
          Not published
        </Text>
      )}
    </Stack>
  );
}
