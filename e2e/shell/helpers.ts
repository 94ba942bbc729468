import { expect, type Page } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { watchSignIn } from '../auth/helpers.ts';

export const APP = '/PlacementApp';

/** Fills and submits the login form shown on the page (a login page or a route guard's form). */
export async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  // (An admin's second factor comes next: watchSignIn passes it.)
  const passSecondFactor = watchSignIn(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await passSecondFactor();
}

/** Opens a protected `path` with no session and signs in through the guard's form there. */
export async function signInAt(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(`${APP}${path}`);
  await submitLogin(page, account);
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
