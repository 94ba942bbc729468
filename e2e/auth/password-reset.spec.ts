import { expect, test } from '@playwright/test';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import { APP, field, HOME_PAGE } from './helpers.ts';

test('forgot password sends instructions, shows the server message and goes home', async ({ page }) => {
  await page.goto(`${APP}/forgot-password`);
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await field(page, 'Email').fill(DEMO.student.email);
  await page.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText(OUR_MSG.forgotSent)).toBeVisible();
  await expect(page).toHaveURL(HOME_PAGE);
});

test('reset password without a token says the link is invalid', async ({ page }) => {
  await page.goto(`${APP}/reset-password`);
  await expect(page.getByText(OUR_MSG.resetInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
});

test('reset password checks the rule, then refuses an unknown token', async ({ page }) => {
  await page.goto(`${APP}/reset-password?token=not-a-real-token`);
  await field(page, 'New password').fill('weak');
  await expect(page.getByText(MSG.passwordRule)).toBeVisible();
  await field(page, 'New password').fill('Another@2026');
  await field(page, 'Confirm password').fill('Another@2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  // In the form, once (no notification repeating it).
  await expect(page.getByRole('alert').filter({ hasText: OUR_MSG.resetInvalid })).toHaveCount(1);
});
