import { useLingui } from '@lingui/react/macro';
import { DATE_OF_BIRTH_FORMAT, parseDateOfBirth, todayIso } from '../lib/date-of-birth.ts';
import { DateInput, type DateInputProps } from './date-input.tsx';

/**
 * Date of birth: typed day first (DD/MM/YYYY) or picked from a calendar that opens on years,
 * never after today. The value is 'YYYY-MM-DD'.
 */
export function DateOfBirthInput({
  initialYear,
  ...props
}: Omit<DateInputProps, 'dateParser' | 'valueFormat' | 'maxDate'> & { initialYear: number }) {
  const { t } = useLingui();
  return (
    <DateInput
      label={t`Date of birth`}
      valueFormat={DATE_OF_BIRTH_FORMAT}
      dateParser={parseDateOfBirth}
      maxDate={todayIso()}
      defaultDate={`${initialYear}-01-01`}
      defaultLevel="decade"
      inputMode="numeric"
      autoComplete="bday"
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
