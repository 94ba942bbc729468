import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ACCOUNT_MSG,
  DELETE_CONFIRMATION,
  DELETION_CONSEQUENCES,
  deleteMyAccount,
  downloadMyData,
} from '@pp/contract/account-data';
import { MSG } from '@pp/contract/messages';
import { encodePassword } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconAlertTriangle } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError, call, endpointUrl } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useClearSession } from '../../../lib/session.ts';

/** /member/my-data and /student/my-data: download everything held on me; delete my account. */
export default function MyDataPage({ kind }: { kind: 'member' | 'student' }) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState(false);
  return (
    <PageFrame
      title={t`My Data`}
      description={t`See everything the portal holds on you, or delete your account.`}
      breadcrumbs={[{ label: t`Home`, to: `/${kind}/dashboard` }, { label: t`My Data` }]}
      size="md"
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>Download my data</Trans>
            </Title>
            <Text size="sm">
              <Trans>
                A ZIP file with <strong lang="en">data.json</strong> (your account, profile, applications and
                their stages, saved searches, messages you received, grievances you filed and your sign-in
                sessions) and your files (resume, photo).
              </Trans>
            </Text>
            <Group>
              <Button component="a" href={endpointUrl(downloadMyData)} download>
                <Trans>Download my data</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'lg' }}
          style={{ borderColor: 'var(--mantine-color-red-4)' }}
        >
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>Delete my account</Trans>
            </Title>
            <Text size="sm">
              <Trans>Deleting your account cannot be undone.</Trans>
            </Text>
            <Group>
              <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
                <Trans>Delete my account</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </PageFrame>
  );
}

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const phone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const mutation = useMutation({
    mutationFn: () =>
      call(deleteMyAccount, { body: { password: encodePassword(password), confirm: confirm.trim() } }),
    // Field messages show beside the fields; a refusal without them is a toast.
    meta: { fieldErrors: true },
    onSuccess: (result) => {
      clearSession();
      notifySuccess(result.Message || ACCOUNT_MSG.deleted);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiCallError && error.fields) setErrors(error.fields);
    },
  });

  const close = () => {
    if (mutation.isPending) return;
    setPassword('');
    setConfirm('');
    setErrors({});
    onClose();
  };

  const confirmWord = DELETE_CONFIRMATION;
  const confirmed = confirm.trim() === DELETE_CONFIRMATION;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = MSG.passwordRequired;
    if (!confirmed) found.confirm = ACCOUNT_MSG.typeToConfirm;
    setErrors(found);
    if (found.password || found.confirm) return;
    mutation.mutate();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Delete my account`} centered fullScreen={phone} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t`This cannot be undone`}
          >
            <List size="sm" spacing={4}>
              {DELETION_CONSEQUENCES.map((line) => (
                <List.Item key={line}>{tm(line)}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">
            <Trans>Consider downloading your data first.</Trans>
          </Text>
          <PasswordField
            label={t`Your password`}
            required
            autoComplete="current-password"
            value={password}
            error={errors.password && tm(errors.password)}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors((e) => ({ ...e, password: undefined }));
            }}
          />
          <TextInput
            label={t`Type ${confirmWord} to confirm`}
            required
            autoComplete="off"
            value={confirm}
            error={errors.confirm && tm(errors.confirm)}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setErrors((e) => ({ ...e, confirm: undefined }));
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" disabled={!confirmed || !password} loading={mutation.isPending}>
              <Trans>Delete my account</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
