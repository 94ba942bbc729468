import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
    title: msg`Dates`,
    description: msg`Candidates see the job between these dates.`,
    startLabel: msg`Show from`,
    endLabel: msg`Show till`,
    schema: jobDatesBody,
    fields: { start: 'startDate', end: 'endDate' },
  },
  training: {
    title: msg`Application dates`,
    description: msg`Candidates can apply between these dates.`,
    startLabel: msg`Applications from`,
    endLabel: msg`Applications till`,
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
  const { i18n } = useLingui();
  const update = useUpdatePostingDates();
  const texts = TEXTS[props.kind];
  const job = props.kind === 'job' ? props.posting : null;
  const training = props.kind === 'training' ? props.posting : null;
  return (
    <DateRangeForm<PostingDatesChange>
      title={i18n._(texts.title)}
      description={i18n._(texts.description)}
      startLabel={i18n._(texts.startLabel)}
      endLabel={i18n._(texts.endLabel)}
      schema={texts.schema}
      fields={texts.fields}
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
