import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import { APP, field, signIn } from './helpers.ts';

test('a call that finds the session gone asks to sign in again in a modal, then reloads the page', async ({
  page,
}) => {
  await signIn(page, 'student', DEMO.student);
  await page.goto(`${APP}/student/change-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  // The session ends behind the page's back (as when it runs out).
  const ended = await page.request.post('/placementapi/v1/auth/logout', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(ended.ok()).toBe(true);

  await field(page, 'Old password').fill(DEMO.student.password);
  await field(page, 'New password').fill('Another@2026');
  await field(page, 'Confirm password').fill('Another@2026');
  const dialog = page.getByRole('dialog', { name: MSG.sessionNotFound });
  // The submit is the call that finds the session gone, unless a background call of the page (the
  // header's counts) found it first: then the dialog is already over the button (seen once in CI).
  await page
    .getByRole('button', { name: 'Change password' })
    .click({ timeout: 5_000 })
    .catch(async (err) => {
      if (!(await dialog.isVisible())) throw err;
    });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Email/).fill(DEMO.student.email);
  await dialog.getByLabel(/^Password/).fill(DEMO.student.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();

  // Reloaded on the same page, signed in again.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${APP}/student/change-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  expect((await page.request.get('/placementapi/v1/auth/me')).status()).toBe(200);
});
