import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { LOGIN_PATH, testProof } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';

/** The home page ('/' of the app; the router drops the trailing slash). */
export const HOME_PAGE = new RegExp(`${APP}/?$`);

/** Where each kind lands after signing in (spec 1 section 4). */
export const HOME_URL: Record<Role, string> = {
  admin: `${APP}/admin/dashbaord`,
  corporate: `${APP}/corporate/job`,
  member: `${APP}/member/dashboard`,
  student: `${APP}/student/dashboard`,
};

/** An input by its visible label; a required field's label ends with an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Fills the sign-in form: e-mail and password, nothing else (the browser's proof of work needs
 * nothing from a person; the form waits for it when sent).
 */
export async function fillLogin(page: Page, account: { email: string; password: string }) {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
}

interface LoginAnswer {
  result: { secondFactorToken?: string; testSecondFactorCode?: string } | null;
}

/**
 * Watches the page's next sign-in. The returned step, called after the Login press, takes the
 * second step of an account with a second factor (the demo admins): it types the code the test-mode
 * server handed out with that sign-in (an app's code is good once per 30 s step, and journeys run
 * side by side), then presses Enter. Without a second factor it does nothing.
 */
export function watchSignIn(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/auth/login') && r.request().method() === 'POST',
  );
  return async () => {
    const { result } = (await (await answer).json()) as LoginAnswer;
    if (!result?.secondFactorToken) return;
    if (!result.testSecondFactorCode)
      throw new Error('The server is not in test mode: no second-factor code.');
    const code = page.getByRole('textbox', { name: /^Code/ });
    await code.fill(result.testSecondFactorCode);
    await code.press('Enter');
  };
}

/** Signs in through the kind's login page and waits for the kind's landing page. */
export async function signIn(
  page: Page,
  kind: Role,
  account: { email: string; password: string },
  path = LOGIN_PATH[kind],
) {
  await page.goto(path);
  await fillLogin(page, account);
  const passSecondFactor = watchSignIn(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await passSecondFactor();
  await expect(page).toHaveURL(HOME_URL[kind]);
}

/**
 * Signs in through the API (the login endpoint with a test-mode proof of work): the session cookie lands
 * in the browser context of `request` (a page's or a context's), whose pages are then signed in.
 * Nothing is loaded in a page.
 */
export async function signInRequest(
  request: APIRequestContext,
  kind: Role,
  account: { email: string; password: string },
) {
  const api = '/placementapi/v1';
  const proof = await testProof(request);
  const login = await request.post(`${api}/auth/login`, {
    // As the portal's own pages send it: a request that carries a (possibly ended) session cookie
    // must carry the anti-forgery header too.
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      email: account.email,
      password: Buffer.from(account.password).toString('base64'),
      kind,
      proof,
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  // An account with a second factor (the demo admins): the second step, with the code the
  // test-mode server hands out for this sign-in (see watchSignIn).
  const { result } = (await login.json()) as LoginAnswer;
  if (!result?.secondFactorToken) return;
  const verified = await request.post(`${api}/auth/second-factor/verify`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { secondFactorToken: result.secondFactorToken, code: result.testSecondFactorCode },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/**
 * Signs in through the API (see signInRequest) and opens the kind's landing page, or `path` when
 * the journey starts elsewhere (one page load instead of two). For journeys about something else
 * than signing in: the sign-in screens themselves are walked in auth/ and a11y/.
 */
export async function signInQuickly(
  page: Page,
  kind: Role,
  account: { email: string; password: string },
  path: string = HOME_URL[kind],
) {
  await signInRequest(page.request, kind, account);
  await page.goto(path);
  // (A query the page may rewrite: the path is compared.)
  const pathname = path.split('?')[0];
  await expect(page).toHaveURL(path.includes('?') ? (url) => url.pathname === pathname : path);
}
