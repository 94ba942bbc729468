import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { SPARE } from '../fixtures/demo.ts';
import { APP, field, signIn, signInRequest } from './helpers.ts';

// A spare account: the change ends the user's other sessions, which would disturb other journeys.
const ACCOUNT = SPARE.member;
const NEW_PASSWORD = 'Changed@2026x';

test('a member changes their password and signs in with the new one', async ({ page }) => {
  await signIn(page, 'member', ACCOUNT);
  await page.goto(`${APP}/member/change-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  const oldPassword = field(page, 'Old password');
  const newPassword = field(page, 'New password');
  const confirmPassword = field(page, 'Confirm password');
  const submit = page.getByRole('button', { name: 'Change password', exact: true });

  // The rule is checked while typing.
  await newPassword.fill('short');
  await expect(page.getByText(MSG.passwordRule)).toBeVisible();

  // A mismatch is refused before anything is sent.
  await oldPassword.fill(ACCOUNT.password);
  await newPassword.fill(NEW_PASSWORD);
  await confirmPassword.fill(`${NEW_PASSWORD}y`);
  await submit.click();
  await expect(page.getByText(MSG.passwordMismatch.trim()).first()).toBeVisible();

  await confirmPassword.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByText(MSG.passwordUpdated)).toBeVisible();
  // The fields are cleared and this session goes on (the server ended the others).
  await expect(oldPassword).toHaveValue('');
  await expect(newPassword).toHaveValue('');
  await expect(page).toHaveURL(`${APP}/member/change-password`);
  expect((await page.request.get('/placementapi/v1/auth/me')).status()).toBe(200);

  // Signed out, the new password signs in (through the API: the sign-in screen is walked above).
  await page.context().clearCookies();
  await signInRequest(page.request, 'member', { email: ACCOUNT.email, password: NEW_PASSWORD });
  expect((await page.request.get('/placementapi/v1/auth/me')).status()).toBe(200);
});
