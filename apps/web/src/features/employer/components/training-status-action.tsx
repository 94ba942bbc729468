import { Anchor, Stack } from '@mantine/core';
import type { TrainingStatus } from '@pp/contract/constants';
import { useSetTrainingStatus } from '../../../api/corporates.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { TrainingStatusBadge } from './status-badge.tsx';

/** Open (active) can be closed (blocked); Closed can be opened again. Confirmed first. */
export function TrainingStatusAction({
  trainingCode,
  title,
  status,
}: {
  trainingCode: string;
  title: string;
  status: TrainingStatus;
}) {
  const change = useSetTrainingStatus();
  const open = status === 'active';
  const label = open ? 'Close' : 'Open';
  const ask = async () => {
    const confirmed = await confirmAction({
      title: open ? 'Close this training?' : 'Open this training?',
      message: open
        ? `Are you sure you want to close "${title}"? Students will no longer be able to apply.`
        : `Are you sure you want to open "${title}" for applications again?`,
      confirmLabel: label,
      danger: open,
    });
    if (confirmed) change.mutate({ trainingCode, status: open ? 'blocked' : 'active' });
  };
  return (
    <Stack gap={4} align="flex-start">
      <TrainingStatusBadge status={status} />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={ask}
        disabled={change.isPending}
        aria-label={`${label} training ${title}`}
      >
        {change.isPending ? 'Saving...' : label}
      </Anchor>
    </Stack>
  );
}
