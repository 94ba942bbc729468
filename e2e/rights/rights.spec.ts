import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MSG } from '@pp/contract/account-data';
import { OUR_MSG } from '@pp/contract/messages';
import { APP, fillLogin, HOME_PAGE, signInQuickly } from '../auth/helpers.ts';
import { expectNotice } from '../employer/helpers.ts';
import { LOGIN_PATH, SPARE } from '../fixtures/demo.ts';
import { zipEntries } from '../pipeline/helpers.ts';

/**
 * Data rights (DPDP Act: access and erasure), with the SPARE student (the account is deleted): download my data,
 * then delete the account; signing in is refused afterwards. What the deletion removes and keeps
 * is asserted in apps/server/src/features/account-data/account-data.test.ts.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../.tmp/rights-${name}.png`, fullPage: true });
}

test('a student downloads their data, deletes the account and cannot sign in again', async ({ page }) => {
  const account = SPARE.student;
  await signInQuickly(page, 'student', account);

  const nav = page.getByRole('navigation', { name: /navigation/ });
  await nav.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My data', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/student/my-data`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Data' })).toBeVisible();
  await shot(page, 'my-data');

  // Download: a ZIP with data.json naming the student.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-placement-data-.+\.zip$/);
  const entries = await zipEntries(download);
  const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.account.kind).toBe('student');
  expect(JSON.stringify(data)).not.toContain('$argon2');

  // Delete: consequences shown; the button waits for the password and the typed confirmation.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('Employers keep their records of your past applications');
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(/Your password/).fill('Wrong@2026');
  await dialog.getByRole('textbox', { name: /Type DELETE to confirm/ }).fill('DELETE');
  await shot(page, 'delete-modal');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'delete-modal-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await remove.click();
  await expect(dialog.getByText(ACCOUNT_MSG.wrongPassword)).toBeVisible();
  await dialog.getByLabel(/Your password/).fill(account.password);
  await remove.click();
  await expect(page).toHaveURL(HOME_PAGE);
  await expectNotice(page, ACCOUNT_MSG.deleted);

  // Sign-in is refused with the wrong-password answer.
  await page.goto(LOGIN_PATH.student);
  await fillLogin(page, account);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(OUR_MSG.invalidCredentials).first()).toBeVisible();
  await expect(page).toHaveURL(LOGIN_PATH.student);
});
