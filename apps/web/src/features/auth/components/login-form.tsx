import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { loginBody, type SessionResult } from '@pp/contract/auth';
import { roleOfUserType } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isNetworkFailure, signIn, useAfterSignIn } from '../../../api/auth.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { HOME_OF } from '../../../lib/session.ts';

/** The contract's rules for e-mail and captcha; the password only has to be there at sign-in. */
const loginFormSchema = loginBody
  .pick({ email: true, captcha: true })
  .extend({ password: z.string().min(1, MSG.passwordRequired) });

type LoginValues = { email: string; password: string; captcha: string };

/**
 * Email, password (show/hide) and captcha. Signs in as `kind` and loads the new session, then
 * calls `onSuccess` (which decides where to go). Without `onSuccess` it goes to the kind's home.
 */
export function LoginForm({
  kind,
  onSuccess,
  defaultEmail = '',
}: {
  kind: Role;
  onSuccess?: (result: SessionResult) => void;
  /** Prefilled e-mail (the session-expired modal knows who was signed in). */
  defaultEmail?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const afterSignIn = useAfterSignIn();
  const captchaInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState('');

  const form = useForm<LoginValues>({
    initialValues: { email: defaultEmail, password: '', captcha: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: async (values: LoginValues) => {
      const result = await signIn(kind, values, captcha.captchaId);
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: (result) => {
      if (onSuccess) return onSuccess(result);
      const role = roleOfUserType(result.userType);
      if (!role) return notifyError(new Error(MSG.invalidUserType));
      navigate(HOME_OF[role], { replace: true });
    },
    onError: (error) => {
      // Shown once: on its field, or above the button (an alert), never also as a notification.
      const message = isNetworkFailure(error) ? messageText(MSG.loginNetworkError) : errorMessage(error);
      // The server uses each captcha once: clear the answer before the field's own message is set.
      form.setFieldValue('captcha', '');
      const onFields = applyFieldErrors(form, error, { captchaId: 'captcha' });
      setFormError(onFields ? '' : message);
      captcha.refresh();
      captchaInput.current?.focus();
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError('');
    if (!captcha.captchaId) {
      captcha.refresh();
      form.setFieldError('captcha', OUR_MSG.captchaExpired);
      return;
    }
    mutation.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          // With the e-mail known, a modal puts the focus on the password.
          data-autofocus={defaultEmail ? true : undefined}
          {...form.getInputProps('password')}
        />
        <CaptchaField captcha={captcha} ref={captchaInput} {...form.getInputProps('captcha')} />
        {formError ? (
          <Alert color="red" variant="light" role="alert" p="sm">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          <Trans>Login</Trans>
        </Button>
      </Stack>
    </form>
  );
}
