import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { roleOfUserType } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { codeParam } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { signInAs, useAfterSignIn } from '../../../api/auth.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { HOME_OF } from '../../../lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { refusePendingAfterLoginAs } from '../lib/pending.ts';

const schema = z.object({ userCode: codeParam });
type Values = { userCode: string };

/** /admin/login-as: the admin signs in as another user by user code; the admin session ends. */
export default function LoginAsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const form = useForm<Values>({
    initialValues: { userCode: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: async ({ userCode }: Values) => {
      const result = await signInAs(userCode);
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: (result) => {
      const role = roleOfUserType(result.userType);
      if (!role) {
        notifyError(new Error(MSG.invalidUserType));
        return;
      }
      refusePendingAfterLoginAs(role);
      navigate(HOME_OF[role], { replace: true });
    },
    // Shown once: a refusal under the user code, anything else (network, server) as a toast.
    onError: (error) => {
      const refused = error instanceof ApiCallError && error.status >= 400 && error.status < 500;
      if (applyFieldErrors(form, error, { code: 'userCode' })) return;
      if (refused) form.setFieldError('userCode', error.message);
      else notifyError(error);
    },
  });

  return (
    <AuthCard
      title={t`Login As`}
      description={t`Sign in as a member, student or employer to see the portal as they do.`}
      breadcrumbs={[{ label: t`Dashboard`, to: HOME_OF.admin }, { label: t`Login As` }]}
    >
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Enter userCode`}
            // Spec 2 'Login as': the input's placeholder reads 'Enter userCode' (spec 1 names it so too).
            placeholder={t`Enter userCode`}
            required
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...form.getInputProps('userCode')}
          />
          <Alert color="yellow" variant="light" p="sm">
            <Trans>
              Note: your admin session ends after you log in as this user. Sign in as admin again to return.
            </Trans>
          </Alert>
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            <Trans>Login</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
