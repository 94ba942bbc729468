import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, apiCall, apiSession, chooseMany } from './helpers.ts';

/**
 * Spec part 3 (issue 21): "employer tables that show their key columns at 1280 px without sideways
 * scrolling". At 1280 x 900 each employer list is opened; no table and no scrolling wrapper of a
 * table may be wider than its box, the page may not scroll sideways, and the key columns' headers
 * lie inside the table's visible width. A screenshot of each goes to .tmp/width-<name>.png.
 */

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp');

test.use({ viewport: { width: 1280, height: 900 } });

interface Overflow {
  what: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Every table, its scrolling wrapper (mantine-datatable's ScrollArea viewport), the badges in the
 * tables and the page.
 */
async function overflows(page: Page): Promise<{ tables: number; overflowing: Overflow[] }> {
  return page.evaluate(() => {
    const overflowing: Overflow[] = [];
    const check = (what: string, el: Element) => {
      if (el.scrollWidth > el.clientWidth + 1)
        overflowing.push({ what, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
    };
    const tables = Array.from(document.querySelectorAll('table'));
    tables.forEach((table, i) => {
      check(`table ${i}`, table);
      const wrapper = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement;
      if (wrapper) {
        check(`wrapper of table ${i}`, wrapper);
        // The table itself no wider than the box it scrolls in.
        const width = table.getBoundingClientRect().width;
        if (width > wrapper.clientWidth + 1)
          overflowing.push({
            what: `table ${i} in its wrapper`,
            scrollWidth: Math.round(width),
            clientWidth: wrapper.clientWidth,
          });
      }
    });
    // A status badge in a table is shown whole, not cut to 'OP...'.
    // (Measured to the fraction of a pixel: scrollWidth rounds, and 'OPEN' cut by 0.4 px shows 'OP...'.)
    document.querySelectorAll('table .mantine-Badge-label').forEach((label, i) => {
      const text = document.createRange();
      text.selectNodeContents(label);
      const needed = text.getBoundingClientRect().width;
      const shown = label.getBoundingClientRect().width;
      if (needed > shown + 0.1)
        overflowing.push({
          what: `badge ${i} (${label.textContent})`,
          scrollWidth: needed,
          clientWidth: shown,
        });
    });
    check('document', document.documentElement);
    return { tables: tables.length, overflowing };
  });
}

/** The headers are shown, and lie inside the page's and their table's visible width. */
async function expectKeyHeaders(page: Page, headers: string[]) {
  for (const name of headers) {
    // A sortable header is a button (mantine-datatable): found by its title's text.
    const header = page
      .locator('table thead th')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first();
    await expect(header, name).toBeVisible();
    const inside = await header.evaluate((th) => {
      const box = th.getBoundingClientRect();
      const wrapper = th.closest('.mantine-ScrollArea-viewport') ?? th.closest('table')!.parentElement!;
      const frame = wrapper.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.right <= window.innerWidth;
    });
    expect.soft(inside, `the '${name}' header lies inside the table's visible width`).toBe(true);
  }
}

async function expectFits(page: Page, name: string, headers: string[]) {
  await page.screenshot({ path: path.join(SHOTS, `width-${name}.png`), fullPage: false });
  const { tables, overflowing } = await overflows(page);
  // Soft: one run reports every page that does not fit.
  expect.soft(overflowing, `${name}: nothing scrolls sideways`).toEqual([]);
  if (headers.length) {
    expect(tables, `${name}: a table is shown`).toBeGreaterThan(0);
    await expectKeyHeaders(page, headers);
  }
}

/** The key columns of the posted jobs lists (the secondary ones sit behind 'More columns'). */
const JOB_HEADERS = [
  '#',
  'Title',
  'Experience (years)',
  'Cost to company (lacs INR)',
  'Location (City/Country)',
  'Date of Posting',
  'Start Date',
  'Valid till',
  'Job status',
  'Candidates applied',
];

test('the employer tables show their key columns at 1280 px without sideways scrolling', async ({
  page,
  baseURL,
}) => {
  // Skills on the demo candidates' profiles (as the candidate search journey sets them), so that
  // the candidate searches find someone.
  const member = await apiSession(baseURL!, 'member', DEMO.member);
  await apiCall(member, 'POST', 'member/profile/skill', { skill: ['SKM-CG', 'SKM-FEMA'] });
  await member.dispose();
  const student = await apiSession(baseURL!, 'student', DEMO.student);
  await apiCall(student, 'POST', 'student/profile/skill', { skill: ['SKS-ROC', 'SKS-EXCEL'] });
  await student.dispose();

  await signInQuickly(page, 'corporate', DEMO.corporate);

  // The demo job with 32 applicants: other journeys of this area post jobs too, so it may be on
  // any page of the list; its code comes from the employer's own search.
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const found = await apiCall<{ list: { code: string; title: string }[] }>(
    employer,
    'GET',
    `job/posted-job/search?keyword=${encodeURIComponent('Company Secretary & Compliance Officer')}`,
  );
  await employer.dispose();
  const busyCode = found.list.find((j) => j.title === 'Company Secretary & Compliance Officer')?.code;
  expect(busyCode, 'the demo job with applicants').toBeTruthy();

  // Posted jobs (whatever rows the area's other journeys added: long titles included).
  await page.goto(`${APP}/corporate/job`);
  await expect(page.getByRole('heading', { name: 'Summary of Job(s) Posted', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectFits(page, 'posted-jobs', JOB_HEADERS);

  // Its applicants.
  await page.goto(`${APP}/corporate/job/applicant-${busyCode}`);
  await expect(page).toHaveURL(/\/corporate\/job\/applicant-/);
  await expect(page.getByRole('heading', { name: /Applicant\(s\) found \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectFits(page, 'applicants', ['#', 'Name', 'Stage', 'Resume']);

  // Posted trainings.
  await page.goto(`${APP}/corporate/posted-training`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectFits(page, 'posted-trainings', [
    '#',
    'Title',
    'Stipend (INR)',
    'Application start date',
    'Application end date',
    'Date of Posting',
    'Training status',
    'Student Applied',
  ]);

  // The old jobs (posted more than 180 days ago: the demo employer has two).
  await page.goto(`${APP}/corporate/jobOld`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectFits(page, 'old-jobs', JOB_HEADERS);

  // Candidate searches: results are cards, not tables; nothing may scroll sideways.
  await page.goto(`${APP}/corporate/member`);
  await chooseMany(page, page, 'Skills', ['Corporate Governance']);
  await page.getByRole('button', { name: 'Search Candidate' }).click();
  await expect(page).toHaveURL(/\/corporate\/member\/search\?s=/);
  await expect(page.getByRole('article', { name: 'ANANYA RAO' })).toBeVisible();
  await expectFits(page, 'member-search', []);

  await page.goto(`${APP}/corporate/student`);
  await chooseMany(page, page, 'Skills', ['ROC Compliances']);
  await page.getByRole('button', { name: 'Search Candidate' }).click();
  await expect(page).toHaveURL(/\/corporate\/student\/search\?s=/);
  await expect(page.getByRole('article', { name: 'ROHIT VERMA' })).toBeVisible();
  await expectFits(page, 'student-search', []);
});
