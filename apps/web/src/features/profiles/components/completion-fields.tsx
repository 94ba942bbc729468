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
  return (
    <>
      <NumberInput
        label="Year of completion"
        required
        placeholder="YYYY"
        description={`${FIRST_YEAR} to ${lastYear()}`}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        maxLength={4}
        inputMode="numeric"
        {...yearInput}
      />
      <TextInput
        label="Percentage"
        description="Optional"
        inputMode="decimal"
        maxLength={6}
        rightSection="%"
        {...percentageInput}
      />
    </>
  );
}
