import type { FormErrors } from '@mantine/form';
import type { Dispatch, SetStateAction } from 'react';
import { messageText } from '../i18n/message-text.ts';
import { ApiCallError } from './api.ts';

/** Whether the server named at least one field in a refusal (`error.fields`, beyond the form-wide '_'). */
export function hasFieldMessages(error: unknown): error is ApiCallError & { fields: Record<string, string> } {
  return error instanceof ApiCallError && Object.keys(error.fields ?? {}).some((field) => field !== '_');
}

/**
 * Puts the server's field messages (`error.fields`, in the reader's language) on a Mantine form's fields.
 * `rename` maps API field names to form paths (e.g. `{ captchaId: 'captcha' }`).
 * Returns true when at least one field got a message.
 */
export function applyFieldErrors(
  form: { setErrors: Dispatch<SetStateAction<FormErrors>> },
  error: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiCallError) || !error.fields) return false;
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    if (field === '_') continue;
    errors[rename[field] ?? field] = messageText(message, error.fieldCodes?.[field]);
  }
  form.setErrors((current) => ({ ...current, ...errors }));
  return Object.keys(errors).length > 0;
}
