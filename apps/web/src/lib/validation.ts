import type { FormErrors } from '@mantine/form';
import { MSG } from '@pp/contract/messages';
import type { z } from 'zod';
import { messageText } from '../i18n/message-text.ts';
import { newPasswordField } from './password-rules.ts';

/**
 * The contract's messages for a value (in the reader's language), keyed by form path ('basicDetail.firmName'): the first
 * message per field. `rename` maps a contract path onto the form's (or drops it with null).
 */
export function schemaErrors(
  schema: z.ZodType,
  value: unknown,
  rename: (path: string) => string | null = (path) => path,
): FormErrors {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = rename(issue.path.map(String).join('.'));
    if (path && !(path in errors)) errors[path] = messageText(issue.message);
  }
  return errors;
}

/** The new-password rule (checked on key-up and on submit) and 'Passwords do not match'. */
export function newPasswordErrors(password: string, confirmPassword: string): FormErrors {
  const errors: FormErrors = {};
  const rule = newPasswordField.safeParse(password);
  if (!rule.success) errors.password = messageText(rule.error.issues[0]?.message ?? MSG.passwordRule);
  if (!confirmPassword) errors.confirmPassword = messageText(MSG.required);
  else if (confirmPassword !== password) errors.confirmPassword = messageText(MSG.passwordsDoNotMatch);
  return errors;
}

/** Moves focus to the first field the validation flagged (long forms on phones). */
export function focusFirstError(container?: HTMLElement | null) {
  window.setTimeout(() => {
    const root = container ?? document;
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, 0);
}
