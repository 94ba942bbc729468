import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { fieldErrors } from '@pp/contract/validators';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** Keeps the modal from closing on an outside click while there are unsaved changes. */
  dirty?: boolean;
  /** @default 'Save' */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every edit modal: full screen on phones, Cancel and Save at the bottom. The
 * caller closes it after a successful save; on an error it stays open with the user's input.
 */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  saving,
  dirty,
  submitLabel,
  children,
}: FormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!dirty}
      closeOnEscape={!saving}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel ?? <Trans>Save</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Characters used of a text limit, under a textarea. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const used = value.trim().length;
  return (
    <Text size="xs" c={used > max ? 'red' : 'dimmed'} ta="right" mt={-10} aria-live="polite">
      {used} / {max}
    </Text>
  );
}

/**
 * A Mantine form validator from a contract schema: the form's values are turned into the API
 * body, checked with the same rules as the server, and the messages put back on the form's
 * fields (`rename` maps body fields to form fields).
 */
export function validateWith<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  rename: Record<string, string> = {},
) {
  return (values: V): FormErrors => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(fieldErrors(result.error))) {
      const key = rename[field] ?? field;
      if (!(key in errors)) errors[key] = message;
    }
    return errors;
  };
}

/** A NumberInput's value as a number, or undefined when empty. */
export function numberOrUndefined(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
