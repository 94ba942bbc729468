import { expect, type Page } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { nextCaptchaAnswer } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';

/**
 * Fills and submits the login form shown on the page (a login page or a route guard's form).
 * Start on a page whose captcha has not loaded yet: pass the promise from `nextCaptchaAnswer`.
 */
export async function submitLogin(
  page: Page,
  account: { email: string; password: string },
  captcha: Promise<string>,
) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'CAPTCHA', exact: true }).fill(await captcha);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens a protected `path` with no session and signs in through the guard's form there. */
export async function signInAt(page: Page, path: string, account: { email: string; password: string }) {
  const captcha = nextCaptchaAnswer(page);
  await page.goto(`${APP}${path}`);
  await submitLogin(page, account, captcha);
  // The URL does not change: wait for the signed-in layout (its Logout link) instead.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(`${APP}${path}`);
}

export const LOGIN_HEADING: Record<Role, string> = {
  admin: 'Admin Login',
  corporate: 'Employers / Recruiters Login',
  member: 'CS Members Login',
  student: 'Student Login',
};

/** Whether the document is wider than the viewport (a horizontal scroll bar on phones). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
