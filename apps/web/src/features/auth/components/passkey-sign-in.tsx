import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { SessionResult } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isPasskeyCancelled, signInWithPasskey, useAfterSignIn } from '../../../api/auth.ts';
import { errorMessage } from '../../../lib/api.ts';

export interface PasskeySignInOptions {
  kind: Role;
  /** The second step of a password sign-in: only that user's passkeys. */
  secondFactorToken?: string;
  onSignedIn: (result: SessionResult) => void;
  /** A refusal to show ('' clears it). */
  onError: (message: string) => void;
}

/** The message for a passkey sign-in that did not succeed. */
function usePasskeyError() {
  const { t } = useLingui();
  return (error: unknown) =>
    isPasskeyCancelled(error)
      ? t`The passkey sign-in was cancelled or timed out. Please try again, or sign in with your password.`
      : errorMessage(error);
}

/**
 * The browser's autofill offer of passkeys (conditional mediation) on the e-mail field, whose
 * `autocomplete` says `webauthn`: it waits, without asking anything, until the person picks a
 * passkey from the field's suggestions. Ends when the form goes.
 */
export function usePasskeyAutofill({ kind, onSignedIn, onError }: PasskeySignInOptions) {
  const afterSignIn = useAfterSignIn();
  const describe = usePasskeyError();
  // The latest callbacks, without starting the offer again on every render.
  const latest = useRef({ onSignedIn, onError, afterSignIn, describe });
  latest.current = { onSignedIn, onError, afterSignIn, describe };

  useEffect(() => {
    let live = true;
    (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !live) return;
      try {
        const result = await signInWithPasskey(kind, { autofill: true });
        await latest.current.afterSignIn();
        if (live) latest.current.onSignedIn(result);
      } catch (error) {
        // Cancelled: the button's sign-in replaced it, or the page went; nothing to say.
        if (live && !isPasskeyCancelled(error)) latest.current.onError(latest.current.describe(error));
      }
    })();
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [kind]);
}

/** "Sign in with a passkey": the browser lists the portal's passkeys it can use (this device's, a phone's). */
export function PasskeySignInButton({
  kind,
  secondFactorToken,
  onSignedIn,
  onError,
  label,
}: PasskeySignInOptions & { label?: string }) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const describe = usePasskeyError();
  const mutation = useMutation({
    mutationFn: async () => {
      const result = await signInWithPasskey(kind, { secondFactorToken });
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onMutate: () => onError(''),
    onSuccess: onSignedIn,
    onError: (error) => onError(describe(error)),
  });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {label ?? t`Sign in with a passkey`}
    </Button>
  );
}
