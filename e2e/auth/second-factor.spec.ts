import { expect, test } from '@playwright/test';
import { OUR_MSG } from '@pp/contract/messages';
import { generate } from 'otplib';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO, LOGIN_PATH, SPARE } from '../fixtures/demo.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { APP, HOME_URL, signInRequest } from './helpers.ts';

const API = '/placementapi/v1';

/**
 * An admin without a second factor (another admin has reset the spare admin's, as after a lost
 * phone) is held at its set-up at the next sign-in: every admin page shows the set-up, and the
 * server refuses the rest. The admin sets up an authenticator app from the key written on the page
 * (as someone whose phone cannot scan does), keeps the recovery codes, goes on, and signs in again
 * with a code. The spare admin: no other journey of this area signs in as it.
 */
test('an admin without a second factor is held at its set-up, sets up an app from the key and signs in with a code', async ({
  page,
  request,
}) => {
  await signInRequest(request, 'admin', SPARE.admin);
  const spare = (await (await request.get(`${API}/auth/me`)).json()) as { result: { userCode: string } };
  await signInRequest(request, 'admin', DEMO.admin);
  const reset = await request.post(`${API}/auth/second-factor/reset/${spare.result.userCode}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(LOGIN_PATH.admin);
  await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type(SPARE.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SPARE.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(HOME_URL.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeVisible();
  // Held by the server, not by the page: the admin's API answers nothing else.
  const stats = await page.request.get(`${API}/config/stats`);
  expect(stats.status()).toBe(403);
  expect(((await stats.json()) as { error: { Message: string } }).error.Message).toBe(
    OUR_MSG.secondFactorSetUpFirst,
  );

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  await expectAccessible(page, 'authenticator set-up at 360 px');

  await page.getByRole('textbox', { name: /^Code from the app/ }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recovery).toHaveCount(10);
  await expect(recovery.first()).toHaveText(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await page.getByRole('button', { name: 'I have kept the codes: continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeHidden();
  expect((await page.request.get(`${API}/config/stats`)).status()).toBe(200);

  await page.goto(`${APP}/logout`);
  await page.goto(LOGIN_PATH.admin);
  await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type(SPARE.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SPARE.admin.password);
  await page.keyboard.press('Enter');

  // The password alone opens nothing: the code is asked next, with the focus on it.
  const code = page.getByRole('textbox', { name: /^Code/ });
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(LOGIN_PATH.admin);
  await expectAccessible(page, 'second-factor step at 360 px');
  // The code of the set-up is taken: the app's next one (a clock half a minute ahead is allowed).
  await code.focus();
  await expect(code).toBeFocused();
  await page.keyboard.type(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(HOME_URL.admin);
});
