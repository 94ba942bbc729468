import { expect, test } from '@playwright/test';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import {
  APP,
  apiCall,
  apiSession,
  choose,
  confirm,
  dayFromToday,
  studentJobBody,
  typeDate,
} from './helpers.ts';

function memberJob(title: string) {
  return {
    ...studentJobBody(''),
    title,
    qualification: ['Q-ACS'],
    skill: ['SKM-CG'],
    role: ['R-ACS'],
    minSalary: 700000,
    maxSalary: 900000,
  };
}

test('an employer searches its own jobs by title or code, status and posting dates', async ({
  page,
  baseURL,
}) => {
  const stamp = `Srch${Date.now()}`;
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const alpha = await apiCall<{ code: string }>(
    employer,
    'POST',
    'job',
    memberJob(`${stamp} Alpha Secretary`),
  );
  const beta = await apiCall<{ code: string }>(employer, 'POST', 'job', memberJob(`${stamp} Beta Secretary`));
  await apiCall(employer, 'POST', 'job/status', { jobCode: beta.code, status: 'blocked' });

  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/dashboard`);
  // The employer's Jobs menu leads to the search.
  await page.getByRole('button', { name: 'Jobs', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Search my jobs' }).click();
  await expect(page).toHaveURL(/\/corporate\/job\/search/);
  await expect(page.getByRole('heading', { name: 'Search Job(s)', level: 1 })).toBeVisible();

  // Keyword over the title: both jobs, with the summary's columns and actions.
  const search = page.getByRole('search', { name: 'Search your jobs' });
  await search.getByLabel('Title or job code').fill(stamp);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByText('2 job(s)')).toBeVisible();
  const alphaRow = page.getByRole('row').filter({ hasText: `${stamp} Alpha Secretary` });
  const betaRow = page.getByRole('row').filter({ hasText: `${stamp} Beta Secretary` });
  await expect(alphaRow).toContainText('Open');
  await expect(betaRow).toContainText('Closed');
  // Every column of the spec's screen: the secondary ones behind "More columns" (the key ones fit
  // at 1280 px without sideways scrolling).
  await page.getByRole('button', { name: /^More columns/ }).click();
  for (const column of [
    'Skill',
    'Job profile',
    'Start Date',
    'Valid till',
    'Job status',
    'Candidates applied',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // Header sorting, as on the summary pages: by title, one way, then the other.
  const titles = page.getByRole('table').getByRole('link', { name: new RegExp(`^${stamp}`) });
  await page.getByRole('button', { name: /^Title/ }).click();
  await expect(page.getByRole('button', { name: 'Title Sorted descending' })).toBeVisible();
  await expect(titles).toHaveText([`${stamp} Beta Secretary`, `${stamp} Alpha Secretary`]);
  await page.getByRole('button', { name: /^Title/ }).click();
  await expect(page.getByRole('button', { name: 'Title Sorted ascending' })).toBeVisible();
  await expect(titles).toHaveText([`${stamp} Alpha Secretary`, `${stamp} Beta Secretary`]);
  await expect(
    alphaRow.getByRole('link', { name: `0 candidate(s) applied for ${stamp} Alpha Secretary` }),
  ).toHaveAttribute('href', new RegExp(`/corporate/job/applicant-${alpha.code}$`));
  await page.screenshot({ path: '../.tmp/job-search-desktop.png', fullPage: true });

  // Status: Closed only; opening it (on hold) takes it out of this filter.
  await choose(page, search, 'Status', 'Closed');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 job(s)')).toBeVisible();
  await expect(alphaRow).toHaveCount(0);
  await betaRow.getByRole('button', { name: `Open job ${stamp} Beta Secretary` }).click();
  await confirm(page, 'Open');
  await expect(page.getByText('No job of yours matches these filters.')).toBeVisible();

  // The job code finds one job; the posting dates include today and exclude 2020.
  await search.getByRole('button', { name: 'Clear' }).click();
  await search.getByLabel('Title or job code').fill(alpha.code);
  await typeDate(search, 'Posted from', dayFromToday(0));
  await typeDate(search, 'Posted to', dayFromToday(0));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 job(s)')).toBeVisible();
  await expect(alphaRow).toBeVisible();
  await typeDate(search, 'Posted from', '01/01/2020');
  await typeDate(search, 'Posted to', '31/12/2020');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No job of yours matches these filters.')).toBeVisible();

  // Another employer's code finds nothing here.
  await search.getByRole('button', { name: 'Clear' }).click();
  await search.getByLabel('Title or job code').fill(stamp);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 job(s)')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`${stamp} Alpha Secretary`).first()).toBeVisible();
  await page.screenshot({ path: '../.tmp/job-search-390.png', fullPage: true });
});
