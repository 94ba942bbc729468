import { useLingui } from '@lingui/react';
import { type FormErrors, useForm as useMantineForm } from '@mantine/form';
import { useMemo } from 'react';
import { messageText } from '../i18n/message-text.ts';
import { focusFirstError } from './validation.ts';

type FormInput = NonNullable<Parameters<typeof useMantineForm>[0]>;

/**
 * Mantine's `useForm` (same signature) with every field's error in the reader's language: a rule
 * that returns a contract message (`MSG.required`) gets its Hindi text when Hindi is chosen, both
 * through `getInputProps` and in `form.errors` (fields given their error by hand), and the
 * errors follow a change of language. Use this instead of '@mantine/form's (a lint rule says so).
 *
 * One rule for every failed submit (WCAG 3.3.1): when `form.onSubmit`'s validation fails, the
 * focus moves to the first field marked invalid in that form, whose label and error a screen
 * reader then reads (the focus stayed on the button, and nothing was said). A form that checks
 * its values by hand (`setErrors`) calls `focusFirstError` itself.
 */
export const useForm = ((input: FormInput = {}) => {
  // Subscribes the form's component to a change of language.
  const { i18n } = useLingui();
  const { enhanceGetInputProps } = input;
  const form = useMantineForm({
    ...input,
    enhanceGetInputProps: (payload) => {
      const extra = enhanceGetInputProps?.(payload) ?? {};
      const error = 'error' in extra ? extra.error : payload.inputProps.error;
      return typeof error === 'string' ? { ...extra, error: messageText(error) } : extra;
    },
  });
  const { onSubmit } = form;
  const focusingSubmit: typeof onSubmit = (handleSubmit, handleValidationFailure) =>
    onSubmit(handleSubmit, (errors, values, event) => {
      handleValidationFailure?.(errors, values, event);
      const target = event?.currentTarget;
      focusFirstError(target instanceof HTMLElement ? target : null);
    });
  const errors = form.errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const shown = useMemo(() => {
    const out: FormErrors = {};
    for (const [path, error] of Object.entries(errors))
      out[path] = typeof error === 'string' ? messageText(error) : error;
    return out;
  }, [errors, i18n.locale]);
  return { ...form, onSubmit: focusingSubmit, ...(i18n.locale === 'en' ? {} : { errors: shown }) };
}) as typeof useMantineForm;
