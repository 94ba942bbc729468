import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { chooseMany } from '../employer/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';
import { choose, expectNotice, tile } from '../jobseekers/helpers.ts';

/**
 * The first hour on a fresh start with the demo data (README "What the demo data holds"): each
 * role's main journey works without preparing anything, and every dashboard shows data.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../.tmp/firstrun-${name}.png`, fullPage: true });
}

test('the demo member sees a dashboard with data and applies to a job at once', async ({ page }) => {
  await signInQuickly(page, 'member', DEMO.member);
  const dashboard = page.getByRole('region', { name: 'Your dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(dashboard.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
  await expect(page.getByText(/\d+ jobs found/)).toBeVisible();
  await expectAccessible(page, 'member dashboard');
  await shot(page, 'member-dashboard');

  // The demo member has a resume and applies from the list straight away.
  const job = tile(page, 'Company Secretary & Compliance Officer');
  await job.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.jobApplied);
  await expect(job.getByText(/^Applied on /)).toBeVisible();
});

test('the demo student sees a dashboard with data and applies to a training at once', async ({ page }) => {
  await signInQuickly(page, 'student', DEMO.student);
  const dashboard = page.getByRole('region', { name: 'Your dashboard' });
  await expect(dashboard.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(page.getByText(/\d+ trainings? found/)).toBeVisible();
  await expectAccessible(page, 'student dashboard');
  await shot(page, 'student-dashboard');

  const open = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Apply now/i }) });
  const first = open.first();
  const title = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.trainingApplied);
  await expect(tile(page, title).getByText(/^Applied on /)).toBeVisible();
});

test('the demo employer finds members by a common skill and pages through more than 20 applicants', async ({
  page,
}) => {
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/member/search`);
  await choose(page, page, 'State/UT', 'Delhi');
  await chooseMany(page, page, 'Skill', ['SEBI LODR Compliance']);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^\d+ Member\(s\) found$/ })).toBeVisible();
  const found = Number(
    (await page.getByRole('heading', { name: /Member\(s\) found/ }).textContent())?.match(/\d+/)?.[0],
  );
  expect(found).toBeGreaterThan(1);

  // The demo employer's busiest job: more than a page of applicants.
  await page.goto(`${APP}/corporate/job`);
  const link = page.getByRole('link', {
    name: /^\d+ candidate\(s\) applied for Company Secretary & Compliance Officer$/,
  });
  await expect(link).toBeVisible();
  const applicants = Number((await link.textContent())?.match(/\d+/)?.[0]);
  expect(applicants).toBeGreaterThan(20);
  await link.click();
  await expect(page).toHaveURL(/\/corporate\/job\/applicant-/);
  await expect(page.getByRole('row')).not.toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByText(/^1–20( of \d+)?$/)).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^21–\d+( of \d+)?$/)).toBeVisible();
  await shot(page, 'employer-applicants-page-2');

  await page.goto(`${APP}/corporate/dashboard`);
  await expect(page.getByRole('table', { name: 'Applicants of your postings, by stage' })).toBeVisible();
  await expectAccessible(page, 'employer dashboard');
  await shot(page, 'employer-dashboard');
});

test('the admin dashboard shows its cards and charts, each also as a table', async ({ page }) => {
  await signInQuickly(page, 'admin', DEMO.admin);
  for (const title of [
    'Postings per week',
    'Applications per week',
    'Registrations per week',
    'Applications by stage',
  ])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page, 'admin dashboard with charts');
  await shot(page, 'admin-dashboard');
  await page.getByRole('radiogroup', { name: 'Show applications by stage as' }).getByText('Table').click();
  await expect(page.getByRole('table', { name: 'Applications by stage' })).toBeVisible();
  await expectAccessible(page, 'admin dashboard as tables');
});
