import { Trans } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import { DateInput } from '../../../components/date-input.tsx';
import { validateWith } from '../../../components/form-modal.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { DAY_FORMAT, dayToEpoch, epochToDay, parseDay } from '../../../lib/dates.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormCard } from './form-card.tsx';

interface DatesValues {
  startDay: string | null;
  endDay: string | null;
}

export interface DateRangeFormProps<B> {
  title: string;
  description: string;
  startLabel: string;
  endLabel: string;
  /** The saved dates (epoch seconds). */
  start: number | null;
  end: number | null;
  /** The endpoint's body schema (the same rules as the server) and the body's two field names. */
  schema: z.ZodType;
  fields: { start: string; end: string };
  toBody: (start: number, end: number) => B;
  save: (body: B) => Promise<unknown>;
  saving: boolean;
}

/** Two dates of a posting (show from/till, application window), checked by the endpoint's schema. */
export function DateRangeForm<B>(props: DateRangeFormProps<B>) {
  const rename = { [props.fields.start]: 'startDay', [props.fields.end]: 'endDay' };
  const initial = (): DatesValues => ({
    startDay: props.start === null ? null : epochToDay(props.start),
    endDay: props.end === null ? null : epochToDay(props.end),
  });
  const body = (values: DatesValues) =>
    props.toBody(
      (values.startDay ? dayToEpoch(values.startDay) : undefined) as number,
      (values.endDay ? dayToEpoch(values.endDay) : undefined) as number,
    );
  const form = useForm<DatesValues>({
    initialValues: initial(),
    validate: validateWith(props.schema, body, rename),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill when the saved dates change
  useEffect(() => {
    const next = initial();
    form.setInitialValues(next);
    form.setValues(next);
  }, [props.start, props.end]);

  const submit = form.onSubmit(async (values) => {
    try {
      await props.save(body(values));
    } catch (error) {
      applyFieldErrors(form, error, rename);
    }
  });
  const dateProps = {
    valueFormat: DAY_FORMAT,
    dateParser: (text: string) => parseDay(text),
    leftSection: <IconCalendar size={16} />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;
  return (
    <FormCard title={props.title} description={props.description}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateInput label={props.startLabel} {...dateProps} {...form.getInputProps('startDay')} />
            <DateInput label={props.endLabel} {...dateProps} {...form.getInputProps('endDay')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={props.saving} disabled={!form.isDirty()}>
              <Trans>Update dates</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
