import { expect, test } from '@playwright/test';
import { signInQuickly } from '../auth/helpers.ts';
import { APP, apiCall, apiSession, studentJobBody, uploadResume } from '../employer/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';

/**
 * The notification centre (ours, beyond the spec): an employer moves an applicant's stage, the
 * candidate's bell counts it, the notifications page shows it and 'Mark all as read' clears the
 * count. The candidate is the second demo student, whom no other journey of this area uses, so
 * the counts here are this journey's own. The rules (same transaction as the e-mail, owner only,
 * paging) are asserted in apps/server/src/features/notifications/notifications.test.ts.
 */

test('the bell counts a stage change, the page shows it and Mark all as read clears the count (360 px, keyboard)', async ({
  page,
  baseURL,
}) => {
  const employer = await apiSession(baseURL!, 'corporate', DEMO.corporate);
  const student = await apiSession(baseURL!, 'student', SPARE.student);
  const job = await apiCall<{ code: string }>(employer, 'POST', 'job', studentJobBody('Secretarial Trainee'));
  // A student job is titled by its qualification: the notification shows the stored title.
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
  expect(applicant!.name).toBe('SNEHA PATIL');
  await apiCall(employer, 'PUT', 'job/applicant/stage', {
    jobCode: job.code,
    userCode: applicant!.userCode,
    stage: 'shortlisted',
    note: '',
  });

  // The candidate signs in on a phone: the bell sits in the header with its count.
  await page.setViewportSize({ width: 360, height: 800 });
  await signInQuickly(page, 'student', SPARE.student);
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('notification-badge')).toHaveText(String(unread));

  // By keyboard to the notifications page.
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${APP}/student/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('listitem').first();
  await expect(item).toContainText(
    `Your application for ${title} at ${companyName} is now at the stage: Shortlisted.`,
  );
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: 'View your applications' })).toHaveAttribute(
    'href',
    `${APP}/student/job/application`,
  );
  await expect(page.getByRole('status').filter({ hasText: `Unread: ${unread}` })).toBeVisible();
  await page.screenshot({ path: '../.tmp/notifications-student-360.png', fullPage: true });
  // The listed page (the a11y area scans it empty): the unread item, its link and buttons.
  await expectAccessible(page, 'notifications with an unread item at 360 px');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You have read everything.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The count stays cleared after a reload (the server keeps the read state).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
});
