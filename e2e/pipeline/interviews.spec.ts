import { expect, test } from '@playwright/test';
import { INTERVIEW_MSG } from '@pp/contract/interviews';
import { signInQuickly } from '../auth/helpers.ts';
import {
  APP,
  apiCall,
  apiSession,
  dayFromToday,
  expectNotice,
  field,
  studentJobBody,
  typeDate,
  uploadResume,
} from '../employer/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';

/**
 * Interview scheduling (ours, beyond the spec): the employer invites a shortlisted applicant from
 * the applicants page, the candidate sees the invitation on their applications page and accepts
 * it, and the employer sees the answer. The rules (owner only, stages, slots taken once, the
 * e-mails and their calendar files) are asserted in the API tests
 * (apps/server/src/features/interviews/interviews.test.ts).
 */

test('the employer schedules an interview, the student accepts it on a phone and the employer sees Accepted', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey: at two workers on a busy machine it came close to the default minute.
  test.setTimeout(120_000);
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const student = await apiSession(baseURL!, 'student', DEMO.student);
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', {
    ...studentJobBody(''),
    noOfVacancy: 4,
  });
  // A student job is titled by its qualification: the pages show the stored title.
  const { title, companyName } = await apiCall<{ title: string; companyName: string }>(
    employer,
    'GET',
    `job/detail/${job.code}`,
  );
  await uploadResume(student, 'student');
  await apiCall(student, 'POST', 'job/application', { jobCode: job.code });
  const [applicant] = (
    await apiCall<{ list: { userCode: string; name: string }[] }>(
      employer,
      'GET',
      `job/applicant?jobCode=${job.code}`,
    )
  ).list;
  const name = applicant!.name;
  await apiCall(employer, 'PUT', 'job/applicant/stage', {
    jobCode: job.code,
    userCode: applicant!.userCode,
    stage: 'shortlisted',
    note: '',
  });

  // The employer opens the scheduling from the applicant's row: the applicant is chosen already.
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/applicant-${job.code}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Schedule interview: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog).toContainText('India time, IST');

  // Sending it empty of the round shows the contract's message beside the field.
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(INTERVIEW_MSG.roundName)).toBeVisible();
  await expect(field(dialog, 'Round')).toHaveAttribute('aria-invalid', 'true');

  await field(dialog, 'Round').fill('Technical round');
  await dialog.getByRole('radio', { name: 'Video call' }).check();
  await field(dialog, 'Video call link').fill('https://meet.example.com/cs-interview');
  await field(dialog, 'Note to candidates (optional)').fill('Keep your registration number handy.');
  await typeDate(dialog, 'Date', dayFromToday(7));
  await field(dialog, 'Time (IST)').fill('11:30');
  await expectAccessible(page, 'the schedule interview modal', '[role="dialog"]');
  await page.screenshot({ path: '../.tmp/interviews-schedule-modal-1280.png' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, INTERVIEW_MSG.scheduled);
  // The row and the posting's interviews show the invitation, not yet answered.
  await expect(row).toContainText('Technical round');
  await expect(row.getByLabel('Reply: Awaiting reply')).toBeVisible();
  const invitations = page.getByRole('listitem', { name: `Interview of ${name}: Technical round` });
  await expect(invitations).toContainText('Awaiting reply');
  await expect(
    invitations.getByRole('button', { name: `Reschedule the interview of ${name}` }),
  ).toBeVisible();

  // The student, on a phone, sees it on the applications page and accepts.
  const studentContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const studentPage = await studentContext.newPage();
  await signInQuickly(studentPage, 'student', DEMO.student, `${APP}/student/job/application`);
  await expect(studentPage.getByRole('heading', { name: 'Your interviews' })).toBeVisible();
  const invite = studentPage
    .getByRole('listitem', { name: `Interview for ${title} at ${companyName}` })
    .first();
  await expect(invite).toContainText('Round: Technical round');
  await expect(invite).toContainText('11:30 IST');
  await expect(invite.getByRole('link', { name: 'https://meet.example.com/cs-interview' })).toBeVisible();
  await expect(invite).toContainText('Keep your registration number handy.');
  await expectAccessible(studentPage, 'the candidate interviews at 360 px');
  const overflow = await studentPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await studentPage.screenshot({ path: '../.tmp/interviews-candidate-360.png', fullPage: true });
  await studentPage.setViewportSize({ width: 1280, height: 800 });
  await studentPage.screenshot({ path: '../.tmp/interviews-candidate-1280.png', fullPage: true });
  await invite.getByRole('button', { name: 'Accept' }).click();
  await expectNotice(studentPage, INTERVIEW_MSG.accepted);
  await expect(invite.getByLabel('Reply: Accepted')).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await studentContext.close();

  // The employer sees the answer.
  await page.reload();
  await expect(row.getByLabel('Reply: Accepted')).toBeVisible();
  await expect(invitations).toContainText('Accepted');
  await page.screenshot({ path: '../.tmp/interviews-employer-1280.png', fullPage: true });

  // On a phone the modal fills the screen without scrolling sideways, and closing it by keyboard
  // gives the focus back to the button that opened it.
  await page.setViewportSize({ width: 360, height: 800 });
  const open = page.getByRole('button', { name: 'Schedule interview', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: /Let each candidate pick a time/ }).check();
  await dialog.getByRole('button', { name: 'Add time' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove time 2' })).toBeVisible();
  const sideways = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '../.tmp/interviews-schedule-modal-360.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
