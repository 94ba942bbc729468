import { type Browser, expect, type Page, test } from '@playwright/test';
import { API_BASE } from '@pp/contract/endpoint';
import { PROFILE_MSG } from '@pp/contract/profiles';
import { signInQuickly, signInRequest } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { APP, pdfBytes, section } from './helpers.ts';

/** The demo member's and student's userCodes, read as themselves. */
async function userCodes(browser: Browser) {
  const codes: Record<'member' | 'student', string> = { member: '', student: '' };
  for (const kind of ['member', 'student'] as const) {
    const context = await browser.newContext();
    await signInRequest(context.request, kind, DEMO[kind]);
    const res = await context.request.get(`${API_BASE}/${kind}/profile`);
    codes[kind] = (
      (await res.json()) as { result: { basicDetail: { userCode: string } } }
    ).result.basicDetail.userCode;
    await context.close();
  }
  return codes;
}

/**
 * Makes the demo member an applicant of the demo employer through the applications API:
 * a resume first (no application without one), then an application to one of the employer's
 * posted jobs. False when those calls are not there (yet).
 */
async function applyAsDemoMember(browser: Browser): Promise<boolean> {
  const employer = await browser.newContext();
  await signInRequest(employer.request, 'corporate', DEMO.corporate);
  const posted = await employer.request.get(`${API_BASE}/job/posted-job?page=1&limit=50`);
  const jobCodes = posted.ok()
    ? ((await posted.json()) as { result: { list: { code: string }[] } }).result.list.map((j) => j.code)
    : [];
  await employer.close();
  if (!jobCodes.length) return false;

  const member = await browser.newContext();
  await signInRequest(member.request, 'member', DEMO.member);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  await member.request.post(`${API_BASE}/member/profile/resume`, {
    headers,
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes(20_000) } },
  });
  let applied = false;
  for (const jobCode of jobCodes) {
    const res = await member.request.post(`${API_BASE}/job/application`, { headers, data: { jobCode } });
    if (res.ok()) {
      applied = true;
      break;
    }
  }
  await member.close();
  return applied;
}

/** Read-only: no Edit, Add, Delete, upload, status or sync controls anywhere. */
async function expectReadOnly(page: Page) {
  await expect(page.getByRole('button', { name: /^(Edit|Add|Delete)\b/ })).toHaveCount(0);
  for (const name of ['Upload resume', 'Replace resume', 'Deactivate profile', 'Activate profile', 'Sync']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
}

test('an admin sees member and student profiles read-only, with Send Message', async ({ page, browser }) => {
  const codes = await userCodes(browser);
  await signInQuickly(page, 'admin', DEMO.admin, `${APP}/admin/member/detail-${codes.member}`);
  await expect(page.getByRole('heading', { name: 'ANANYA RAO' })).toBeVisible();
  for (const title of [
    'Basic Details',
    'Education',
    'Experience',
    'Trainings and Certifications',
    'Skills',
    'Resume',
    'Additional Info',
  ]) {
    await expect(section(page, title)).toBeVisible();
  }
  await expectReadOnly(page);
  // Send Message e-mails the member (at most 160 characters).
  await page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message to ANANYA RAO' });
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Please update your resume before the placement day on Monday.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('An Email has been sent successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`${APP}/admin/student/detail-${codes.student}`);
  await expect(page.getByRole('heading', { name: 'ROHIT VERMA' })).toBeVisible();
  for (const title of [
    'Basic Details',
    'Education',
    'Internship Experience',
    'Skills',
    'Resume',
    'Achievements',
  ]) {
    await expect(section(page, title)).toBeVisible();
  }
  await expectReadOnly(page);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

  // An unknown code.
  await page.goto(`${APP}/admin/member/detail-NoSuchUser123456`);
  await expect(page.getByText(PROFILE_MSG.candidateNotFound)).toBeVisible();
});

test('an employer sees active candidates and applicants read-only, never a deactivated profile', async ({
  page,
  browser,
}) => {
  const codes = await userCodes(browser);
  await signInQuickly(page, 'corporate', DEMO.corporate);

  // A deactivated profile that never applied to the demo employer is not found.
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await signInQuickly(studentPage, 'student', SPARE.student);
  const own = await studentPage.request.get(`${API_BASE}/student/profile`);
  const hiddenCode = ((await own.json()) as { result: { basicDetail: { userCode: string } } }).result
    .basicDetail.userCode;
  const off = await studentPage.request.put(`${API_BASE}/student/profile/activate`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { status: false },
  });
  expect(off.ok()).toBe(true);
  await student.close();
  await page.goto(`${APP}/corporate/student/detail-${hiddenCode}`);
  await expect(page.getByText(PROFILE_MSG.candidateNotFound)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SNEHA PATIL' })).toHaveCount(0);

  // An active profile opens from candidate search.
  await page.goto(`${APP}/corporate/student/detail-${codes.student}`);
  await expect(page.getByRole('heading', { name: 'ROHIT VERMA' })).toBeVisible();

  // Once the demo member applied to one of the demo employer's jobs, the employer sees all of the
  // profile, contact details included (before, only the professional profile).
  const contactShown = async () => {
    const res = await page.request.get(`${API_BASE}/member/detail?userCode=${codes.member}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { result: { access: { contact: boolean } } }).result.access.contact;
  };
  if (!(await contactShown())) expect(await applyAsDemoMember(browser)).toBe(true);
  expect(await contactShown(), 'the demo member applied to a job of the demo employer').toBe(true);
  await page.goto(`${APP}/corporate/member/detail-${codes.member}`);
  await expect(page.getByRole('heading', { name: 'ANANYA RAO' })).toBeVisible();
  for (const title of [
    'Basic Details',
    'Education',
    'Experience',
    'Trainings and Certifications',
    'Skills',
    'Resume',
    'Additional Info',
  ]) {
    await expect(section(page, title)).toBeVisible();
  }
  await expectReadOnly(page);
  // The spec shows no Send Message on the employer's view of a member who applied (the address is shown).
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
});
