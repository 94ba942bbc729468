import {
  confirmTotp,
  getChallenge,
  login,
  type ProofForm,
  startTotp,
  verifySecondFactor,
} from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { generate } from 'otplib';
import { call, encodePassword, makeUser, TEST_PASSWORD, type TestApp } from './harness.ts';

/**
 * A proof of work for `form`, solved: the documented test mode hands out the solution with the
 * challenge. Give the e-mail and client address the form will name, so that the work is the one
 * asked of them.
 */
export async function solvedProof(
  t: TestApp,
  form: ProofForm,
  who: { email?: string; remoteAddress?: string } = {},
) {
  const res = await call(
    t.app,
    getChallenge,
    { query: { form, email: who.email } },
    who.remoteAddress ? { remoteAddress: who.remoteAddress } : {},
  );
  const proof = res.body.result?.testProof;
  if (!proof) throw new Error(`no test-mode proof: ${res.status} ${JSON.stringify(res.body.error)}`);
  return { proof };
}

/** The authenticator secret the sign-in fixture set up for each admin (by e-mail). */
const totpSecrets = new Map<string, string>();

/** The authenticator secret `signIn` set up for this admin (tests that type the app's codes). */
export function totpSecretOf(email: string): string {
  const secret = totpSecrets.get(email);
  if (!secret) throw new Error(`no authenticator set up by the fixture for ${email}`);
  return secret;
}

/**
 * Signs in through auth/login and returns the bearer token. As people do: an account with a
 * second factor takes its second step (with the test-mode code the login hands out, as parallel
 * sign-ins of one account within one 30-second step need), and an admin without one is held at
 * set-up, so the fixture sets up an authenticator app (a real code of its secret) first.
 */
export async function signIn(t: TestApp, email: string, kind: Role, password = TEST_PASSWORD) {
  const res = await call(t.app, login, {
    body: { email, password: encodePassword(password), kind, ...(await solvedProof(t, 'login', { email })) },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.error.Message}`);
  const result = res.body.result!;
  if (result.secondFactorToken) {
    const code = result.testSecondFactorCode;
    if (!code) throw new Error('no test-mode second-factor code');
    const verified = await call(t.app, verifySecondFactor, {
      body: { secondFactorToken: result.secondFactorToken, code },
    });
    if (verified.status !== 200) throw new Error(`second factor failed: ${verified.body.error.Message}`);
    return verified.body.result!.token;
  }
  if (kind === 'admin') await setUpAuthenticator(t, email, result.token);
  return result.token;
}

/** Sets up an authenticator app in a held admin's session (which then goes on). */
async function setUpAuthenticator(t: TestApp, email: string, token: string) {
  const setup = await call(t.app, startTotp, {}, { token });
  if (setup.status !== 200) throw new Error(`set-up failed: ${setup.body.error.Message}`);
  const { secret } = setup.body.result!;
  const code = await generate({ secret, epoch: Math.floor(t.ctx.now().getTime() / 1000) });
  const confirmed = await call(t.app, confirmTotp, { body: { code } }, { token });
  if (confirmed.status !== 200) throw new Error(`set-up failed: ${confirmed.body.error.Message}`);
  totpSecrets.set(email, secret);
}

/** A new user of the role, signed in. */
export async function signedInUser(t: TestApp, role: Role) {
  const user = await makeUser(t, role);
  const token = await signIn(t, user.email, role);
  return { user, token };
}
