import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, apiSession, choose, expectNotice, pick, tile, uploadResume } from './helpers.ts';

test('a student filters and searches trainings and jobs and applies', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await apiSession(baseURL!, 'student', DEMO.student);
  await uploadResume(api, 'student');
  await api.dispose();

  await signInQuickly(page, 'student', DEMO.student);
  // The dashboard is Recent Training(s): open trainings only.
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Training(s)' })).toBeVisible();
  await expect(page.getByText('7 trainings found')).toBeVisible();
  await expect(tile(page, 'Long-term Training (15 months) - Group Secretarial')).toHaveCount(0);
  await expect(tile(page, 'Training (9 months) - Secretarial Audit')).toHaveCount(0);

  // The filter panel: 'Apply Filters' narrows the list from page 1.
  await page.getByRole('button', { name: 'Filters' }).click();
  await choose(page, page, 'State/UT', 'Maharashtra');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('2 trainings found')).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Stipend' });
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles.first()).toHaveText('Long-term Training (21 months) - Secretarial Department');
  await expect(
    tile(page, 'Long-term Training (21 months) - Secretarial Department').getByText('₹ 15,000'),
  ).toBeVisible();
  await expect(
    tile(page, 'Long-term Training (21 months) - Secretarial Department').getByText('21 Months', {
      exact: true,
    }),
  ).toBeVisible();

  // Search Training(s): State/UT is required.
  await page.goto(`${APP}/student/training/search`);
  await expect(page.getByText(MSG.selectSearchParametersShort)).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.required)).toBeVisible();
  await choose(page, page, 'State/UT', 'Maharashtra');
  await choose(page, page, 'City', 'Pune');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 training found')).toBeVisible();
  const pune = tile(page, 'Short-term Training (3 months) - Compliance');
  await pune.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.trainingApplied);
  await expect(pune.getByText(/^Applied on \d{2}-\w{3}-\d{4}$/)).toBeVisible();

  // Its page says so too.
  await pune.getByRole('link', { name: 'Short-term Training (3 months) - Compliance' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Short-term Training (3 months) - Compliance' }),
  ).toBeVisible();
  await expect(page.getByText(/^Applied on /)).toBeVisible();

  await page.goto(`${APP}/student/training/application`);
  await expect(
    tile(page, 'Short-term Training (3 months) - Compliance').getByText(/^Applied on /),
  ).toBeVisible();

  // Search Job(s): State/UT, City and Experience required; only student jobs.
  await page.goto(`${APP}/student/job/search`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  await choose(page, page, 'State/UT', 'Gujarat');
  await choose(page, page, 'City', 'Ahmedabad');
  await pick(page, page, 'Expected Experience (years)', 'Fresher (0-1 Year)');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 job found')).toBeVisible();
  const job = tile(page, 'Semi Qualified');
  await expect(job.getByText('2.4 - 3.6')).toBeVisible();
  await job.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.jobApplied);
  await expect(job.getByText(/^Applied on /)).toBeVisible();

  await page.goto(`${APP}/student/job/application`);
  await expect(tile(page, 'Semi Qualified').getByText(/^Applied on /)).toBeVisible();

  // Recent Job(s) for students: student jobs only.
  await page.goto(`${APP}/student/job`);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(tile(page, 'Company Secretary & Compliance Officer')).toHaveCount(0);

  // The government pair: one screen, two tabs, paged lists.
  await page.goto(`${APP}/student/govt-traning`);
  await expect(page.getByRole('tab', { name: 'Govt Training(s)', selected: true })).toBeVisible();
  await expect(page.getByText(/government trainings? found/)).toBeVisible();
  await page.getByRole('tab', { name: 'Govt Jobs(s)' }).click();
  await expect(page).toHaveURL(`${APP}/student/govt-job`);
  await expect(page.getByText(/government jobs? found/)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
});
