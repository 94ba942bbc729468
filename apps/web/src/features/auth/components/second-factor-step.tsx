import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { SessionResult } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAfterSignIn, verifySignInCode } from '../../../api/auth.ts';
import { messageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { FormError } from './form-error.tsx';
import { PasskeySignInButton } from './passkey-sign-in.tsx';

/**
 * The second step of signing in to an account with an authenticator app: its current six-digit
 * code, or one of the recovery codes. Pasting and the phone's one-time-code autofill work.
 */
export function SecondFactorStep({
  kind,
  secondFactorToken,
  onSignedIn,
}: {
  kind: Role;
  secondFactorToken: string;
  onSignedIn: (result: SessionResult) => void;
}) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const mutation = useMutation({
    mutationFn: async (typed: string) => {
      const result = await verifySignInCode(secondFactorToken, typed);
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: onSignedIn,
    onError: (failure) => {
      setCode('');
      setError(errorMessage(failure));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return setError(messageText(MSG.required));
        setError('');
        mutation.mutate(code.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your account has a second factor. Enter the code your authenticator app shows now, or use one of
            your passkeys.
          </Trans>
        </Text>
        <TextInput
          label={t`Code`}
          description={t`Six digits from the app, or one of your recovery codes.`}
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required
          data-autofocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
          <Trans>Verify</Trans>
        </Button>
        <PasskeySignInButton
          kind={kind}
          secondFactorToken={secondFactorToken}
          onSignedIn={onSignedIn}
          onError={setError}
          label={t`Use a passkey instead`}
        />
      </Stack>
    </form>
  );
}
