import type { JobDetailView } from '@pp/contract/jobs';
import { jobDatesBody } from '@pp/contract/jobs';
import { type TrainingDetailView, trainingDatesBody } from '@pp/contract/trainings';
import { type PostingDatesChange, useUpdatePostingDates } from '../../../api/corporates.ts';
import { DateRangeForm } from './date-range-form.tsx';

export type PostingDatesFormProps =
  | { kind: 'job'; posting: JobDetailView }
  | { kind: 'training'; posting: TrainingDetailView };

const TEXTS = {
  job: {
    title: 'Dates',
    description: 'Candidates see the job between these dates.',
    startLabel: 'Show from',
    endLabel: 'Show till',
    schema: jobDatesBody,
    fields: { start: 'startDate', end: 'endDate' },
  },
  training: {
    title: 'Application dates',
    description: 'Candidates can apply between these dates.',
    startLabel: 'Applications from',
    endLabel: 'Applications till',
    schema: trainingDatesBody,
    fields: { start: 'trainingStartDate', end: 'trainingEndDate' },
  },
} as const;

/**
 * The two dates of a posting, start not after end: a job's show-from and show-till (`PUT job`);
 * a training's application window (`PUT training/dates`, ours), which the owner or an admin
 * moves, e.g. from the expiry reminder's 'Extend the training' link.
 */
export function PostingDatesForm(props: PostingDatesFormProps) {
  const update = useUpdatePostingDates();
  const job = props.kind === 'job' ? props.posting : null;
  const training = props.kind === 'training' ? props.posting : null;
  return (
    <DateRangeForm<PostingDatesChange>
      {...TEXTS[props.kind]}
      start={job ? job.startDate : (training?.trainingStartDate ?? null)}
      end={job ? job.endDate : (training?.trainingEndDate ?? null)}
      toBody={(start, end) =>
        job
          ? { code: job.code, startDate: start, endDate: end }
          : { trainingCode: props.posting.code, trainingStartDate: start, trainingEndDate: end }
      }
      save={(body) => update.mutateAsync(body)}
      saving={update.isPending}
    />
  );
}
