import { expect, type Page, test } from '@playwright/test';
import { ROLES } from '@pp/contract/endpoint';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO, LOGIN_PATH } from '../fixtures/demo.ts';
import { hindi } from '../fixtures/hindi.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { HOME_URL, watchSignIn } from './helpers.ts';

/**
 * The way in asks for nothing to transcribe (WCAG 2.2 SC 3.3.8): on a phone's 360 px, by keyboard
 * alone, every kind of user signs in with the e-mail and the password and nothing else, while the
 * browser's proof of work runs behind a polite status. The Hindi page is checked without signing
 * in: signing in from it would turn the shared demo account to Hindi for the other journeys.
 */

/** The proof of work's live region (the page's loading status is another one). */
const proofStatus = (page: Page, verifying: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^(${verifying.replace(/\./g, '\\.')})?$`) });

for (const kind of ROLES) {
  test(`at 360 px ${kind} signs in by keyboard with e-mail and password alone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(LOGIN_PATH[kind]);
    const email = page.getByRole('textbox', { name: /^Email/ });
    await expect(email).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(2);
    await expect(proofStatus(page, 'Verifying...')).toHaveAttribute('aria-live', 'polite');
    await expectAccessible(page, `${kind} login at 360 px`);

    await tabTo(page, email);
    await page.keyboard.type(DEMO[kind].email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(DEMO[kind].password);
    // (The demo admin's second factor comes next: its code, pasted as from the app, the
    // field marked as a one-time code for the phone to fill.)
    const passSecondFactor = watchSignIn(page);
    await page.keyboard.press('Enter');
    await passSecondFactor();
    await expect(page).toHaveURL(HOME_URL[kind]);
  });
}

test('the sign-in page in Hindi says its status in Hindi and asks for nothing else', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pp.language', 'hi'));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(LOGIN_PATH.member);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${hindi('auth', 'Email')}`) })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(2);
  const status = proofStatus(page, hindi('shared', 'Verifying...'));
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // The work finishes by itself: the status empties, nothing to press.
  await expect(status).toHaveText('');
  await expectAccessible(page, 'member login in Hindi at 360 px');
});
