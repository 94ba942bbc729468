import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PASSKEY_NAME_MAX, type PasskeyItem } from '@pp/contract/auth';
import { formatDateTime } from '@pp/contract/format';
import { MSG } from '@pp/contract/messages';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  addPasskey,
  isPasskeyCancelled,
  passkeyKeys,
  removeOwnPasskey,
  renameOwnPasskey,
  usePasskeys,
} from '../../../api/auth.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { messageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { FormError } from './form-error.tsx';

/** The kind of device this is likely to be, for the name offered for a new passkey. */
function deviceKind(): 'android' | 'iphone' | 'mac' | 'windows' | 'other' {
  const agent = navigator.userAgent;
  if (/Android/i.test(agent)) return 'android';
  if (/iPhone|iPad/i.test(agent)) return 'iphone';
  if (/Mac OS/i.test(agent)) return 'mac';
  if (/Windows/i.test(agent)) return 'windows';
  return 'other';
}

/** Checks a passkey's name as the server does (required, one line, at most PASSKEY_NAME_MAX). */
function nameProblem(name: string, tooLong: string): string {
  const trimmed = name.trim();
  if (!trimmed) return messageText(MSG.required);
  return trimmed.length > PASSKEY_NAME_MAX ? tooLong : '';
}

function PasskeyRow({
  passkey,
  onRenamed,
  onRemoved,
  onError,
}: {
  passkey: PasskeyItem;
  onRenamed: (name: string) => void;
  onRemoved: (name: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();
  const label = passkey.name;
  const added = formatDateTime(passkey.createdAt);
  const lastUsed = formatDateTime(passkey.lastUsedAt);

  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  const rename = useMutation({
    mutationFn: (newName: string) => renameOwnPasskey(passkey.code, newName),
    meta: { silent: true },
    onSuccess: async (result) => {
      setEditing(false);
      onRenamed(result.name);
      await client.invalidateQueries({ queryKey: passkeyKeys.list });
      renameButton.current?.focus();
    },
    onError: (error) => setNameError(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => removeOwnPasskey(passkey.code),
    meta: { silent: true },
    onSuccess: async () => {
      onRemoved(passkey.name);
      await client.invalidateQueries({ queryKey: passkeyKeys.list });
    },
    onError: (error) => onError(errorMessage(error)),
  });

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, t`At most ${PASSKEY_NAME_MAX} characters, please.`);
    setNameError(problem);
    if (!problem) rename.mutate(name.trim());
  };

  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      {editing ? (
        <form noValidate onSubmit={submitRename}>
          <Stack gap="xs">
            <TextInput
              ref={input}
              label={t`New name for the passkey ''${label}''`}
              maxLength={PASSKEY_NAME_MAX}
              required
              value={name}
              error={nameError || undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button type="submit" size="sm" loading={rename.isPending}>
                <Trans>Save name</Trans>
              </Button>
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  setEditing(false);
                  setName(passkey.name);
                  setNameError('');
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap={4}>
          <Text fw={600}>{passkey.name}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Added {added}</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {passkey.lastUsedAt === null ? (
              <Trans>Not used to sign in yet</Trans>
            ) : (
              <Trans>Last used {lastUsed}</Trans>
            )}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              ref={renameButton}
              variant="default"
              size="sm"
              aria-label={t`Rename the passkey ''${label}''`}
              onClick={() => setEditing(true)}
            >
              <Trans>Rename</Trans>
            </Button>
            <Button
              variant="default"
              color="red"
              size="sm"
              loading={remove.isPending}
              aria-label={t`Remove the passkey ''${label}''`}
              onClick={async () => {
                const sure = await confirmAction({
                  title: t`Remove the passkey ''${label}''?`,
                  message: t`It will no longer sign you in. You can add it again later.`,
                  confirmLabel: t`Remove`,
                  danger: true,
                });
                if (sure) remove.mutate();
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The user's passkeys, beside the authenticator app: add one made on this device (named, so that
 * several can be told apart), see when each was added and last used, rename and remove them.
 * What happened is said in a status line that screen readers announce.
 */
export function PasskeysSection() {
  const { t } = useLingui();
  const list = usePasskeys();
  const client = useQueryClient();
  const [name, setName] = useState(
    () =>
      ({
        android: t`Android phone`,
        iphone: t`iPhone`,
        mac: t`Mac`,
        windows: t`Windows computer`,
        other: t`My passkey`,
      })[deviceKind()],
  );
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const supported = browserSupportsWebAuthn();

  const add = useMutation({
    mutationFn: addPasskey,
    meta: { silent: true },
    onMutate: () => {
      setError('');
      setStatus('');
    },
    onSuccess: async ({ name: newName }) => {
      setStatus(t`The passkey ''${newName}'' has been added. You can now sign in with it.`);
      await client.invalidateQueries({ queryKey: passkeyKeys.list });
    },
    onError: (failure) =>
      setError(
        isPasskeyCancelled(failure)
          ? t`No passkey was made: the request was cancelled or timed out, or this device already has a passkey for your account.`
          : errorMessage(failure),
      ),
  });

  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, t`At most ${PASSKEY_NAME_MAX} characters, please.`);
    setNameError(problem);
    if (!problem) add.mutate(name.trim());
  };

  const passkeys = list.data?.passkeys ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="passkeys-title">
      <Divider my="xs" />
      <Title order={2} size="h4" id="passkeys-title">
        <Trans>Passkeys</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          A passkey signs you in with the screen lock of your phone or computer (fingerprint, face or PIN)
          instead of your password. Your fingerprint or face never leaves your device: the portal keeps only a
          key that checks the device's answer.
        </Trans>
      </Text>
      <Text size="sm" role="status" aria-live="polite">
        {status}
      </Text>
      <FormError message={error} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState query={list} />
      ) : passkeys.length ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Your passkeys`}
        >
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.code}
              passkey={passkey}
              onRenamed={(newName) => setStatus(t`The passkey has been renamed to ''${newName}''.`)}
              onRemoved={(removed) => setStatus(t`The passkey ''${removed}'' has been removed.`)}
              onError={setError}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>You have no passkeys yet.</Trans>
        </Text>
      )}
      {supported ? (
        <form noValidate onSubmit={submitAdd}>
          <Stack gap="xs">
            <TextInput
              label={t`Name of the new passkey`}
              description={t`So that you can tell your passkeys apart, for example the device it is on.`}
              maxLength={PASSKEY_NAME_MAX}
              required
              value={name}
              error={nameError || undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={add.isPending}>
              <Trans>Add a passkey</Trans>
            </Button>
          </Stack>
        </form>
      ) : (
        <Text size="sm">
          <Trans>This browser cannot make passkeys. Try a recent browser on your phone or computer.</Trans>
        </Text>
      )}
    </Stack>
  );
}
