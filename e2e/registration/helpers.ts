import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { OTP_LENGTH } from '@pp/contract/constants';
import { signInQuickly } from '../auth/helpers.ts';
import { SPARE } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';

/**
 * Reads the OTP last sent to `mobile` as the placement desk would: an admin, in a browser of
 * their own, opens the OTP list (/admin/otp, newest first). The second demo admin signs in (through
 * the API: the sign-in screens are walked in auth/), so these journeys do not use up the first
 * admin's sign-in attempts (limited per e-mail).
 */
export async function readOtpAsAdmin(browser: Browser, mobile: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInQuickly(page, 'admin', SPARE.admin, `${APP}/admin/otp`);
    await expect(page.getByRole('heading', { level: 1, name: 'OTPs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Last 100 OTPs generated' })).toBeVisible();
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['#', 'Mobile #', 'OTP', 'Created on', 'Valid till']);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: mobile, exact: true }) });
    await expect(row.first()).toBeVisible();
    const otp = ((await row.first().getByRole('cell').nth(2).textContent()) ?? '').trim();
    expect(otp).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    return otp;
  } finally {
    await context.close();
  }
}

export function otpDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Enter OTP' });
}

/** Types the OTP into the popup's four masked boxes (focus moves on by itself). */
export async function typeOtp(dialog: Locator, otp: string) {
  await dialog.getByLabel(`OTP digit 1 of ${OTP_LENGTH}`).click();
  await dialog.page().keyboard.type(otp);
}

/** Picks an option of a Mantine select; in a searchable one, `typed` narrows the list first. */
export async function pick(page: Page, field: Locator, option: string, typed?: string) {
  // Scroll first: a scroll while the dropdown is open closes it under the pointer.
  await field.scrollIntoViewIfNeeded();
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(field).toHaveValue(new RegExp(option));
}

/** Fills a date input the way a person types it (DD/MM/YYYY) and closes its calendar. */
export async function typeDate(page: Page, field: Locator, ddmmyyyy: string) {
  await field.fill(ddmmyyyy);
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue(ddmmyyyy);
}
