import { Badge } from '@mantine/core';
import { JOB_STATUS_LABEL, type JobStatus, type TrainingStatus } from '@pp/contract/constants';
import { EMPLOYER_JOB_STATUS_LABEL } from '@pp/contract/jobs';
import { TRAINING_STATUS_LABEL, trainingStatusLabel } from '@pp/contract/trainings';
import { useMessageText } from '../../../i18n/message-text.ts';

const JOB_COLOR: Record<JobStatus, string> = { active: 'green', onHold: 'yellow', blocked: 'gray' };

/**
 * A job's status. The employer's summary shows OnHold as 'Open' (spec 3 section 4, employer view);
 * elsewhere (the admin's views) OnHold, Open and Closed.
 */
export function JobStatusBadge({
  status,
  view = 'admin',
}: {
  status: JobStatus;
  view?: 'employer' | 'admin';
}) {
  const tm = useMessageText();
  return (
    <Badge color={JOB_COLOR[status]} variant="light" radius="sm">
      {tm((view === 'employer' ? EMPLOYER_JOB_STATUS_LABEL : JOB_STATUS_LABEL)[status])}
    </Badge>
  );
}

/** A training's status: Open or Closed; an expired training is Closed whatever its status. */
export function TrainingStatusBadge({
  status,
  trainingEndDate,
}: {
  status: TrainingStatus;
  /** Null when the viewer is not told it: the status alone decides. */
  trainingEndDate: number | null;
}) {
  const tm = useMessageText();
  // The contract's English label picks the colour; the reader sees it in their language.
  const label =
    trainingEndDate === null
      ? TRAINING_STATUS_LABEL[status]
      : trainingStatusLabel({ status, trainingEndDate }, Date.now() / 1000);
  return (
    <Badge color={label === 'Open' ? 'green' : 'gray'} variant="light" radius="sm">
      {tm(label)}
    </Badge>
  );
}
