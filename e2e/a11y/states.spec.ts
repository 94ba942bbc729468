import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { axeFindings } from '../fixtures/axe.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { hindi, unmarkedEnglish } from '../fixtures/hindi.ts';
import { expectListClosed, expectListOpen } from '../fixtures/lists.ts';

/**
 * The pages as a person leaves them after doing something, not only as they load (pages.spec.ts):
 * each list opened by the keyboard and by the mouse (the input must say that it is open and name
 * its list, WCAG 4.1.2, and closed again it must name neither), a date picker opened, and a form
 * submitted empty (the focus on the first invalid field, no list opened over the errors). axe
 * scans the page in the first of each state (WCAG 2.2 AA, no serious or critical finding). At
 * 1280 px; a second pass at 360 px covers the pages whose layout changes most.
 */
interface StatePage {
  path: string;
  /** How many lists the page offers at least (so that a page that has not drawn them fails). */
  lists?: number;
  /** The name of the button that submits the page's form, for the "submitted empty" state. */
  submit?: string;
}

const PAGES: Record<Role | 'public', StatePage[]> = {
  public: [{ path: '/support', submit: 'Submit' }, { path: '/resume-builder/1' }],
  member: [
    { path: '/member/job/search', lists: 5 },
    { path: '/member/international-job/search', lists: 5 },
    { path: '/member/change-password', submit: 'Change password' },
  ],
  student: [
    { path: '/student/training/search', lists: 4 },
    { path: '/student/job/search', lists: 5 },
  ],
  corporate: [
    { path: '/corporate/job/add', lists: 9, submit: 'Post job' },
    { path: '/corporate/training/add', lists: 4, submit: 'Submit' },
    { path: '/corporate/job/search', lists: 1 },
    { path: '/corporate/member', lists: 1 },
  ],
  admin: [
    { path: '/admin/govt-job/add', lists: 4, submit: 'Post job' },
    { path: '/admin/audit', lists: 1 },
    { path: '/admin/member', lists: 4 },
    { path: '/admin/job' },
  ],
};

/** A calendar's "previous" arrow, in English or Hindi, on whichever level it opens. */
const PREVIOUS = new RegExp(
  `^(${['Previous month', 'Previous year', 'Previous decade'].flatMap((e) => [e, hindi('shared', e)]).join('|')})$`,
);

async function settle(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** The lists of the page a person can open: visible, enabled Select and MultiSelect inputs. */
async function lists(page: Page, least = 0): Promise<Locator[]> {
  const usable = async () => {
    const found: Locator[] = [];
    for (const box of await page.locator('main [role="combobox"][aria-haspopup="listbox"]').all())
      if ((await box.isVisible()) && (await box.isEnabled())) found.push(box);
    return found;
  };
  await expect.poll(async () => (await usable()).length).toBeGreaterThanOrEqual(least);
  return await usable();
}

async function scan(page: Page, failures: string[], where: string) {
  for (const f of await axeFindings(page))
    failures.push(`${where}: ${f.impact} ${f.rule}: ${f.help} ${f.targets.join(' | ')}`);
}

async function walk(page: Page, entry: StatePage, failures: string[], width: number) {
  const at = `${entry.path} (${width} px)`;
  // Every list, by the keyboard then by the mouse; axe on the page with the first one open.
  const found = await lists(page, entry.lists);
  for (const [i, box] of found.entries()) {
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expectListOpen(box);
    if (i === 0) await scan(page, failures, `${at}, a list opened by the keyboard`);
    await page.keyboard.press('Escape');
    await expectListClosed(box);
    await box.click();
    await expectListOpen(box);
    if (i === 0) await scan(page, failures, `${at}, a list opened by the mouse`);
    await page.keyboard.press('Escape');
    await expectListClosed(box);
  }
  // The first date picker, opened.
  const date = page.locator('main').locator('.mantine-DateInput-input, .mantine-MonthPickerInput-input');
  if ((await date.count()) > 0 && (await date.first().isVisible())) {
    await date.first().click();
    await expect(page.getByRole('button', { name: PREVIOUS })).toBeVisible();
    await scan(page, failures, `${at}, a date picker open`);
    await page.keyboard.press('Escape');
  }
  if (entry.submit) {
    await page.getByRole('main').getByRole('button', { name: entry.submit, exact: true }).click();
    // The focus on the first invalid field, and no list opened over the errors.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await scan(page, failures, `${at}, submitted empty`);
  }
}

async function visit(page: Page, who: string, entries: StatePage[], width: number, account = DEMO) {
  await page.setViewportSize({ width, height: 900 });
  const signedIn = who !== 'public';
  if (signedIn) await signInQuickly(page, who as Role, account[who as Role], `${APP}${entries[0]!.path}`);
  const failures: string[] = [];
  for (const [i, entry] of entries.entries()) {
    if (!(signedIn && i === 0)) await page.goto(`${APP}${entry.path}`);
    await settle(page);
    await walk(page, entry, failures, width);
  }
  expect(failures).toEqual([]);
}

for (const [who, entries] of Object.entries(PAGES)) {
  test(`${who} pages with lists open, a date picker open and a form submitted empty have no serious or critical axe findings`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await visit(page, who, entries, 1280);
  });
}

// At a phone's width (lists and calendars then take the screen's width) and in Hindi, on the
// pages with the most lists, a date picker and a form.
test('the job post form at 360 px in Hindi: lists, a date picker and the form submitted empty', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('pp.language', 'hi'));
  // The second employer: the choice of Hindi goes to the account, and the other journeys' employer
  // would then sign in to Hindi pages.
  await visit(
    page,
    'corporate',
    [{ path: '/corporate/job/add', lists: 9, submit: hindi('corporates', 'Post job') }],
    360,
    SPARE,
  );
});

// What assistive technology is told, as an accessibility-tree snapshot: a change in what a list, a
// calendar or a form with errors says (a list that no longer says it is expanded, a nameless
// arrow, an error no longer tied to its field) fails here even where axe sees nothing wrong.
test('the accessibility tree of a list closed and open, a date picker open and a form with errors', async ({
  page,
}) => {
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/add`);
  await settle(page);
  const showFor = page.getByRole('combobox', { name: 'Show the job for' });
  const field = page.locator('.mantine-Select-root', { has: showFor });
  await expect(field).toMatchAriaSnapshot(`
    - text: Show the job for
    - combobox "Show the job for": /\\d+ days/
    - img
  `);
  await showFor.click();
  await expectListOpen(showFor);
  await expect(page.getByRole('listbox')).toMatchAriaSnapshot(`
    - listbox "Show the job for":
      - option "7 days"
      - option /\\d+ days/
      - option /\\d+ days/ [selected]
      - option /\\d+ days/
      - option /\\d+ days/
      - option /\\d+ days/
  `);
  await expect(showFor).toMatchAriaSnapshot(`
    - combobox "Show the job for" [expanded]: /\\d+ days/
  `);
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Start date' }).click();
  // The calendar opens on this month: its days change, its header and week do not.
  const calendar = page.getByRole('button', { name: 'Next month' }).locator('xpath=../..');
  await expect(calendar).toMatchAriaSnapshot(`
    - button "Previous month" [disabled]:
      - img
    - button /\\w+ \\d{4}/
    - button "Next month":
      - img
    - table:
      - rowgroup:
        - row "Mo Tu We Th Fr Sa Su"
  `);
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
  const qualification = page.getByRole('combobox', { name: /^Qualification/ });
  await expect(qualification).toBeFocused();
  await expect(page.locator('.mantine-MultiSelect-root', { has: qualification })).toMatchAriaSnapshot(`
    - text: Qualification
    - combobox "Qualification" [invalid]
    - img
    - paragraph: This field is required
  `);
});

// English inside Hindi: on the Hindi pages, what stays in English (job titles, companies, places,
// skills, employers' descriptions) is marked lang="en", so that a screen reader switches voice.
test('in Hindi, the English of job and training lists and of a job page is marked as English', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pp.language', 'hi'));
  for (const path of ['/recentjobs', '/training']) {
    await page.goto(`${APP}${path}`);
    await settle(page);
    const postings = page.getByRole('main').getByRole('article');
    await expect(postings.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await unmarkedEnglish(postings), `${path}: English read with a Hindi voice`).toEqual([]);
  }
  // A job's own page: its title, company, facts and description, and the trail that names it.
  await page.goto(`${APP}/recentjobs`);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  // The list's articles stay until the job's page has replaced them: wait for the address first.
  await page.waitForURL((url) => !url.pathname.endsWith('/recentjobs'));
  await expect(page.getByRole('main').getByRole('article')).toBeVisible();
  expect(
    await unmarkedEnglish(page.getByRole('main')),
    'a job page: English read with a Hindi voice',
  ).toEqual([]);
});
