import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { fillLogin } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { APP, apiSession, appliedCodes, expectNotice, tile, uploadResume } from './helpers.ts';

const login = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Login', exact: true });

test('a visitor applies for a job from the public list, signs in, and the application is sent once', async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL!, 'member', DEMO.member);
  await uploadResume(api, 'member');

  await page.goto(`${APP}/recentjobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Job(s)' })).toBeVisible();
  // Visitors see member and student jobs.
  await expect(tile(page, 'Secretarial Auditor')).toBeVisible();
  await expect(tile(page, 'Semi Qualified').first()).toBeVisible();
  // The filters: industry, company type, role and skill.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByLabel('Industry').and(page.locator('input'))).toBeVisible();
  await expect(page.getByLabel('Company type').and(page.locator('input'))).toBeVisible();

  await tile(page, 'Secretarial Auditor')
    .getByRole('button', { name: /Apply now/i })
    .click();
  await expect(page).toHaveURL(/\/PlacementApp\/member\?jobCode=\w+$/);
  const jobCode = new URL(page.url()).searchParams.get('jobCode')!;
  expect(await page.evaluate(() => localStorage.getItem('jobCode'))).toBe(jobCode);
  await fillLogin(page, DEMO.member);
  await login(page).click();
  await expect(page).toHaveURL(`${APP}/member/dashboard`);
  await expectNotice(page, MSG.jobApplied);
  expect(await page.evaluate(() => localStorage.getItem('jobCode'))).toBeNull();

  // Exactly one application, and the tile shows it.
  await expect
    .poll(async () => (await appliedCodes(api, 'member/job-application-code')).filter((c) => c === jobCode))
    .toHaveLength(1);
  await expect(
    tile(page, 'Secretarial Auditor')
      .first()
      .getByText(/^Applied on /),
  ).toBeVisible();
  await page.reload();
  await expect(
    tile(page, 'Secretarial Auditor')
      .first()
      .getByText(/^Applied on /),
  ).toBeVisible();
  expect((await appliedCodes(api, 'member/job-application-code')).filter((c) => c === jobCode)).toHaveLength(
    1,
  );
  await api.dispose();
});

test('a visitor applies for a training, signs in as a student, and the application is sent once', async ({
  page,
  baseURL,
}) => {
  const api = await apiSession(baseURL!, 'student', DEMO.student);
  await uploadResume(api, 'student');

  await page.goto(`${APP}/training`);
  await expect(page.getByText('7 trainings found')).toBeVisible();
  await tile(page, 'Executive Training (12 months) - Legal')
    .getByRole('button', { name: /Apply now/i })
    .click();
  await expect(page).toHaveURL(`${APP}/student`);
  const trainingCode = await page.evaluate(() => localStorage.getItem('trainingCode'));
  expect(trainingCode).toBeTruthy();
  await fillLogin(page, DEMO.student);
  await login(page).click();
  await expect(page).toHaveURL(`${APP}/student/dashboard`);
  await expectNotice(page, MSG.trainingApplied);
  expect(await page.evaluate(() => localStorage.getItem('trainingCode'))).toBeNull();
  await expect(tile(page, 'Executive Training (12 months) - Legal').getByText(/^Applied on /)).toBeVisible();
  expect(
    (await appliedCodes(api, 'student/training-application-code')).filter((c) => c === trainingCode),
  ).toHaveLength(1);
  await api.dispose();
});

test('a kept training code is refused after a member sign-in, with the spec message', async ({ page }) => {
  await page.goto(`${APP}/training`);
  // The list arrives rendered by the server: a click before the page's scripts have hydrated it
  // does nothing, so the click is repeated until it takes.
  await expect(async () => {
    if (!page.url().endsWith('/student'))
      await tile(page, 'Training (6 months) - Investor Services')
        .getByRole('button', { name: /Apply now/i })
        .click({ timeout: 2000 });
    await expect(page).toHaveURL(`${APP}/student`, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`${APP}/member`);
  await fillLogin(page, SPARE.member);
  await login(page).click();
  await expect(page).toHaveURL(`${APP}/member/dashboard`);
  await expectNotice(page, MSG.onlyStudentsApply);
  expect(await page.evaluate(() => localStorage.getItem('trainingCode'))).toBeNull();
});

test('the public work-from-home search shows India’s work-from-home jobs on load, numbered', async ({
  page,
}) => {
  await page.goto(`${APP}/corporateWFH`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Work From Home Job(s)' })).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(tile(page, 'Legal & Secretarial Manager (Remote)')).toBeVisible();
  await expect(page.getByRole('article').first().getByText('1.', { exact: true })).toBeVisible();
  // Jobs without home working are not offered.
  await expect(tile(page, 'Company Secretary & Compliance Officer')).toHaveCount(0);
  // The country is preselected and may be changed on the public variant.
  await expect(page.getByLabel('Country').and(page.locator('input'))).toBeEnabled();
});
