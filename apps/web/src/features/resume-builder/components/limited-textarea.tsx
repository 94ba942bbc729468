import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Textarea, type TextareaProps } from '@mantine/core';
import { LIMITS } from '../model/resume-schema.ts';

const limit = LIMITS.text;
/**
 * The spec's label for the free-text limit (spec 3 section 5), word for word in English, with
 * its counter; the limit counts characters.
 */
export const limitLabel = (count: number) => msg`maximum limit ${limit} words (${count}/${limit})`;
export const LIST_HINT = msg`Separate items with a semicolon (;): each becomes a bullet point.`;

/** A free-text area of at most 300 characters, with its counter. */
export function LimitedTextarea({
  value,
  list = false,
  ...props
}: Omit<TextareaProps, 'value' | 'maxLength' | 'description'> & { value: string; list?: boolean }) {
  const { i18n } = useLingui();
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
          <span>{list ? i18n._(LIST_HINT) : ''}</span>
          <span>{i18n._(limitLabel(count))}</span>
        </Group>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
