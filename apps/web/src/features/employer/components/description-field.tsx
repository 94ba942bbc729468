import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { bodyToHtml, htmlToPlainText } from '../../announcements/body-text.ts';

export interface DescriptionFieldProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Limit on the visible text (markup does not count). */
  max: number;
}

/** The visible length of what the field sends (plain text becomes paragraphs; HTML counts its text). */
export function descriptionLength(value: string): number {
  return htmlToPlainText(bodyToHtml(value)).length;
}

/**
 * A description: plain text (blank lines make paragraphs) or simple HTML, sent as HTML and
 * sanitized by the server. The counter counts the text a reader sees.
 */
export function DescriptionField({ value, onChange, max, ...props }: DescriptionFieldProps) {
  const used = descriptionLength(value);
  return (
    <div>
      <Textarea
        autosize
        minRows={5}
        maxRows={14}
        description="Plain text; leave a blank line between paragraphs. Simple HTML (lists, bold, links) also works."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...props}
      />
      <Text size="xs" c={used > max ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
        {used} / {max}
      </Text>
    </div>
  );
}
