import { expect, test } from '@playwright/test';
import { ROLES } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { DEMO, LOGIN_PATH } from '../fixtures/demo.ts';
import { APP, field, fillLogin, HOME_PAGE, HOME_URL, signIn, watchSignIn } from './helpers.ts';

const HEADING = {
  admin: 'Admin Login',
  corporate: 'Employers / Recruiters Login',
  member: 'CS Members Login',
  student: 'Student Login',
} as const;

for (const kind of ROLES) {
  test(`${kind} signs in on their login page, lands on their dashboard and signs out`, async ({ page }) => {
    await page.goto(LOGIN_PATH[kind]);
    await expect(page.getByRole('heading', { level: 1, name: HEADING[kind] })).toBeVisible();
    // Nothing to transcribe (WCAG 2.2 SC 3.3.8): e-mail and password are the only fields.
    await expect(page.getByRole('textbox')).toHaveCount(2);
    await fillLogin(page, DEMO[kind]);
    // (The demo admin has a second factor: its code is asked next.)
    const passSecondFactor = watchSignIn(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await passSecondFactor();
    await expect(page).toHaveURL(HOME_URL[kind]);

    await page.goto(`${APP}/logout`);
    await expect(page.getByText(MSG.redirectingHome)).toBeVisible();
    await expect(page).toHaveURL(HOME_PAGE);
    const me = await page.request.get('/placementapi/v1/auth/me');
    expect(me.status()).toBe(401);
  });
}

test('the browser proves its work unasked: a status says Verifying..., and each try sends a fresh proof', async ({
  page,
}) => {
  const challenges: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/challenge')) challenges.push(r.url());
  });
  await page.goto(LOGIN_PATH.member);
  // A polite status region, empty once the work is done (no time limit, nothing to press).
  const status = page.getByRole('status').filter({ hasText: /^(Verifying\.\.\.)?$/ });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('');

  await fillLogin(page, { ...DEMO.member, password: 'Wrong@2026' });
  const refused = page.waitForResponse((r) => r.url().includes('/auth/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  expect((await refused).status()).toBe(401);
  // Once, above the button (no notification repeating it).
  await expect(page.getByRole('alert').filter({ hasText: OUR_MSG.invalidCredentials })).toHaveCount(1);
  await expect(page).toHaveURL(LOGIN_PATH.member);

  await field(page, 'Password').fill(DEMO.member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(HOME_URL.member);
  // One challenge for the page, one more after the refusal (the server takes each once).
  expect(challenges).toHaveLength(2);
});

test('empty fields show the spec messages without calling the server', async ({ page }) => {
  await page.goto(LOGIN_PATH.student);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MSG.emailRequired)).toBeVisible();
  await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
});

test("the student page reads 'Student & Others Login' with the query t", async ({ page }) => {
  await page.goto(`${APP}/student?t=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student & Others Login' })).toBeVisible();
});

test('a member returns to the url query target after signing in', async ({ page }) => {
  await page.goto(`${LOGIN_PATH.member}?url=${encodeURIComponent('/member/profile')}`);
  await fillLogin(page, DEMO.member);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/member/profile`);
});

test('/login/{user type code} signs in that kind and returns to the url target', async ({ page }) => {
  await page.goto(`${APP}/login/146C1691?url=${encodeURIComponent('/member/job/search')}`);
  await expect(page.getByRole('heading', { level: 1, name: HEADING.member })).toBeVisible();
  await fillLogin(page, DEMO.member);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/member/job/search`);
});

test('/login shows the four sign-ins and an unknown code falls back to them', async ({ page }) => {
  await page.goto(`${APP}/login/nobody`);
  for (const name of ['CS Members', 'Students & Others', 'Employers / Recruiters', 'Admin']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: /Employers \/ Recruiters Login/ }).click();
  await expect(page).toHaveURL(LOGIN_PATH.corporate);
});

test('a signed-in user is offered the way to their dashboard on a login page', async ({ page }) => {
  await signIn(page, 'student', DEMO.student);
  await page.goto(LOGIN_PATH.student);
  await page.getByRole('link', { name: 'Continue to dashboard' }).click();
  await expect(page).toHaveURL(HOME_URL.student);
});
