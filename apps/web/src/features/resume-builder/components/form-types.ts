import type { UseFormReturnType } from '@mantine/form';
import type { ResumeData } from '../model/resume-schema.ts';

export type ResumeForm = UseFormReturnType<ResumeData>;

/**
 * Options of a native select, with its empty first choice. `labelOf` shows a stored value in the
 * reader's language (the value itself stays as stored).
 */
export function selectData(
  values: readonly string[],
  placeholder: string,
  labelOf: (value: string) => string = (value) => value,
) {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}
