import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { roleOfUserType } from '@pp/contract/constants';
import { messageCode } from '@pp/contract/message-codes';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { codeParam } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { confirmSecondFactorAgain, signInAs, useAfterSignIn } from '../../../api/auth.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { HOME_OF } from '../../../lib/session.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { refusePendingAfterLoginAs } from '../lib/pending.ts';

const schema = z.object({ userCode: codeParam, code: z.string() });
type Values = { userCode: string; code: string };

/** The refusal of a login-as whose admin proved the second factor more than 15 minutes ago. */
const AGAIN_CODE = messageCode(OUR_MSG.secondFactorAgain);
/** Refusals of that code (shown under it, not under the user code). */
const CODE_REFUSALS = new Set([
  messageCode(OUR_MSG.secondFactorWrong),
  messageCode(OUR_MSG.tooManyWrongPasswords),
]);

/** /admin/login-as: the admin signs in as another user by user code; the admin session ends. */
export default function LoginAsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  /** The server asked for the admin's second factor again: its code is asked here too. */
  const [askCode, setAskCode] = useState(false);
  const form = useForm<Values>({
    initialValues: { userCode: '', code: '' },
    validate: schemaResolver(
      schema.refine((v) => !askCode || v.code.trim() !== '', { message: MSG.required, path: ['code'] }),
      { sync: true },
    ),
  });

  const mutation = useMutation({
    mutationFn: async ({ userCode, code }: Values) => {
      if (askCode) await confirmSecondFactorAgain(code.trim());
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
      if (error instanceof ApiCallError && error.code === AGAIN_CODE) {
        setAskCode(true);
        form.setFieldValue('code', '');
        form.setFieldError('code', error.message);
        return;
      }
      if (askCode && error instanceof ApiCallError && CODE_REFUSALS.has(error.code)) {
        form.setFieldValue('code', '');
        form.setFieldError('code', error.message);
        return;
      }
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
          {askCode && (
            <TextInput
              label={t`Code from your authenticator app`}
              description={t`Login-as needs your second factor from the last 15 minutes: a code of the app, or a recovery code.`}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              data-autofocus
              {...form.getInputProps('code')}
            />
          )}
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
