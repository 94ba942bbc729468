import {
  changePassword,
  confirmTotp,
  forgotPassword,
  listPasskeys,
  login,
  loginAs,
  logout,
  passkeyAuthenticateOptions,
  passkeyAuthenticateVerify,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  removePasskey,
  renamePasskey,
  resetPassword,
  reverifySecondFactor,
  type SessionResult,
  startTotp,
  verifySecondFactor,
} from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { encodePassword } from '@pp/contract/validators';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiCallError, call } from '../lib/api.ts';
import { SESSION_QUERY_KEY, useRefreshSession } from '../lib/session.ts';

/** Calls of the auth feature; passwords are encoded here, never stored. */

export function signIn(
  kind: Role,
  values: { email: string; password: string },
  proof: string,
): Promise<SessionResult & { secondFactorToken?: string }> {
  return call(login, {
    body: { email: values.email.trim(), password: encodePassword(values.password), kind, proof },
  });
}

/** The second step of a sign-in: a code of the authenticator app, or a recovery code. */
export function verifySignInCode(secondFactorToken: string, code: string): Promise<SessionResult> {
  return call(verifySecondFactor, { body: { secondFactorToken, code } });
}

/** Starts setting up an authenticator app: its secret, as text and as a QR code. */
export function startAuthenticator() {
  return call(startTotp);
}

/** Turns the authenticator app on with its first code; answers the recovery codes (shown once). */
export function confirmAuthenticator(code: string) {
  return call(confirmTotp, { body: { code } });
}

// ---- Passkeys (WebAuthn through @simplewebauthn/browser) ----

export const passkeyKeys = { list: ['passkeys'] as const };

/** The signed-in user's passkeys. Errors are shown in place, not as toasts. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys.list, queryFn: () => call(listPasskeys), meta: { silent: true } });
}

/** Makes a passkey on this device (the browser asks for the screen lock) and keeps it under `name`. */
export async function addPasskey(name: string) {
  const options = await call(passkeyRegisterOptions);
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return call(passkeyRegisterVerify, { body: { name, response } });
}

export function renameOwnPasskey(code: string, name: string) {
  return call(renamePasskey, { params: { code }, body: { name } });
}

export function removeOwnPasskey(code: string) {
  return call(removePasskey, { params: { code } });
}

/**
 * Signs in with a passkey on the page of `kind`: the browser's own choice of passkey, or (with
 * `autofill`) the one the person picks from the e-mail field's autofill offer, which waits until
 * then. With `secondFactorToken`, the second step of a password sign-in.
 */
export async function signInWithPasskey(
  kind: Role,
  { autofill = false, secondFactorToken }: { autofill?: boolean; secondFactorToken?: string } = {},
): Promise<SessionResult> {
  const options = await call(passkeyAuthenticateOptions, { body: { secondFactorToken } });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return call(passkeyAuthenticateVerify, { body: { kind, secondFactorToken, response } });
}

/**
 * The browser said no to a passkey ceremony: the person cancelled or let it time out, or the
 * device has no passkey for the portal (never our server's refusal, which is an ApiCallError).
 */
export function isPasskeyCancelled(error: unknown): boolean {
  return (
    !(error instanceof ApiCallError) &&
    error instanceof Error &&
    /NotAllowed|Abort|CEREMONY_ABORTED/i.test(`${error.name} ${(error as { code?: string }).code ?? ''}`)
  );
}

export function signOut() {
  return call(logout);
}

export function requestPasswordReset(values: { email: string }, proof: string) {
  return call(forgotPassword, { body: { email: values.email.trim(), proof } });
}

export function setNewPassword(token: string, values: { password: string }, proof: string) {
  return call(resetPassword, { body: { token, password: encodePassword(values.password), proof } });
}

export function updatePassword(values: { oldPassword: string; newPassword: string }) {
  return call(changePassword, {
    body: { password: encodePassword(values.newPassword), oldPassword: encodePassword(values.oldPassword) },
  });
}

/** The signed-in user's second factor again (login-as asks for one within 15 minutes). */
export function confirmSecondFactorAgain(code: string) {
  return call(reverifySecondFactor, { body: { code } });
}

export function signInAs(userCode: string) {
  return call(loginAs, { params: { code: userCode.trim() } });
}

/** A failure where the server gave no answer of its own (network down, proxy error). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiCallError) || error.status === 0 || error.status >= 500;
}

/**
 * After a sign-in (login, reset, login-as): forget cached data of whoever was signed in before
 * (a shared computer on a placement day), then load the new session.
 */
export function useAfterSignIn() {
  const client = useQueryClient();
  const refreshSession = useRefreshSession();
  return async () => {
    if (client.getQueryData(SESSION_QUERY_KEY)) {
      client.removeQueries({
        predicate: (q) => !['session', 'lookup'].includes(String(q.queryKey[0])),
      });
    }
    try {
      return await refreshSession();
    } catch {
      return null;
    }
  };
}
