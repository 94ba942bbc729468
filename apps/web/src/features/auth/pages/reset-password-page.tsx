import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { captchaAnswer } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { setNewPassword, useAfterSignIn } from '../../../api/auth.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { messageText, useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError, errorMessage } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { newPasswordField, PASSWORD_HINT } from '../../../lib/password-rules.ts';
import { AuthCard } from '../components/auth-card.tsx';

const schema = z.object({
  password: newPasswordField,
  confirmPassword: z.string().min(1, MSG.required),
  captcha: captchaAnswer,
});
type Values = z.input<typeof schema>;
const resolve = schemaResolver(schema, { sync: true });

/** /reset-password?token=...: a new password and a captcha; the server then signs the user in. */
export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  /** The refusal shown above the button, worded at render (in the current language). */
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<Values>({
    initialValues: { password: '', confirmPassword: '', captcha: '' },
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
      const result = await setNewPassword(token, values, captcha.captchaId);
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: messageText(OUR_MSG.passwordResetDone),
        autoClose: 8000,
      });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      form.setFieldValue('captcha', '');
      const onFields = applyFieldErrors(form, error, { captchaId: 'captcha' });
      setFailure(onFields ? null : error);
      captcha.refresh();
      captchaInput.current?.focus();
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (!captcha.captchaId) {
      captcha.refresh();
      form.setFieldError('captcha', OUR_MSG.captchaExpired);
      return;
    }
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
          <CaptchaField captcha={captcha} ref={captchaInput} {...form.getInputProps('captcha')} />
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
