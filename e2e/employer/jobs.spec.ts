import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import {
  API,
  APP,
  apiCall,
  apiSession,
  choose,
  chooseMany,
  confirm,
  dayFromToday,
  expectNotice,
  field,
  readSheet,
  richText,
  studentJobBody,
  typeDate,
  uploadResume,
} from './helpers.ts';

test('an employer posts a job, publishes and unpublishes it, changes its dates and status', async ({
  page,
}) => {
  const title = `Company Secretary E2E ${Date.now()}`;
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/add`);
  await expect(page.getByRole('heading', { name: 'Post Job', level: 1 })).toBeVisible();
  // The title is 'Semi Qualified' and locked until ACS or FCS is chosen.
  await expect(field(page, 'Title')).toBeDisabled();
  await expect(field(page, 'Title')).toHaveValue('Semi Qualified');
  await chooseMany(page, page, 'Qualification', ['Associate Company Secretary (ACS)']);
  await expect(field(page, 'Title')).toBeEnabled();
  await field(page, 'Title').fill(title);
  await chooseMany(page, page, 'Role', ['Company Secretary']);
  await chooseMany(page, page, 'Skill', ['Corporate Governance', 'Secretarial Audit']);
  await field(page, 'Minimum experience (years)').fill('2');
  await field(page, 'Maximum experience (years)').fill('5');
  await choose(page, page, 'State/UT', 'Maharashtra');
  await chooseMany(page, page, 'City', ['Mumbai']);
  await choose(page, page, 'Job type', 'Full Time');
  await field(page, 'Minimum annual CTC').fill('500000');
  await field(page, 'Maximum annual CTC').fill('1200000');
  await richText(page, 'Job description').fill('Board meetings, SEBI filings and secretarial audit support.');

  // Terms not ticked and a salary under the member floor: refused in the page, as on the server.
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('Minimum salary cannot be less than ₹ 6,00,000')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await field(page, 'Minimum annual CTC').fill('800000');
  await page.getByLabel(/I confirm that these details are correct/).check();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expectNotice(page, MSG.jobPosted);
  await expect(page).toHaveURL(/\/corporate\/job\/detail-/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Corporate Governance, Secretarial Audit')).toBeVisible();

  // Unpublish, then publish again.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await confirm(page, 'Unpublish');
  await expect(page.getByText('This job is not published and will not be visible to members.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await confirm(page, 'Publish');
  await expect(page.getByText('This job is not published and will not be visible to members.')).toBeHidden();

  // Dates: show till 40 days from today.
  const till = dayFromToday(40);
  await typeDate(page, 'Show till', till);
  await page.getByRole('button', { name: 'Update dates' }).click();
  await expectNotice(page, MSG.jobUpdated);

  // The summary lists it; Close, then Open (on hold).
  await page.goto(`${APP}/corporate/job`);
  await expect(page.getByRole('heading', { name: 'Summary of Job(s) Posted', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const [day, month, year] = till.split('/');
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  await expect(row).toContainText(`${day}-${monthName}-${year}`);
  await row.getByRole('button', { name: `Close job ${title}` }).click();
  await confirm(page, 'Close');
  await expect(row).toContainText('Closed');
  await row.getByRole('button', { name: `Open job ${title}` }).click();
  await confirm(page, 'Open');
  // Reopened: on hold, which the employer's view shows as Open (spec 3), not yet published.
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Not published');
  await expect(row).not.toContainText('OnHold');
  await expect(row.getByRole('link', { name: `0 candidate(s) applied for ${title}` })).toBeVisible();
});

test('an employer opens the applicants of a job and downloads them as Excel', async ({ page, baseURL }) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const member = await apiSession(baseURL!, 'member', DEMO.member);
  const student = await apiSession(baseURL!, 'student', DEMO.student);

  // A member job and a student job of the demo employer, each with one applicant.
  const start = Math.floor(Date.now() / 1000);
  const memberJob = await apiCall<{ code: string }>(employer, 'POST', 'job', {
    ...studentJobBody(''),
    title: `Assistant Company Secretary E2E ${start}`,
    qualification: ['Q-ACS'],
    skill: ['SKM-CG'],
    role: ['R-ACS'],
    minSalary: 700000,
    maxSalary: 900000,
  });
  const studentJob = await apiCall<{ code: string }>(employer, 'POST', 'job', studentJobBody(''));
  await uploadResume(member, 'member');
  await uploadResume(student, 'student');
  await apiCall(member, 'POST', 'job/application', { jobCode: memberJob.code });
  await apiCall(student, 'POST', 'job/application', { jobCode: studentJob.code });

  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job`);
  const row = page.getByRole('row').filter({ hasText: `Assistant Company Secretary E2E ${start}` });
  await row.getByRole('link', { name: /1 candidate\(s\) applied/ }).click();
  await expect(page).toHaveURL(new RegExp(`/corporate/job/applicant-${memberJob.code}`));
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  const applicant = page.getByRole('row').filter({ hasText: 'ANANYA RAO' });
  await expect(applicant).toContainText('A54321');
  await expect(applicant.getByRole('button', { name: 'Resume of ANANYA RAO' })).toBeVisible();
  // Every column of the spec's screen: the secondary ones behind "More columns" (the key ones fit
  // at 1280 px without sideways scrolling).
  await page.getByRole('button', { name: /^More columns/ }).click();
  for (const column of [
    'Photo',
    'Name',
    'Membership Number',
    'Skills',
    'Present CTC (lacs INR)',
    'Applied On',
    'Resume',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // The resume opens for the employer the member applied to.
  const resume = page.waitForEvent('download');
  await applicant.getByRole('button', { name: 'Resume of ANANYA RAO' }).click();
  expect((await resume).suggestedFilename()).toMatch(/\.pdf$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-\d+\.xlsx$/);
  const sheet = await readSheet((await file.path())!);
  expect(sheet.headers).toEqual([
    'Name',
    'Membership Number',
    'Skills',
    'Add. Qualification',
    'Present Experience (years)',
    'Present CTC (lacs INR)',
    'Summary',
    'Email',
    'Contact Number',
    'Applied On',
    'Stage',
    'Interview (India time)',
  ]);
  expect(sheet.rows).toHaveLength(1);
  expect(sheet.rows[0]![0]).toBe('ANANYA RAO');
  expect(sheet.rows[0]![1]).toBe('A54321');
  expect(sheet.rows[0]![7]).toBe(DEMO.member.email);
  expect(sheet.rows[0]![9]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);

  // The student applied to the student job.
  await page.goto(`${APP}/corporate/job/applicant-${studentJob.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ROHIT VERMA' })).toBeVisible();

  // Another employer's code shows nothing of the job.
  const rival = await apiSession(baseURL!, 'corporate', {
    email: 'employer2@placement.demo',
    password: 'Employer@2026',
  });
  const res = await rival.get(`${API}/job/applicant?jobCode=${memberJob.code}`);
  expect(res.status()).toBe(404);
  for (const api of [employer, member, student, rival]) await api.dispose();
});

test('a job without applicants says so', async ({ page, baseURL }) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', studentJobBody(''));
  await employer.dispose();
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/applicant-${job.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (0)' })).toBeVisible();
  await expect(page.getByText(MSG.noApplicants)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
});
