import { expect, type Page, test } from '@playwright/test';
import { signInQuickly } from '../auth/helpers.ts';
import {
  APP,
  apiCall,
  apiSession,
  expectNotice,
  pdfBytes,
  studentJobBody,
  uploadResume,
} from '../employer/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { zipEntries } from './helpers.ts';

/**
 * The application pipeline (ours, beyond the spec): the employer and an admin move applicants through the
 * stages with a note, filter by stage and download the resumes as one ZIP; the candidate sees
 * the stage on their applications page. The candidate's e-mail is asserted in the API tests
 * (apps/server/src/features/pipeline/pipeline.test.ts): the outbox has no browser view.
 */

interface Applicant {
  userCode: string;
  name: string;
  stage: string;
}

/** Picks a stage in an applicant's stage select, which opens the note modal. */
async function moveTo(page: Page, name: string, stage: string, note: string) {
  await page.getByRole('combobox', { name: `Stage of ${name}` }).click();
  await page.getByRole('option', { name: stage, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name} to ${stage}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The candidate will get an e-mail');
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, `The applicant has been moved to ${stage}.`);
}

async function filterBy(page: Page, stage: string) {
  await page.locator('.mantine-SegmentedControl-root').getByText(stage, { exact: true }).click();
}

test('the employer shortlists a member with a note, filters by stage and downloads the resumes; the member sees the stage', async ({
  page,
  browser,
  baseURL,
}) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const member = await apiSession(baseURL!, 'member', DEMO.member);
  const title = `Company Secretary Pipeline ${Date.now()}`;
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', {
    ...studentJobBody(''),
    title,
    qualification: ['Q-ACS'],
    skill: ['SKM-CG'],
    role: ['R-ACS'],
    minSalary: 700000,
    maxSalary: 900000,
  });
  await uploadResume(member, 'member');
  await apiCall(member, 'POST', 'job/application', { jobCode: job.code });
  const [ananya] = (
    await apiCall<{ list: Applicant[] }>(employer, 'GET', `job/applicant?jobCode=${job.code}`)
  ).list;
  expect(ananya).toMatchObject({ name: 'ANANYA RAO', stage: 'applied' });

  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/applicant-${job.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stage', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'ANANYA RAO' });
  await expect(row.getByRole('combobox', { name: 'Stage of ANANYA RAO' })).toHaveValue('Applied');

  await moveTo(page, 'ANANYA RAO', 'Shortlisted', 'Strong on SEBI LODR; call on Monday');
  await expect(row.getByRole('combobox', { name: 'Stage of ANANYA RAO' })).toHaveValue('Shortlisted');
  await expect(row).toContainText('Strong on SEBI LODR; call on Monday');

  // The stage filter.
  await filterBy(page, 'Interview');
  await expect(page.getByText("No applicant at the stage 'Interview'.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (0)' })).toBeVisible();
  await filterBy(page, 'Shortlisted');
  await expect(page.getByRole('row').filter({ hasText: 'ANANYA RAO' })).toBeVisible();
  await filterBy(page, 'All');
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();

  // The resumes as one ZIP, named by candidate.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resumes (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^resumes-\d+\.zip$/);
  const entries = await zipEntries(download);
  expect([...entries.keys()]).toEqual([`ANANYA RAO - ${ananya!.userCode}.pdf`, 'README.txt']);
  expect(entries.get(`ANANYA RAO - ${ananya!.userCode}.pdf`)!.equals(pdfBytes())).toBe(true);
  await page.screenshot({ path: '../.tmp/pipeline-employer-desktop.png', fullPage: true });

  // The member sees the stage (never the note) on their applications page.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInQuickly(memberPage, 'member', DEMO.member, `${APP}/member/job/application`);
  const tile = memberPage
    .locator('article, .mantine-Card-root, .mantine-Paper-root')
    .filter({ hasText: title })
    .first();
  await expect(tile.getByLabel('Stage: Shortlisted')).toBeVisible();
  await expect(memberPage.getByText('Strong on SEBI LODR')).toHaveCount(0);
  await memberPage.setViewportSize({ width: 390, height: 844 });
  await memberPage.screenshot({ path: '../.tmp/pipeline-member-390.png', fullPage: true });
  await memberContext.close();
});

test('an admin moves a student applicant to Interview and filters by it', async ({ page, baseURL }) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const student = await apiSession(baseURL!, 'student', DEMO.student);
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', {
    ...studentJobBody(''),
    noOfVacancy: 3,
  });
  await uploadResume(student, 'student');
  await apiCall(student, 'POST', 'job/application', { jobCode: job.code });
  const [applicant] = (
    await apiCall<{ list: Applicant[] }>(employer, 'GET', `job/applicant?jobCode=${job.code}`)
  ).list;

  await signInQuickly(page, 'admin', DEMO.admin, `${APP}/admin/job/applicant-${job.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await moveTo(page, applicant!.name, 'Interview', 'Panel on Friday');
  await filterBy(page, 'Interview');
  await expect(page.getByRole('row').filter({ hasText: applicant!.name })).toContainText('Panel on Friday');
  await filterBy(page, 'Hired');
  await expect(page.getByText("No applicant at the stage 'Hired'.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download resumes (ZIP)' })).toBeVisible();
  await page.screenshot({ path: '../.tmp/pipeline-admin-desktop.png', fullPage: true });

  const mine = await apiCall<{ list: { code: string; stage: string; stageLabel: string }[] }>(
    student,
    'GET',
    'student/job-application',
  );
  expect(mine.list.find((j) => j.code === job.code)).toMatchObject({
    stage: 'interview',
    stageLabel: 'Interview',
  });
});

test('on a phone the employer changes a stage from the applicant card', async ({ page, baseURL }) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const member2 = await apiSession(baseURL!, 'member', SPARE.member);
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', {
    ...studentJobBody(''),
    title: `Phone Pipeline ${Date.now()}`,
    qualification: ['Q-FCS'],
    skill: ['SKM-CG'],
    role: ['R-ACS'],
    minSalary: 700000,
    maxSalary: 900000,
  });
  await uploadResume(member2, 'member');
  await apiCall(member2, 'POST', 'job/application', { jobCode: job.code });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/applicant-${job.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await moveTo(page, 'NIKHIL DESAI', 'Offered', '');
  await expect(page.getByRole('combobox', { name: 'Stage of NIKHIL DESAI' })).toHaveValue('Offered');
  // The filter is a select on phones.
  await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toHaveValue('All stages');
  await page.screenshot({ path: '../.tmp/pipeline-employer-390.png', fullPage: true });
});
