import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Code, Divider, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { totpSetupResult } from '@pp/contract/auth';
import { MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { confirmAuthenticator, startAuthenticator } from '../../../api/auth.ts';
import { messageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { FormError } from './form-error.tsx';

type Setup = z.infer<typeof totpSetupResult>;

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A second factor for signing in: an authenticator app (any TOTP app), set up by scanning the QR
 * code or typing the secret shown beside it, then turned on with the app's first code. The
 * recovery codes are shown once, to keep somewhere safe.
 */
export function AuthenticatorSetup({
  onDone,
}: {
  /** Where the set-up goes on from once the codes are kept (an admin held at set-up: the portal). */
  onDone?: () => void;
} = {}) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  const start = useMutation({
    mutationFn: startAuthenticator,
    meta: { silent: true },
    onSuccess: (result) => {
      setError('');
      setSetup(result);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const confirm = useMutation({
    mutationFn: confirmAuthenticator,
    meta: { silent: true },
    onSuccess: (result) => {
      setError('');
      setSetup(null);
      setRecoveryCodes(result.recoveryCodes);
    },
    onError: (failure) => {
      setCode('');
      setError(errorMessage(failure));
    },
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="authenticator-title">
      <Divider my="xs" />
      <Title order={2} size="h4" id="authenticator-title">
        <Trans>Authenticator app</Trans>
      </Title>
      {recoveryCodes.length ? (
        <Alert color="green" variant="light" role="status" title={t`The authenticator app is on`}>
          <Text size="sm">
            <Trans>
              From now on you sign in with your password and a code from the app. If you lose the phone, each
              of these recovery codes signs you in once. Keep them somewhere safe: they are shown only now.
            </Trans>
          </Text>
          <List size="sm" mt="xs" aria-label={t`Recovery codes`}>
            {recoveryCodes.map((recovery) => (
              <List.Item key={recovery}>
                <Code>{recovery}</Code>
              </List.Item>
            ))}
          </List>
          {onDone && (
            <Button mt="md" onClick={onDone}>
              <Trans>I have kept the codes: continue</Trans>
            </Button>
          )}
        </Alert>
      ) : setup ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim()) return setError(messageText(MSG.required));
            confirm.mutate(code.trim());
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              <Trans>Scan this QR code with your authenticator app, or type the key below into it.</Trans>
            </Text>
            <Box w={180} h={180} bg="white">
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
                width={180}
                height={180}
                alt={t`QR code for your authenticator app (the same key is written below)`}
              />
            </Box>
            <Text size="sm">
              <Trans>Key:</Trans> <Code data-testid="totp-secret">{grouped(setup.secret)}</Code>
            </Text>
            <TextInput
              label={t`Code from the app`}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <FormError message={error} />
            <Button type="submit" loading={confirm.isPending}>
              <Trans>Turn on</Trans>
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm">
            <Trans>
              A second factor keeps your account safe even if your password is known to someone else: signing
              in then also asks for a code from an app on your phone.
            </Trans>
          </Text>
          <FormError message={error} />
          <Button variant="light" onClick={() => start.mutate()} loading={start.isPending}>
            <Trans>Set up an authenticator app</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}
