import { useLingui } from '@lingui/react/macro';
import { NumberInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { FIRST_YEAR, lastYear } from '@pp/contract/profiles';

export interface CompletionFieldsProps {
  /** `form.getInputProps('yearOfCompletion')` and `form.getInputProps('percentage')`. */
  yearInput: GetInputPropsReturnType;
  percentageInput: GetInputPropsReturnType;
}

/** Year of completion and the optional percentage, of a course or a training. */
export function CompletionFields({ yearInput, percentageInput }: CompletionFieldsProps) {
  const { t } = useLingui();
  const first = FIRST_YEAR;
  const last = lastYear();
  return (
    <>
      <NumberInput
        label={t`Year of completion`}
        required
        placeholder="YYYY"
        description={t`${first} to ${last}`}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        maxLength={4}
        inputMode="numeric"
        {...yearInput}
      />
      <TextInput
        label={t`Percentage`}
        description={t`Optional`}
        inputMode="decimal"
        maxLength={6}
        rightSection="%"
        {...percentageInput}
      />
    </>
  );
}
