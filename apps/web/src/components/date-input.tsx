import { useLingui } from '@lingui/react/macro';
import {
  type DateInputProps,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps Mantine's date fields
  DateInput as MantineDateInput,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps Mantine's date fields
  MonthPickerInput as MantineMonthPickerInput,
  type MonthPickerInputProps,
} from '@mantine/dates';

/**
 * Every calendar's arrow buttons named in the reader's language (Mantine leaves them nameless:
 * axe's button-name, critical); the month and year buttons between them keep the name they show.
 */
function useCalendarLabels() {
  const { t } = useLingui();
  return {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
  };
}

/**
 * Mantine's DateInput as every date field of the portal has it (use this one; a lint rule says
 * so): named calendar arrows, the day typed day first in the reader's words ('DD/MM/YYYY', the
 * format of lib/dates.ts) and the days' class whose colours reach 4.5:1 (app.css, "Calendar
 * days"). Kept out of the theme so that its texts load with the date fields, not the first page.
 */
export function DateInput(props: DateInputProps) {
  const { t } = useLingui();
  return (
    <MantineDateInput
      placeholder={t`DD/MM/YYYY`}
      ariaLabels={useCalendarLabels()}
      classNames={{ day: 'pp-calendar-day' }}
      {...props}
    />
  );
}

/** Mantine's MonthPickerInput with named arrows (above). */
export function MonthPickerInput(props: MonthPickerInputProps) {
  return <MantineMonthPickerInput ariaLabels={useCalendarLabels()} {...props} />;
}

export type { DateInputProps };
