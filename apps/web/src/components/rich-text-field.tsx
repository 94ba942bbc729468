import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Skeleton, Stack, Text } from '@mantine/core';
import { plainTextLength } from '@pp/contract/jobs';
import { lazy, type ReactNode, Suspense, useId } from 'react';

/** The editor itself (Tiptap) loads only with the pages that show this field. */
const RichTextEditorInput = lazy(() => import('./rich-text-field-editor.tsx'));

export interface RichTextFieldProps {
  label: string;
  /** HTML ('' when the editor is empty). */
  value: string;
  onChange: (html: string) => void;
  /** Limit on the visible text, counted as the contract counts it (plainTextLength). */
  max: number;
  required?: boolean;
  error?: ReactNode;
  /** @default a hint on the toolbar and pasting */
  description?: ReactNode;
}

/** The length the contract (and so the server) holds against the limit: the text without markup. */
export const richTextLength = plainTextLength;

/**
 * A rich-text description (bold, italic, underline, lists, http/https/mailto links, undo/redo)
 * with a counter of its visible text against `max`. The value is the editor's HTML; the server
 * sanitizes it again. The Tiptap editor is lazy-loaded behind a skeleton.
 */
export function RichTextField({
  label,
  value,
  onChange,
  max,
  required,
  error,
  description,
}: RichTextFieldProps) {
  const { t } = useLingui();
  const field = label.toLowerCase();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const used = richTextLength(value);
  const over = used > max;
  const describedBy = [descriptionId, error ? errorId : null, counterId].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={
        description ??
        t`Bold, italic, underline, lists and links (Ctrl+K). Pasted formatting is cleaned when saved.`
      }
      error={error}
      labelProps={{
        id: labelId,
        htmlFor: undefined,
        // A label cannot point at a contenteditable: clicking it focuses the editor instead.
        onClick: () => document.getElementById(id)?.focus(),
      }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap={4} mt={4}>
        <Suspense
          fallback={
            <div role="status" aria-label={t`Loading the ${field} editor`}>
              <Skeleton height={38} radius="sm" mb={4} />
              <Skeleton height={150} radius="sm" />
            </div>
          }
        >
          <RichTextEditorInput
            id={id}
            value={value}
            onChange={onChange}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error) || over}
            required={required}
          />
        </Suspense>
        <Text id={counterId} size="xs" c={over ? 'red' : 'dimmed'} ta="right">
          <Trans>
            {used} / {max} characters
          </Trans>
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
