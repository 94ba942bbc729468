import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { loginBody, type SessionResult } from '@pp/contract/auth';
import { roleOfUserType } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isNetworkFailure, signIn, useAfterSignIn } from '../../../api/auth.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { HOME_OF } from '../../../lib/session.ts';
import { FormError } from './form-error.tsx';
import { PasskeySignInButton, usePasskeyAutofill } from './passkey-sign-in.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

/** The contract's rule for the e-mail; the password only has to be there at sign-in. */
const loginFormSchema = loginBody
  .pick({ email: true })
  .extend({ password: z.string().min(1, MSG.passwordRequired) });

type LoginValues = { email: string; password: string };

/**
 * Email and password (show/hide), with the browser's proof of work. Signs in as `kind` and loads the new session, then
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
  const proof = useProofOfWork('login');
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState('');
  /** The password was right and the account has a second factor: its code is asked next. */
  const [secondFactorToken, setSecondFactorToken] = useState('');

  const form = useForm<LoginValues>({
    initialValues: { email: defaultEmail, password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: async (values: LoginValues) => {
      const result = await signIn(kind, values, await proof.take());
      if (!result.secondFactorToken) await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: (result) => {
      if (result.secondFactorToken) return setSecondFactorToken(result.secondFactorToken);
      finish(result);
    },
    onError: (error, values) => {
      // Shown once: on its field, or above the button (an alert), never also as a notification.
      const message = isNetworkFailure(error) ? messageText(MSG.loginNetworkError) : errorMessage(error);
      const onFields = !proof.refused(error, values.email.trim()) && applyFieldErrors(form, error);
      setFormError(onFields ? '' : message);
    },
  });

  function finish(result: SessionResult) {
    if (onSuccess) return onSuccess(result);
    const role = roleOfUserType(result.userType);
    if (!role) return notifyError(new Error(MSG.invalidUserType));
    navigate(HOME_OF[role], { replace: true });
  }

  // Passkeys: the e-mail field's autofill offers them, the button below asks the browser at once.
  const passkey = { kind, onSignedIn: finish, onError: setFormError };
  usePasskeyAutofill(passkey);

  if (secondFactorToken)
    return <SecondFactorStep kind={kind} secondFactorToken={secondFactorToken} onSignedIn={finish} />;

  const submit = form.onSubmit((values) => {
    setFormError('');
    mutation.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Email`}
          type="email"
          inputMode="email"
          // `webauthn`: the browser's suggestions for this field include the portal's passkeys.
          autoComplete="username webauthn"
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
        <ProofStatus proof={proof} />
        <FormError message={formError} />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          <Trans>Login</Trans>
        </Button>
        <PasskeySignInButton {...passkey} />
      </Stack>
    </form>
  );
}
