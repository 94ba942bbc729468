import { expect, type Page, test } from '@playwright/test';
import { NOTICES, PRIVACY_MSG } from '@pp/contract/privacy';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { hindi } from '../fixtures/hindi.ts';

/**
 * DPDP: the consents page (withdraw and give again), the privacy page from the footer, and a
 * grievance answered by an admin; each with axe, at a phone's 360 pixels and in Hindi. What a
 * withdrawal takes away on the server is asserted in apps/server/src/features/privacy/privacy.test.ts.
 */

async function chooseHindi(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pp.language', 'hi'));
}

const PHONE = { width: 360, height: 740 };

test('a member withdraws "being found in search" and gives it again on My data and consents', async ({
  page,
}) => {
  await signInQuickly(page, 'member', DEMO.member, `${APP}/member/consents`);
  await expect(page.getByRole('heading', { level: 1, name: 'My data and consents' })).toBeVisible();
  const search = page.getByRole('switch', { name: NOTICES.search.title.en });
  await expect(search).toBeChecked();
  // Registration has no switch: it ends by deleting the account.
  await expect(page.getByRole('switch', { name: NOTICES.registration.title.en })).toHaveCount(0);
  await expectAccessible(page, 'consents page');

  const withdrawn = page.waitForResponse(
    (r) => r.url().includes('/privacy/consent') && r.request().method() === 'PUT',
  );
  await search.click();
  expect((await withdrawn).status()).toBe(200);
  await expect(search).not.toBeChecked();
  const item = page.getByRole('listitem').filter({ has: search });
  await expect(item.getByText(/^Withdrawn on /)).toBeVisible();

  // It stands after a reload (the server's record), and is given again as easily.
  await page.reload();
  await expect(search).not.toBeChecked();
  await search.click();
  await expect(search).toBeChecked();
  await expect(item.getByText(/^Given on .+\(notice version 1\)$/)).toBeVisible();

  // On a phone, in Hindi.
  await page.setViewportSize(PHONE);
  await chooseHindi(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('privacy', 'My data and consents') }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: NOTICES.search.title.hi })).toBeChecked();
  await expectAccessible(page, 'consents page in Hindi at 360 px');
});

test('the privacy page opens from the footer with the grievance officer, in English and in Hindi on a phone', async ({
  page,
}) => {
  await page.goto(`${APP}/`);
  // The footer's link (no other link on the page is named so).
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(`${APP}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('Grievances are answered within 30 days.')).toBeVisible();
  await expect(page.getByText(NOTICES.alerts.title.en)).toBeVisible();
  await expectAccessible(page, 'privacy page');

  await page.setViewportSize(PHONE);
  await chooseHindi(page);
  await page.goto(`${APP}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('link', { name: hindi('common', 'Privacy'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: hindi('privacy', 'Privacy') })).toBeVisible();
  await expect(page.getByRole('heading', { name: hindi('privacy', 'Grievance officer') })).toBeVisible();
  await expect(page.getByText(NOTICES.search.title.hi)).toBeVisible();
  await expectAccessible(page, 'privacy page in Hindi at 360 px');
});

test('a member files a grievance, an admin replies, and the member reads the reply', async ({
  page,
  browser,
}) => {
  const message = `Who has seen my profile? ${Date.now()}`;
  await signInQuickly(page, 'member', SPARE.member, `${APP}/member/consents`);
  await page.getByRole('button', { name: 'File grievance' }).click();
  await expect(page.getByText('Please write your grievance.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your grievance' }).fill(message);
  const filing = page.waitForResponse(
    (r) => r.url().includes('/privacy/grievance') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'File grievance' }).click();
  const filed = await (await filing).json();
  const reference: string = filed.result.grievance.reference;
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: PRIVACY_MSG.grievanceFiled(reference) })
      .first(),
  ).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: reference });
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();

  // The admin, on a phone in Hindi.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await chooseHindi(admin);
  await signInQuickly(admin, 'admin', DEMO.admin, `${APP}/admin/grievances`);
  await expect(admin.getByRole('heading', { level: 1, name: hindi('privacy', 'Grievances') })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText(message);
  await expectAccessible(admin, 'admin grievances in Hindi at 360 px');
  await item.getByRole('textbox').fill('Two employers opened your profile this month.');
  await item.getByRole('button', { name: hindi('privacy', 'Send reply') }).click();
  await expect(admin.getByText(hindi('privacy', 'The reply has been sent.'))).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Two employers opened your profile this month.');
  await expectAccessible(page, 'consents page with an answered grievance');
});
