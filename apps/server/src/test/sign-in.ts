import { getChallenge, login, type ProofForm } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
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

/** Signs in through auth/login and returns the bearer token. */
export async function signIn(t: TestApp, email: string, kind: Role, password = TEST_PASSWORD) {
  const res = await call(t.app, login, {
    body: { email, password: encodePassword(password), kind, ...(await solvedProof(t, 'login', { email })) },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.error.Message}`);
  return res.body.result!.token;
}

/** A new user of the role, signed in. */
export async function signedInUser(t: TestApp, role: Role) {
  const user = await makeUser(t, role);
  const token = await signIn(t, user.email, role);
  return { user, token };
}
