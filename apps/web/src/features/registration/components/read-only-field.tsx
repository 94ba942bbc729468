import { Textarea, TextInput } from '@mantine/core';

/** A value from the institute's records, shown but not editable. */
export function ReadOnlyField({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const shown = value || '-';
  if (multiline) {
    return <Textarea label={label} value={shown} readOnly autosize minRows={1} variant="filled" />;
  }
  return <TextInput label={label} value={shown} readOnly variant="filled" />;
}
