import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { fillLogin, HOME_URL } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { chooseByKeyboard, pickByKeyboard, tabTo } from '../fixtures/keyboard.ts';
import { APP, apiSession, tile, uploadResume } from '../jobseekers/helpers.ts';

function labelled(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));
}

for (const width of [1280, 360]) {
  test(`at ${width} px a member signs in, searches and applies with the keyboard alone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // One member per width: the journeys run side by side and each applies once.
    const member = width === 1280 ? DEMO.member : SPARE.member;
    await uploadResume(await apiSession(baseURL!, 'member', member), 'member');
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`${APP}/member`);
    await tabTo(page, labelled(page, 'Email'));
    await fillLogin(page, member);
    await labelled(page, 'Password').press('Enter');
    await expect(page).toHaveURL(HOME_URL.member);

    await page.goto(`${APP}/member/job/search`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'State/UT' }), 'Maharashtra');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'City' }), 'All');
    await pickByKeyboard(page, page.getByRole('combobox', { name: 'Expected Experience' }), '1-2 Years');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    // The answer takes the focus.
    // (Other journeys of this area post jobs too: the count is not fixed.)
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
    await expect(page.locator(':focus')).toContainText(/\d+ jobs? found/);

    const apply = tile(page, 'Assistant Company Secretary').getByRole('button', { name: /Apply now/i });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    await expect(page.getByText(MSG.jobApplied).first()).toBeVisible();
  });
}

test('at 360 px the menu drawer opens, holds the focus and closes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${APP}/`);
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger, 10);
  await page.keyboard.press('Enter');
  const drawer = page.locator('#app-drawer');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  // The focus moved into the drawer, and Tab keeps it in the drawer or on the burger.
  await expect(drawer.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      const inside =
        !!el &&
        (!!el.closest('#app-drawer') ||
          el.getAttribute('aria-controls') === 'app-drawer' ||
          el === document.body);
      return inside ? 'inside' : (el?.outerHTML.slice(0, 200) ?? 'none');
    });
    expect(where).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // A link followed from the drawer: the new page's heading has the focus.
  await page.keyboard.press('Enter');
  const link = drawer
    .getByRole('link')
    .filter({ hasText: /Support|Recent Job/ })
    .first();
  await tabTo(page, link, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('at 360 px the resume builder never hides the focused field behind its header or its sticky bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${APP}/resume-builder/1`);
  await expect(page.getByRole('button', { name: 'Generate Resume' })).toBeVisible();
  const hidden: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // The skip link is drawn over the header on purpose.
      if (!el || el === document.body || el.getAttribute('href') === '#main-content') return null;
      // WCAG 2.4.11 (AA): the focused control is not entirely hidden by the header or the bar.
      const box = el.getBoundingClientRect();
      const header = document.querySelector('header');
      const bar = document.querySelector('button[type="submit"]')?.closest('div[style*="sticky"]');
      const top = header && !header.contains(el) ? header.getBoundingClientRect().bottom : 0;
      const barBox = bar && !bar.contains(el) ? bar.getBoundingClientRect() : null;
      // The bar sticks to the bottom of the form; what comes after the form (the footer) is below it.
      const bottom = barBox && box.top < barBox.bottom ? barBox.top : window.innerHeight;
      const visible = Math.min(box.bottom, bottom) - Math.max(box.top, top);
      return visible < Math.min(8, box.height) ? el.outerHTML.slice(0, 120) : null;
    });
    if (covered) hidden.push(covered);
  }
  expect(hidden).toEqual([]);
});
