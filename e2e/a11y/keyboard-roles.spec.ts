import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signIn } from '../auth/helpers.ts';
import { APP, field, richText } from '../employer/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { chooseByKeyboard, chooseManyByKeyboard, tabTo, typeInto } from '../fixtures/keyboard.ts';

/** Keyboard only (WCAG 2.1.1): an employer posts a job, an admin changes a job's status. */

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const notice = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

for (const width of [1280, 360]) {
  test(`at ${width} px an employer posts a job with the keyboard alone`, async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'corporate', DEMO.corporate);
    await page.setViewportSize({ width, height: 900 });
    const title = `Keyboard Company Secretary ${width}`;
    await page.goto(`${APP}/corporate/job/add`);
    await expect(page.getByRole('heading', { name: 'Post Job', level: 1 })).toBeVisible();
    await chooseManyByKeyboard(page, combo(page, 'Qualification'), ['Associate Company Secretary (ACS)']);
    await typeInto(page, field(page, 'Title'), title);
    await chooseManyByKeyboard(page, combo(page, 'Role'), ['Company Secretary']);
    await chooseManyByKeyboard(page, combo(page, 'Skill'), ['Corporate Governance']);
    await typeInto(page, field(page, 'Minimum experience (years)'), '2');
    await typeInto(page, field(page, 'Maximum experience (years)'), '5');
    await chooseByKeyboard(page, combo(page, 'State/UT'), 'Maharashtra');
    await chooseManyByKeyboard(page, combo(page, 'City'), ['Mumbai']);
    await chooseByKeyboard(page, combo(page, 'Job type'), 'Full Time');
    await typeInto(page, field(page, 'Minimum annual CTC'), '800000');
    await typeInto(page, field(page, 'Maximum annual CTC'), '1200000');
    await tabTo(page, richText(page, 'Job description'));
    await page.keyboard.type('Board meetings, SEBI filings and secretarial audit support.');
    const terms = page.getByLabel(/I confirm that these details are correct/);
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Post job' }));
    await page.keyboard.press('Enter');
    await expect(notice(page, MSG.jobPosted)).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });
}

test('an admin changes a job status with the keyboard alone, at 1280 px and at 360 px', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin', DEMO.admin);
  const moves: [number, RegExp, string, string][] = [
    [1280, /Status of Secretarial Auditor: Open/, 'OnHold', 'Yes, OnHold'],
    [360, /Status of Secretarial Auditor: OnHold/, 'Open', 'Yes, Open'],
  ];
  for (const [width, button, item, yes] of moves) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${APP}/admin/job`);
    const status = page.getByRole('button', { name: button });
    await tabTo(page, status, 120);
    await page.keyboard.press('Enter');
    const menuItem = page.getByRole('menuitem', { name: item });
    await expect(menuItem).toBeVisible();
    for (let i = 0; i < 5 && !(await menuItem.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: yes, exact: true }), 10);
    await page.keyboard.press('Enter');
    await expect(notice(page, 'The job status has been updated.')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Status of Secretarial Auditor: Open/ })).toBeVisible();
});
