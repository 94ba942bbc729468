import { expect, type Page, test } from '@playwright/test';
import { ADMIN_MSG, type AdminJobRow } from '@pp/contract/admin';
import { DAY_SECONDS, istParts } from '@pp/contract/india-time';
import { MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import {
  API,
  APP,
  api,
  applyThroughApi,
  confirm,
  downloadRows,
  expectNotice,
  field,
  main,
  screenshots,
  signInAdmin,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day in India time, `days` from today, as the pickers show it (DD-MMM-YYYY). */
function dayText(days: number) {
  const p = istParts(Math.floor(Date.now() / 1000) + days * DAY_SECONDS);
  return `${String(p.day).padStart(2, '0')}-${MONTHS[p.month]}-${p.year}`;
}

function bodyRows(page: Page) {
  return main(page).locator('tbody tr');
}

async function jobCode(page: Page, title: string) {
  const list = await api<{ list: AdminJobRow[] }>(page, 'GET', 'job/admin?limit=100');
  const job = list.list.find((j) => j.title === title);
  if (!job) throw new Error(`no job ${title}`);
  return job.code;
}

test('the summary lists the last 15 days, filters the loaded list and enforces the date rules', async ({
  page,
}) => {
  await signInAdmin(page, `${APP}/admin/job`);
  await expect(page.getByRole('heading', { name: 'Summary of Job(s) Posted', level: 1 })).toBeVisible();
  await expect(field(page, 'Start date')).toHaveValue(dayText(-15));
  await expect(field(page, 'End date')).toHaveValue(dayText(0));
  await expect(main(page).getByText(/^\d+ job\(s\) posted between the chosen dates$/)).toBeVisible();
  const all = await bodyRows(page).count();
  expect(all).toBeGreaterThan(3);
  await screenshots(page, 'jobs-summary');

  // Search within the loaded list (300 ms debounce); nothing matching shows the whole list again.
  await field(page, 'Search in this list').fill('auditor');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Secre');
  await field(page, 'Search in this list').fill('no such words');
  await expect(
    main(page).getByText('No job on this page matches “no such words”; showing all of them.'),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(all);
  await field(page, 'Search in this list').fill('');

  // An end before the start is refused with the spec's message and blocks the search.
  await field(page, 'End date').fill(dayText(-20));
  await field(page, 'End date').press('Tab');
  await expect(page.getByText(MSG.endBeforeStart)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await field(page, 'Start date').fill(dayText(-25));
  await field(page, 'Start date').press('Tab');
  await expect(page.getByText(MSG.endBeforeStart)).toBeHidden();
  await page.getByRole('button', { name: 'Search' }).click();
  // 25 to 20 days ago holds the older demo job (posted 20 days ago), not the recent ones.
  // Grid titles are cut at 5 characters (spec); Read more shows the whole title. Each Read More
  // is named for what it opens: the row's job, or its company for the title's own.
  const older = bodyRows(page).filter({
    has: page.getByRole('button', { name: 'Read More: Company name, Company Secretary (Part Time)' }),
  });
  await older.getByRole('button', { name: /^Read More: Title, / }).click();
  await expect(page.getByRole('dialog', { name: 'Title' })).toContainText('Company Secretary (Part Time)');
  await page.getByRole('dialog', { name: 'Title' }).getByRole('button').first().click();

  // At most 15 days at a time.
  await field(page, 'Start date').fill(dayText(-40));
  await field(page, 'Start date').press('Tab');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(ADMIN_MSG.rangeTooLong)).toBeVisible();
});

test('status changes with confirmation, and soft delete of an on-hold job without applicants', async ({
  page,
}) => {
  await signInAdmin(page, `${APP}/admin/job`);
  const row = bodyRows(page).filter({
    has: page.getByRole('button', { name: /Status of Secretarial Auditor/ }),
  });
  await expect(row.getByRole('button', { name: 'Delete Secretarial Auditor' })).toHaveCount(0);
  await row.getByRole('button', { name: /Status of Secretarial Auditor: Open/ }).click();
  await page.getByRole('menuitem', { name: 'OnHold' }).click();
  await confirm(page, 'Yes, OnHold');
  await expectNotice(page, 'The job status has been updated.');
  await expect(row.getByRole('button', { name: /Status of Secretarial Auditor: OnHold/ })).toBeVisible();

  // Every move between the three states is possible for an admin: OnHold -> Closed -> Open.
  await row.getByRole('button', { name: /Status of Secretarial Auditor/ }).click();
  await page.getByRole('menuitem', { name: 'Closed' }).click();
  await confirm(page, 'Yes, Closed');
  await expect(row.getByRole('button', { name: /Status of Secretarial Auditor: Closed/ })).toBeVisible();
  await row.getByRole('button', { name: /Status of Secretarial Auditor/ }).click();
  await page.getByRole('menuitem', { name: 'OnHold' }).click();
  await confirm(page, 'Yes, OnHold');
  await expect(row.getByRole('button', { name: /Status of Secretarial Auditor: OnHold/ })).toBeVisible();

  // On hold with no applicant: the delete button appears; cancelling keeps the job.
  await row.getByRole('button', { name: 'Delete Secretarial Auditor' }).click();
  await confirm(page, 'Cancel');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Secretarial Auditor' }).click();
  await confirm(page, 'Delete');
  await expectNotice(page, 'The job has been deleted.');
  await expect(main(page).getByRole('button', { name: /Status of Secretarial Auditor/ })).toHaveCount(0);
});

test('applicants: a job with an applicant cannot be deleted; the list links to the member', async ({
  page,
  request,
}) => {
  await signInAdmin(page);
  const code = await jobCode(page, 'Assistant Company Secretary');
  await applyThroughApi(request, 'member', DEMO.member, { jobCode: code });
  // Put it on hold through the API: still no delete button, it has an applicant.
  await api(page, 'POST', 'job/status', { jobCode: code, status: 'onHold' });
  await page.goto(`${APP}/admin/job`);
  const row = bodyRows(page).filter({
    has: page.getByRole('link', { name: 'Applicants of Assistant Company Secretary: 1' }),
  });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await row.getByRole('link', { name: 'Applicants of Assistant Company Secretary: 1' }).click();
  await expect(page).toHaveURL(`${APP}/admin/job/applicant-${code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  const applicant = bodyRows(page).filter({ hasText: 'ANANYA RAO' });
  await expect(applicant).toContainText('A54321');
  await expect(applicant.getByRole('link', { name: 'View resume' })).toBeVisible();
  await screenshots(page, 'job-applicants');
  await applicant.getByRole('link', { name: 'ANANYA RAO' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/detail-/);
  await expect(page.getByText('ANANYA RAO').first()).toBeVisible();

  // A job nobody applied to says so.
  const other = await jobCode(page, 'Compliance Officer - NBFC');
  await page.goto(`${APP}/admin/job/applicant-${other}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (0)' })).toBeVisible();
  await expect(page.getByText(MSG.noApplicants)).toBeVisible();
});

test('Download Excel holds every job of the range', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/job`);
  const total = Number(
    (
      await main(page)
        .getByText(/^\d+ job\(s\) posted between the chosen dates$/)
        .textContent()
    )?.split(' ')[0],
  );
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.name).toMatch(/^report-\d+\.xlsx$/);
  expect(file.sheet).toBe('Sheet1');
  expect(file.rows[0]?.slice(0, 3)).toEqual(['Company Name', 'Title', 'Skills']);
  expect(file.rows).toHaveLength(total + 1);
  expect(file.rows.some((r) => r[1] === 'Assistant Company Secretary')).toBe(true);
  // Exported dates read day-month name-year.
  expect(String(file.rows[1]?.[12])).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  void API;
});
