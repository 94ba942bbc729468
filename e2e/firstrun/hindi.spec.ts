import { expect, type Page, test } from '@playwright/test';
import { APP, HOME_URL, signInQuickly } from '../auth/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { SPARE } from '../fixtures/demo.ts';
import { DEVANAGARI, hindi } from '../fixtures/hindi.ts';
import { choose, field, pick } from '../jobseekers/helpers.ts';

/**
 * The portal in Hindi (GIGW 3.0; docs/architecture.md "Languages"): the switch on every page turns
 * the whole interface to Hindi, the choice lasts across a reload and sign-in and is kept on the
 * account, and the main screens and their validation messages read in Hindi. The texts checked
 * are the catalogues' own (fixtures/hindi.ts). The spare accounts are used: a Hindi account would
 * turn the other journeys' fresh browsers to Hindi.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../.tmp/hindi-${name}.png`, fullPage: true });
}

/** Every link and menu of a navigation landmark reads in Hindi (none left in English). */
async function expectHindiLinks(page: Page, navigation: string) {
  const items = page.getByRole('navigation', { name: navigation }).locator('a, button');
  await expect(items.first()).toBeVisible();
  for (const text of await items.allInnerTexts()) {
    // Abbreviations stay as the profession writes them (OTP, CS).
    if (/^[A-Z]{2,}$/.test(text.trim())) continue;
    expect(text, `item "${text}"`).toMatch(DEVANAGARI);
  }
}

/** Starts the page in Hindi, as a reader who chose it on this browser before. */
async function chooseHindiBefore(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pp.language', 'hi'));
}

test('a visitor turns the home page to Hindi; it lasts across reload and sign-in and the account keeps it', async ({
  page,
  browser,
}) => {
  await page.goto(`${APP}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expectHindiLinks(page, hindi('common', 'Site navigation'));
  await expect(page.getByRole('link', { name: hindi('common', 'Support') }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(hindi('common', 'Placement Portal')));
  await expectAccessible(page, 'home in Hindi');
  await shot(page, 'home');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();

  // The member login in Hindi, with its validation messages in Hindi.
  await page.goto(`${APP}/member`);
  await expect(
    page.getByRole('heading', { name: hindi('common', 'CS Members Login'), level: 1 }),
  ).toBeVisible();
  const login = page.getByRole('button', { name: hindi('auth', 'Login'), exact: true });
  await login.click();
  await expect(page.getByText(hindi('messages', 'MSG.emailRequired'))).toBeVisible();
  await expect(page.getByText(hindi('messages', 'MSG.passwordRequired'))).toBeVisible();
  await expectAccessible(page, 'member login in Hindi');
  await shot(page, 'login');

  await field(page, hindi('auth', 'Email')).fill(SPARE.member.email);
  await field(page, hindi('auth', 'Password')).fill(SPARE.member.password);
  await login.click();
  await expect(page).toHaveURL(HOME_URL.member);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectHindiLinks(
    page,
    hindi('common', '{kind} navigation').replace('{kind}', hindi('common', 'CS Member')),
  );
  await shot(page, 'member-dashboard');

  // The account keeps the choice: a browser that never chose opens the portal in Hindi after sign-in.
  await expect
    .poll(async () => {
      const me = await page.request.get('/placementapi/v1/auth/me');
      return ((await me.json()) as { result: { language: string } }).result.language;
    })
    .toBe('hi');
  const fresh = await browser.newPage();
  try {
    await fresh.goto(`${APP}/`);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
    await signInQuickly(fresh, 'member', SPARE.member);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(fresh.getByRole('button', { name: 'English' }).first()).toBeAttached();
  } finally {
    await fresh.close();
  }
});

test('a member searches jobs and reads a profile in Hindi', async ({ page }) => {
  await chooseHindiBefore(page);
  await signInQuickly(page, 'member', SPARE.member, `${APP}/member/job/search`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await choose(page, page, hindi('jobs', 'State/UT'), 'Maharashtra');
  await choose(page, page, hindi('shared', 'City'), 'All');
  // The experience ranges are named in Hindi from the range itself (api/lookups.ts rangeLabel).
  const oneToTwoYears = hindi('shared', '{from}-{to} Years').replace('{from}', '1').replace('{to}', '2');
  await pick(page, page, hindi('jobs', 'Expected Experience'), oneToTwoYears);
  await page.getByRole('button', { name: hindi('jobs', 'Search'), exact: true }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/found/)).toHaveCount(0);
  await expectAccessible(page, 'member job search in Hindi');
  await shot(page, 'member-search');

  await page.goto(`${APP}/member/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await expectAccessible(page, 'member profile in Hindi');
  await shot(page, 'member-profile');
});

test("an employer's post-job form and its validation messages are in Hindi", async ({ page }) => {
  await chooseHindiBefore(page);
  await signInQuickly(page, 'corporate', SPARE.corporate, `${APP}/corporate/job/add`);
  await expect(page.getByRole('heading', { name: hindi('common', 'Post Job'), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: hindi('corporates', 'Post job') }).click();
  await expect(page.getByText(hindi('messages', 'MSG.required')).first()).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  // The focus went to the first field in error, whose options opened: close them.
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'post job in Hindi');
  await shot(page, 'post-job');
});

test('the admin dashboard and its charts are in Hindi', async ({ page }) => {
  await chooseHindiBefore(page);
  await signInQuickly(page, 'admin', SPARE.admin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await expectHindiLinks(
    page,
    hindi('common', '{kind} navigation').replace('{kind}', hindi('common', 'Administrator')),
  );
  await expectAccessible(page, 'admin dashboard in Hindi');
  await shot(page, 'admin-dashboard');
});
