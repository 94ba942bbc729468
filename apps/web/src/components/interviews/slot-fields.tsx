import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { addDays } from '@pp/contract/india-time';
import {
  INTERVIEW_LIMITS,
  type InterviewSlotInput,
  slotEpochSeconds,
  slotTimeProblem,
} from '@pp/contract/interviews';
import type { ReactNode } from 'react';
import { DAY_FORMAT, parseDay, todayDay } from '../../lib/dates.ts';
import type { useForm } from '../../lib/form.ts';
import { DateInput } from '../date-input.tsx';
import { IconCalendar, IconClock } from '../icons.tsx';

/** The props `form.getInputProps(path)` gives a field. */
type FieldProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

/**
 * One interview time: the day (typed day first or picked, from today to a year ahead) and the
 * time of day, both in India time. `label` tells the rows apart when several are offered.
 */
export function SlotFields({
  dateProps,
  timeProps,
  dateLabel,
  timeLabel,
  action,
  autoFocus,
}: {
  dateProps: FieldProps;
  timeProps: FieldProps;
  dateLabel?: string;
  timeLabel?: string;
  /** A button beside the fields (Remove). */
  action?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const today = todayDay();
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateInput
        label={dateLabel ?? t`Date`}
        required
        valueFormat={DAY_FORMAT}
        dateParser={(text) => parseDay(text)}
        minDate={today}
        maxDate={addDays(today, INTERVIEW_LIMITS.aheadDays)}
        leftSection={<IconCalendar size={16} />}
        popoverProps={{ withinPortal: true }}
        inputMode="numeric"
        style={{ flex: '1 1 140px' }}
        data-autofocus={autoFocus || undefined}
        {...dateProps}
      />
      <TimeInput
        label={timeLabel ?? t`Time (IST)`}
        required
        leftSection={<IconClock size={16} />}
        style={{ flex: '0 1 120px', minWidth: 110 }}
        {...timeProps}
      />
      {action}
    </Group>
  );
}

/** The client's repeat of the server's rule: a time at least 15 minutes ahead and within a year. */
export function slotProblem(slot: InterviewSlotInput): string | null {
  const seconds = slotEpochSeconds(slot);
  if (!Number.isFinite(seconds)) return null;
  return slotTimeProblem(seconds, Date.now());
}
