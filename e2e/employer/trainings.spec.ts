import { expect, test } from '@playwright/test';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import {
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
  typeDate,
  uploadResume,
} from './helpers.ts';

test('an employer posts a training, closes and reopens it, and sees the student who applied', async ({
  page,
  baseURL,
}) => {
  const title = `Long-term Training E2E ${Date.now()}`;
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/training/add`);
  await expect(page.getByRole('heading', { name: 'Post Training', level: 1 })).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Number of trainees').fill('2');
  await choose(page, page, 'Duration', '21 Months');
  await choose(page, page, 'Qualification', 'CS Executive Programme passed (both groups)');
  await field(page, 'Stipend per month (INR)').fill('12000');
  await chooseMany(page, page, 'Industry', ['Information Technology']);
  await choose(page, page, 'State/UT', 'Maharashtra');
  await chooseMany(page, page, 'City', ['Pune']);
  await field(page, 'Address').fill('Hinjewadi Phase 2, Pune 411057');
  await typeDate(page, 'Application end date', dayFromToday(20));
  await richText(page, 'Training detail').fill('Board meetings, ROC filings and registers.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectNotice(page, MSG.trainingRequirementPosted);
  await expect(page).toHaveURL(/\/corporate\/posted-training/);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('₹ 12,000');
  await row.getByRole('button', { name: `Close training ${title}` }).click();
  await confirm(page, 'Close');
  await expect(row).toContainText('Closed');
  await row.getByRole('button', { name: `Open training ${title}` }).click();
  await confirm(page, 'Open');
  await expect(row).toContainText('Open');

  // The detail page.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('21 Months')).toBeVisible();
  await expect(page.getByText('Expires on')).toBeVisible();
  const code = page.url().split('detail-')[1]!;

  // Extend the application window (the expiry reminder's link leads here).
  const till = dayFromToday(45);
  await typeDate(page, 'Applications till', till);
  await page.getByRole('button', { name: 'Update dates' }).click();
  await expectNotice(page, EMPLOYER_MSG.trainingDatesUpdated);
  await typeDate(page, 'Applications from', dayFromToday(60));
  await page.getByRole('button', { name: 'Update dates' }).click();
  await expect(page.getByText(MSG.startAfterEnd).first()).toBeVisible();

  // A student applies (through the applications API); the employer sees them.
  const student = await apiSession(baseURL!, 'student', DEMO.student);
  await uploadResume(student, 'student');
  await apiCall(student, 'POST', 'training/application', { trainingCode: code });
  await student.dispose();

  await page.goto(`${APP}/corporate/training/applicant-${code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ROHIT VERMA' })).toContainText('220456789');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const sheet = await readSheet((await (await download).path())!);
  expect(sheet.headers).toEqual([
    'Name',
    'Registration Number',
    'Skills',
    'Add. Qualification',
    'Summary',
    'Email',
    'Contact Number',
    'Applied On',
    'Stage',
    'Interview (India time)',
  ]);
  expect(sheet.rows.map((r) => r[0])).toEqual(['ROHIT VERMA']);

  // The summary's Excel has the training.
  await page.goto(`${APP}/corporate/posted-training`);
  const summary = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const trainings = await readSheet((await (await summary).path())!);
  expect(trainings.headers[1]).toBe('Title');
  expect(trainings.rows.some((r) => r[1] === title)).toBe(true);
});

test('an employer not registered with the institute cannot post a training', async ({ page }) => {
  await signInQuickly(page, 'corporate', SPARE.corporate, `${APP}/corporate/training/add`);
  await expect(page.getByText(EMPLOYER_MSG.cannotPostTraining)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
