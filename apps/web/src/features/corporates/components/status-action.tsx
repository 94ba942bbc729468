import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import type { JobStatus, TrainingStatus } from '@pp/contract/constants';
import { trainingExpired } from '@pp/contract/trainings';
import { type PostingStatusChange, useSetPostingStatus } from '../../../api/corporates.ts';
import { type ConfirmOptions, confirmAction } from '../../../components/confirm.tsx';
import { JobStatusBadge, TrainingStatusBadge } from './status-badge.tsx';

export type StatusActionProps = { code: string; title: string } & (
  | { kind: 'job'; status: JobStatus }
  /** trainingEndDate: null when the viewer is not told it (then it is not taken as expired). */
  | { kind: 'training'; status: TrainingStatus; trainingEndDate: number | null }
);

/**
 * What the action of a status offers: its label (and the link's accessible name), the question
 * and the change it asks for.
 */
function usePlan(props: StatusActionProps): {
  label: string;
  ariaLabel: string;
  ask: ConfirmOptions;
  change: PostingStatusChange;
} {
  const { t } = useLingui();
  const { code, title } = props;
  if (props.kind === 'job') {
    // Open and OnHold offer 'Close' (blocked); Closed offers 'Open' (onHold, published again
    // from the detail page).
    const closed = props.status === 'blocked';
    const label = closed
      ? t({ context: 'action', message: 'Open' })
      : t({ context: 'action', message: 'Close' });
    return {
      label,
      ariaLabel: closed ? t`Open job ${title}` : t`Close job ${title}`,
      ask: {
        title: closed ? t`Open this job?` : t`Close this job?`,
        message: closed
          ? t`"${title}" will be put on hold. Publish it from the job detail page to show it to candidates again.`
          : t`Are you sure you want to close "${title}"? Candidates will no longer see it.`,
        confirmLabel: label,
        danger: !closed,
      },
      change: { jobCode: code, status: closed ? 'onHold' : 'blocked' },
    };
  }
  // Open (active) can be closed (blocked); Closed can be opened again.
  const open = props.status === 'active';
  const label = open ? t({ context: 'action', message: 'Close' }) : t({ context: 'action', message: 'Open' });
  return {
    label,
    ariaLabel: open ? t`Close training ${title}` : t`Open training ${title}`,
    ask: {
      title: open ? t`Close this training?` : t`Open this training?`,
      message: open
        ? t`Are you sure you want to close "${title}"? Students will no longer be able to apply.`
        : t`Are you sure you want to open "${title}" for applications again?`,
      confirmLabel: label,
      danger: open,
    },
    change: { trainingCode: code, status: open ? 'blocked' : 'active' },
  };
}

/**
 * The status cell of the employer's job and training summaries (spec 3 section 4) and the
 * training detail: the badge and the one change it allows, asked for confirmation first; the
 * row shows the status the server returns.
 */
export function StatusAction(props: StatusActionProps) {
  const { t } = useLingui();
  const change = useSetPostingStatus();
  const { label, ariaLabel, ask, change: body } = usePlan(props);
  // Past its application window a training shows Closed; opening it again would not open it
  // (its dates decide), so no Open/Close link is offered.
  const expired =
    props.kind === 'training' &&
    props.trainingEndDate !== null &&
    trainingExpired(props.trainingEndDate, Date.now() / 1000);
  return (
    <Stack gap={4} align="flex-start">
      {props.kind === 'job' ? (
        <JobStatusBadge status={props.status} view="employer" />
      ) : (
        <TrainingStatusBadge status={props.status} trainingEndDate={props.trainingEndDate} />
      )}
      {expired ? (
        <Text size="xs" c="dimmed">
          <Trans>Application window ended</Trans>
        </Text>
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={async () => {
            if (await confirmAction(ask)) change.mutate(body);
          }}
          disabled={change.isPending}
          aria-label={ariaLabel}
        >
          {change.isPending ? t`Saving...` : label}
        </Anchor>
      )}
      {props.kind === 'job' && props.status === 'onHold' && (
        <Text size="xs" c="dimmed">
          <Trans>Not published</Trans>
        </Text>
      )}
    </Stack>
  );
}
