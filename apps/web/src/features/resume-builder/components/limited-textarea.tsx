import { Group, Textarea, type TextareaProps } from '@mantine/core';
import { LIMITS } from '../model/resume-schema.ts';

/** The spec's label for the free-text limit (spec 3 section 5), word for word; the limit counts characters. */
export const LIMIT_LABEL = `maximum limit ${LIMITS.text} words`;
export const LIST_HINT = 'Separate items with a semicolon (;): each becomes a bullet point.';

/** A free-text area of at most 300 characters, with its counter. */
export function LimitedTextarea({
  value,
  list = false,
  ...props
}: Omit<TextareaProps, 'value' | 'maxLength' | 'description'> & { value: string; list?: boolean }) {
  const count = value.length;
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={8}
      maxLength={LIMITS.text}
      value={value}
      description={
        <Group component="span" justify="space-between" gap={4} wrap="wrap">
          <span>{list ? LIST_HINT : ''}</span>
          <span>
            {LIMIT_LABEL} ({count}/{LIMITS.text})
          </span>
        </Group>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
