import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
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
import { errorMessage } from '../../../lib/api.ts';
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
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState('');

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
      notifications.show({ color: 'green', message: OUR_MSG.passwordResetDone, autoClose: 8000 });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      form.setFieldValue('captcha', '');
      const onFields = applyFieldErrors(form, error, { captchaId: 'captcha' });
      setFormError(onFields ? '' : errorMessage(error));
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

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Alert color="red" variant="light" role="alert" mb="md">
          {OUR_MSG.resetInvalid}
        </Alert>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/">
            Go to Home
          </Anchor>
          <Anchor component={Link} to="/forgot-password">
            Forgot password?
          </Anchor>
        </Group>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Reset Password' }]}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <CaptchaField captcha={captcha} ref={captchaInput} {...form.getInputProps('captcha')} />
          {formError ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {formError}
              {formError === OUR_MSG.resetInvalid ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    Request a new link
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm" mt="xs" wrap="wrap-reverse">
            <Anchor component={Link} to="/">
              Go to Home
            </Anchor>
            <Button type="submit" size="md" loading={mutation.isPending}>
              Update password
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
