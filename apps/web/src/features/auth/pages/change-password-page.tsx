import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, type Role } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { updatePassword } from '../../../api/auth.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { newPasswordField, PASSWORD_HINT } from '../../../lib/password-rules.ts';
import { HOME_OF, useSession } from '../../../lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthenticatorSetup } from '../components/authenticator-setup.tsx';
import { PasskeysSection } from '../components/passkeys-section.tsx';

const schema = z.object({
  oldPassword: z.string().min(1, MSG.required),
  newPassword: newPasswordField,
  confirmPassword: z.string().min(1, MSG.required),
});
type Values = z.input<typeof schema>;
const resolve = schemaResolver(schema, { sync: true });

function kindOfPath(pathname: string): Role | undefined {
  const area = pathname.split('/')[1];
  return ROLES.find((role) => role === area);
}

/**
 * /admin, /corporate, /member and /student change-password: one form. The server ends every
 * session of the user on a change, so on success the user signs in again with the new password.
 */
export default function ChangePasswordPage({ kind: kindProp }: { kind?: Role }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const { user } = useSession();
  const kind = kindProp ?? user?.role ?? kindOfPath(pathname) ?? 'member';

  const form = useForm<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validateInputOnChange: ['newPassword'],
    validate: (values) => {
      const errors = resolve(values);
      if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) {
        errors.confirmPassword = MSG.passwordMismatch;
      }
      return errors;
    },
  });

  const mutation = useMutation({
    mutationFn: updatePassword,
    meta: { silent: true },
    onSuccess: (result) => {
      notifications.show({
        color: 'green',
        message: messageText(result.Message || MSG.passwordUpdated),
        autoClose: 10_000,
      });
      // The spec clears the fields; the server ended the other sessions and kept this one.
      form.reset();
    },
    onError: (error) => {
      // Shown once: on its field, or as a notification when no field takes it.
      if (!applyFieldErrors(form, error, { password: 'newPassword' })) notifyError(error);
    },
  });

  const submit = form.onSubmit(
    (values) => mutation.mutate(values),
    (errors) => {
      // The spec alerts the mismatch as well as marking the field.
      if (errors.confirmPassword === MSG.passwordMismatch) notifyError(new Error(MSG.passwordMismatch));
    },
  );

  return (
    <AuthCard
      title={t`Change Password`}
      breadcrumbs={[{ label: t`Dashboard`, to: HOME_OF[kind] }, { label: t`Change Password` }]}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t`Old password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField
            label={t`New password`}
            description={i18n._(PASSWORD_HINT)}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
      <AuthenticatorSetup />
      <PasskeysSection />
    </AuthCard>
  );
}
