import { expect, type Page, test } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { hindi, unmarkedEnglish } from '../fixtures/hindi.ts';
import { expectListOpen } from '../fixtures/lists.ts';
import { type StatePage, settle, walk } from '../fixtures/states.ts';

/**
 * The pages as a person leaves them after doing something, not only as they load (pages.spec.ts):
 * each list opened by the keyboard and by the mouse (the input must say that it is open and name
 * its list, WCAG 4.1.2, and closed again it must name neither), a date picker opened, and a form
 * submitted empty (the focus on the first invalid field, no list opened over the errors). axe
 * scans the page in the first of each state (WCAG 2.2 AA, no serious or critical finding). At
 * 1280 px; a second pass at 360 px covers the pages whose layout changes most.
 */
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
