import { Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { bodyToHtml, htmlToPlainText } from '../../announcements/body-text.ts';

export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: ReactNode;
  label?: string;
}

/** The visible length of what will be saved (plain text becomes paragraphs, HTML stays HTML). */
export function descriptionLength(value: string): number {
  return htmlToPlainText(bodyToHtml(value)).length;
}

/** A rich-text description typed as plain text or simple HTML, with a live character counter. */
export function DescriptionField({
  value,
  onChange,
  max,
  error,
  label = 'Description',
}: DescriptionFieldProps) {
  const length = descriptionLength(value);
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        required
        autosize
        minRows={6}
        maxRows={18}
        description="Plain text (blank lines start new paragraphs) or simple HTML: paragraphs, lists, bold, links. Unsafe markup is removed when saved."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      <Text size="xs" c={length > max ? 'red' : 'dimmed'} ta="right" aria-live="polite">
        {length} / {max} characters
      </Text>
    </Stack>
  );
}

export { editableText } from '../lib/description.ts';
export { bodyToHtml };
