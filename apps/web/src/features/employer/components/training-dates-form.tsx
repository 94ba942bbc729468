import { type TrainingDetailView, trainingDatesBody } from '@pp/contract/trainings';
import { useUpdateTrainingDates } from '../../../api/corporates.ts';
import { DateRangeForm } from './date-range-form.tsx';

/**
 * The application window of a training (`PUT training/dates`, ours): the owner or an admin moves
 * it, e.g. from the expiry reminder's 'Extend the training' link. Start must not be after end.
 */
export function TrainingDatesForm({ training }: { training: TrainingDetailView }) {
  const update = useUpdateTrainingDates();
  return (
    <DateRangeForm
      title="Application dates"
      description="Candidates can apply between these dates."
      startLabel="Applications from"
      endLabel="Applications till"
      start={training.trainingStartDate}
      end={training.trainingEndDate}
      schema={trainingDatesBody}
      fields={{ start: 'trainingStartDate', end: 'trainingEndDate' }}
      toBody={(trainingStartDate, trainingEndDate) => ({
        trainingCode: training.code,
        trainingStartDate,
        trainingEndDate,
      })}
      save={(body) => update.mutateAsync(body)}
      saving={update.isPending}
    />
  );
}
