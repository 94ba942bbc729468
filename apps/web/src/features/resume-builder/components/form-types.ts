import type { UseFormReturnType } from '@mantine/form';
import type { ResumeData } from '../model/resume-schema.ts';

export type ResumeForm = UseFormReturnType<ResumeData>;

/** Options of a native select, with its empty first choice. */
export function selectData(values: readonly string[], placeholder: string) {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
}
