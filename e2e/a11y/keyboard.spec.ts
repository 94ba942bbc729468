import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { fillLogin, HOME_URL, openWithCaptcha } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { APP, apiSession, tile, uploadResume } from '../jobseekers/helpers.ts';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3): no clicks. Each control is reached with Tab from where the
 * focus is, and used with Enter, Space, typing and the arrow keys.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} presses of Tab: ${target}`);
}

/** A searchable Mantine select by keyboard: type, take the first match with Enter. */
async function chooseByKeyboard(page: Page, input: Locator, typed: string, expected = typed) {
  await tabTo(page, input);
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: expected, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(expected);
}

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

    const captcha = await openWithCaptcha(page, `${APP}/member`);
    await tabTo(page, labelled(page, 'Email'));
    await fillLogin(page, member, captcha);
    await labelled(page, 'CAPTCHA').press('Enter');
    await expect(page).toHaveURL(HOME_URL.member);

    await page.goto(`${APP}/member/job/search`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'State/UT' }), 'Maharashtra');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'City' }), 'All');
    const experience = page.getByRole('combobox', { name: 'Expected Experience' });
    await tabTo(page, experience);
    // A select that is not searchable opens with Enter and moves with the arrows.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('ArrowDown');
      const highlighted = page.locator('[data-combobox-selected]');
      if ((await highlighted.textContent({ timeout: 2000 })) === '1-2 Years') break;
    }
    await page.keyboard.press('Enter');
    await expect(experience).toHaveValue('1-2 Years');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    // The answer takes the focus.
    await expect(page.getByText('1 job found')).toBeVisible();
    await expect(page.locator(':focus')).toContainText('1 job found');

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
