import { Badge } from '@mantine/core';
import { JOB_STATUS_LABEL, type JobStatus, type TrainingStatus } from '@pp/contract/constants';

const JOB_COLOR: Record<JobStatus, string> = { active: 'green', onHold: 'yellow', blocked: 'gray' };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge color={JOB_COLOR[status]} variant="light" radius="sm">
      {JOB_STATUS_LABEL[status]}
    </Badge>
  );
}

export const TRAINING_STATUS_LABEL: Record<TrainingStatus, string> = { active: 'Open', blocked: 'Closed' };

export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" radius="sm">
      {TRAINING_STATUS_LABEL[status]}
    </Badge>
  );
}
