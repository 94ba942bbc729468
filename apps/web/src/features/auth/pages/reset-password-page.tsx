import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { roleOfUserType } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { setNewPassword, useAfterSignIn } from '../../../api/auth.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { messageText, useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError, errorMessage } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { newPasswordField, PASSWORD_HINT } from '../../../lib/password-rules.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SecondFactorStep } from '../components/second-factor-step.tsx';

const schema = z.object({
  password: newPasswordField,
  confirmPassword: z.string().min(1, MSG.required),
});
type Values = z.input<typeof schema>;
const resolve = schemaResolver(schema, { sync: true });

/** /reset-password?token=...: a new password (and the browser's proof of work); the server then signs the user in. */
export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const proof = useProofOfWork('reset-password');
  /** The refusal shown above the button, worded at render (in the current language). */
  const [failure, setFailure] = useState<unknown>(null);
  /** An account with a second factor: the link proved the mailbox; the factor is asked for next. */
  const [pending, setPending] = useState<{ token: string; kind: Role } | null>(null);

  const form = useForm<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnChange: ['password'],
    validate: (values) => {
      const errors = resolve(values);
      if (!errors.confirmPassword && values.confirmPassword !== values.password) {
        errors.confirmPassword = MSG.passwordsDoNotMatch;
      }
      return errors;
    },
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const result = await setNewPassword(token, values, await proof.take());
      if (!result.secondFactorToken) await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: (result) => {
      const kind = roleOfUserType(result.userType);
      if (result.secondFactorToken && kind) return setPending({ token: result.secondFactorToken, kind });
      done();
    },
    onError: (error) => {
      const onFields = !proof.refused(error) && applyFieldErrors(form, error);
      setFailure(onFields ? null : error);
    },
  });

  function done() {
    notifications.show({
      color: 'green',
      message: messageText(OUR_MSG.passwordResetDone),
      autoClose: 8000,
    });
    navigate('/', { replace: true });
  }

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(values);
  });

  if (!token) {
    return (
      <AuthCard title={t`Reset Password`}>
        <Alert color="red" variant="light" role="alert" mb="md">
          {tm(OUR_MSG.resetInvalid)}
        </Alert>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/">
            <Trans>Go to Home</Trans>
          </Anchor>
          <Anchor component={Link} to="/forgot-password">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
      </AuthCard>
    );
  }

  if (pending)
    return (
      <AuthCard
        title={t`Reset Password`}
        breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Reset Password` }]}
      >
        <SecondFactorStep kind={pending.kind} secondFactorToken={pending.token} onSignedIn={done} />
      </AuthCard>
    );

  return (
    <AuthCard
      title={t`Reset Password`}
      description={t`Choose a new password for your account.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Reset Password` }]}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t`New password`}
            description={i18n._(PASSWORD_HINT)}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <ProofStatus proof={proof} />
          {failure !== null ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {errorMessage(failure)}
              {failure instanceof ApiCallError && failure.message === OUR_MSG.resetInvalid ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    <Trans>Request a new link</Trans>
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm" mt="xs" wrap="wrap-reverse">
            <Anchor component={Link} to="/">
              <Trans>Go to Home</Trans>
            </Anchor>
            <Button type="submit" size="md" loading={mutation.isPending}>
              <Trans>Update password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
