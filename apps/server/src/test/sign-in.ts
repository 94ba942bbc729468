import { getCaptcha, login } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { call, encodePassword, makeUser, TEST_PASSWORD, type TestApp } from './harness.ts';

/** A captcha and its answer (test mode returns the answer). */
export async function solvedCaptcha(t: TestApp) {
  const res = await call(t.app, getCaptcha, {});
  return { captchaId: res.body.result!.captchaId, captcha: res.body.result!.testAnswer! };
}

/** Signs in through auth/login and returns the bearer token. */
export async function signIn(t: TestApp, email: string, kind: Role, password = TEST_PASSWORD) {
  const res = await call(t.app, login, {
    body: { email, password: encodePassword(password), kind, ...(await solvedCaptcha(t)) },
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
