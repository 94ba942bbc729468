import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { emailField } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { requestPasswordReset } from '../../../api/auth.ts';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useGoBack } from '../lib/go-back.ts';

/** The contract's rules of `auth/forgot-password` for the fields typed on this page. */
const schema = z.object({ email: emailField });
type Values = { email: string };

/** /forgot-password: the e-mail (and the browser's proof of work); on success the server's message is shown and the user goes home. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const proof = useProofOfWork('forgot-password');
  const form = useForm<Values>({
    initialValues: { email: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => requestPasswordReset(values, await proof.take()),
    meta: { silent: true },
    onSuccess: (result) => {
      notifications.show({
        color: 'green',
        title: t`Check your e-mail`,
        message: messageText(result.Message),
        autoClose: 10_000,
      });
      navigate('/', { replace: true });
    },
    onError: (error, values) => {
      // Shown once: on its field, or as a notification when no field takes it.
      if (proof.refused(error, values.email.trim()) || !applyFieldErrors(form, error)) notifyError(error);
    },
  });

  const submit = form.onSubmit((values) => mutation.mutate(values));

  return (
    <AuthCard
      title={t`Forgot Password`}
      breadcrumbs={[
        { label: t`Home`, to: '/' },
        { label: t`Login`, to: '/login' },
        { label: t`Forgot Password` },
      ]}
      description={t`Enter the e-mail of your account and we will send you instructions to reset your password.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
          />
          <ProofStatus proof={proof} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            <Button variant="default" size="md" fullWidth onClick={goBack}>
              <Trans>Go Back</Trans>
            </Button>
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              <Trans>Send Instructions</Trans>
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </AuthCard>
  );
}
