import { expect, type Page, test } from '@playwright/test';
import { ALERT_MSG } from '@pp/contract/alerts';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { expectNotice } from '../employer/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';

/**
 * Saved searches and job alerts (ours, beyond the spec): a member saves a search, sees it listed, switches its
 * alerts off, changes the frequency and deletes it; the public unsubscribe page answers a bad
 * link clearly. The alert e-mails, the scheduler timing and a working unsubscribe token are
 * asserted in the API tests (apps/server/src/features/alerts/alerts.test.ts): the token exists
 * only in an e-mail, and the outbox has no browser view.
 */

const SEARCH = `${APP}/member/job/search?country=IN&state=IN-MH&city=*&experience=0-12&go=1`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../.tmp/alerts-${name}.png`, fullPage: true });
}

test('a member saves a search, sees it listed, switches alerts off and deletes it', async ({ page }) => {
  await signInQuickly(page, 'member', DEMO.member);

  // Before a search is run the button is disabled.
  await page.goto(`${APP}/member/job/search`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Job(s) in India' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeDisabled();

  await page.goto(SEARCH);
  const save = page.getByRole('button', { name: 'Save this search' });
  await expect(save).toBeEnabled();
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  // The name is required.
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Fresher jobs in Maharashtra');
  await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await shot(page, 'save-modal');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, ALERT_MSG.saved);

  // Listed on the saved searches page (through the navigation).
  const nav = page.getByRole('navigation', { name: 'CS Member navigation' });
  await nav.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Saved searches & alerts' }).click();
  await expect(page).toHaveURL(`${APP}/member/saved-searches`);
  const card = page.getByRole('listitem', { name: 'Fresher jobs in Maharashtra' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Job search in India');
  await expect(card).toContainText('Maharashtra');
  await expect(card).toContainText('Experience 0 - 1 years');
  await expect(card.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await shot(page, 'list');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'list-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Alerts off, then daily: the switch is clicked as a user does, once the page settled at the new width.
  const alertsSwitch = card.getByRole('switch', { name: 'E-mail alerts' });
  await alertsSwitch.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await alertsSwitch.click();
  await expectNotice(page, ALERT_MSG.updated);
  await expect(card).toContainText('Alerts off');
  await card.getByText('Daily', { exact: true }).click();
  await expectNotice(page, ALERT_MSG.updated);
  await expect(card.getByRole('radio', { name: 'Daily' })).toBeChecked();

  // 'Run search' opens the search page with the criteria.
  await card.getByRole('link', { name: 'Run search' }).click();
  await expect(page).toHaveURL(/\/member\/job\/search\?.*state=IN-MH.*experience=0-12.*go=1/);
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  await page.goBack();

  // Delete, with confirmation.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved search' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectNotice(page, ALERT_MSG.deleted);
  await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
});

test('a student saves a training search from the training search page', async ({ page }) => {
  await signInQuickly(page, 'student', DEMO.student, `${APP}/student/training/search?state=IN-MH&go=1`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Trainings in Maharashtra');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expectNotice(page, ALERT_MSG.saved);
  await page.goto(`${APP}/student/saved-searches`);
  const card = page.getByRole('listitem', { name: 'Trainings in Maharashtra' });
  await expect(card).toContainText('Training search');
  await expect(card.getByRole('radio', { name: 'Daily' })).toBeChecked();
});

test('the unsubscribe page answers a bad or missing link clearly, without signing in', async ({ page }) => {
  await page.goto(`${APP}/alerts/unsubscribe?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Job Alert' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(ALERT_MSG.unsubscribeInvalid);
  await shot(page, 'unsubscribe-bad');
  await page.goto(`${APP}/alerts/unsubscribe`);
  await expect(page.getByRole('alert')).toContainText(ALERT_MSG.unsubscribeInvalid);
  await expect(page.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
    'href',
    `${APP}/login`,
  );
});
