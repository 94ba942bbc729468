import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type TrainingDetailView, trainingDatesBody } from '@pp/contract/employer';
import { useEffect } from 'react';
import { IconCalendar } from '../../../components/icons.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { validateWith } from '../../profiles/components/form-modal.tsx';
import { DAY_FORMAT, dayToEpoch, epochToDay, parseDay } from '../../profiles/lib/dates.ts';
import { useUpdateTrainingDates } from '../api.ts';
import { FormCard } from './form-card.tsx';

interface DatesValues {
  startDay: string | null;
  endDay: string | null;
}

function toBody(trainingCode: string, values: DatesValues) {
  return {
    trainingCode,
    trainingStartDate: (values.startDay ? dayToEpoch(values.startDay) : undefined) as number,
    trainingEndDate: (values.endDay ? dayToEpoch(values.endDay) : undefined) as number,
  };
}

const FIELDS = { trainingStartDate: 'startDay', trainingEndDate: 'endDay' };

/**
 * The application window of a training (`PUT training/dates`, ours): the owner or an admin moves
 * it, e.g. from the expiry reminder's 'Extend the training' link. Start must not be after end.
 */
export function TrainingDatesForm({ training }: { training: TrainingDetailView }) {
  const update = useUpdateTrainingDates();
  const initial = (): DatesValues => ({
    startDay: epochToDay(training.trainingStartDate),
    endDay: training.trainingEndDate === null ? null : epochToDay(training.trainingEndDate),
  });
  const form = useForm<DatesValues>({
    initialValues: initial(),
    validate: validateWith(trainingDatesBody, (v: DatesValues) => toBody(training.code, v), FIELDS),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill when the saved dates change
  useEffect(() => {
    const next = initial();
    form.setInitialValues(next);
    form.setValues(next);
  }, [training.trainingStartDate, training.trainingEndDate]);

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(toBody(training.code, values));
    } catch (error) {
      applyFieldErrors(form, error, FIELDS);
    }
  });
  const dateProps = {
    valueFormat: DAY_FORMAT,
    placeholder: DAY_FORMAT,
    dateParser: (text: string) => parseDay(text),
    leftSection: <IconCalendar size={16} />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;
  return (
    <FormCard title="Application dates" description="Candidates can apply between these dates.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateInput label="Applications from" {...dateProps} {...form.getInputProps('startDay')} />
            <DateInput label="Applications till" {...dateProps} {...form.getInputProps('endDay')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Update dates
            </Button>
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
