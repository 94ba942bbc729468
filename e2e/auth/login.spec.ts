import { expect, test } from '@playwright/test';
import { ROLES } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { DEMO, LOGIN_PATH, nextCaptchaAnswer } from '../fixtures/demo.ts';
import { APP, field, fillLogin, HOME_PAGE, HOME_URL, openWithCaptcha, signIn } from './helpers.ts';

const HEADING = {
  admin: 'Admin Login',
  corporate: 'Employers / Recruiters Login',
  member: 'CS Members Login',
  student: 'Student Login',
} as const;

for (const kind of ROLES) {
  test(`${kind} signs in on their login page, lands on their dashboard and signs out`, async ({ page }) => {
    const captcha = await openWithCaptcha(page, LOGIN_PATH[kind]);
    await expect(page.getByRole('heading', { level: 1, name: HEADING[kind] })).toBeVisible();
    await fillLogin(page, DEMO[kind], captcha);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(HOME_URL[kind]);

    await page.goto(`${APP}/logout`);
    await expect(page.getByText(MSG.redirectingHome)).toBeVisible();
    await expect(page).toHaveURL(HOME_PAGE);
    const me = await page.request.get('/placementapi/v1/auth/me');
    expect(me.status()).toBe(401);
  });
}

test('a wrong captcha shows Incorrect CAPTCHA, refreshes the captcha, and the next try signs in', async ({
  page,
}) => {
  await openWithCaptcha(page, LOGIN_PATH.member);
  await fillLogin(page, DEMO.member, '000000');
  const nextAnswer = nextCaptchaAnswer(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  // Under the captcha field, once (no notification repeating it), and the field has the focus.
  await expect(page.getByText(MSG.captchaIncorrect)).toHaveCount(1);
  await expect(field(page, 'CAPTCHA')).toBeFocused();
  await expect(field(page, 'CAPTCHA')).toHaveValue('');
  await expect(page).toHaveURL(LOGIN_PATH.member);

  await field(page, 'CAPTCHA').fill(await nextAnswer);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(HOME_URL.member);
});

test('empty fields show the spec messages without calling the server', async ({ page }) => {
  await openWithCaptcha(page, LOGIN_PATH.student);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MSG.emailRequired)).toBeVisible();
  await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
  await expect(page.getByText(MSG.captchaRequired)).toBeVisible();
});

test("the student page reads 'Student & Others Login' with the query t", async ({ page }) => {
  await page.goto(`${APP}/student?t=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student & Others Login' })).toBeVisible();
});

test('a member returns to the url query target after signing in', async ({ page }) => {
  const captcha = await openWithCaptcha(
    page,
    `${LOGIN_PATH.member}?url=${encodeURIComponent('/member/profile')}`,
  );
  await fillLogin(page, DEMO.member, captcha);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/member/profile`);
});

test('/login/{user type code} signs in that kind and returns to the url target', async ({ page }) => {
  const captcha = await openWithCaptcha(
    page,
    `${APP}/login/146C1691?url=${encodeURIComponent('/member/job/search')}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: HEADING.member })).toBeVisible();
  await fillLogin(page, DEMO.member, captcha);
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
