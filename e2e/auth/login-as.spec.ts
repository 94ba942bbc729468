import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { encodePassword } from '@pp/contract/validators';
import { DEMO, testProof } from '../fixtures/demo.ts';
import { APP, field, HOME_URL, signIn } from './helpers.ts';

test('an admin logs in as a student by user code and lands on the student dashboard', async ({
  page,
  request,
}) => {
  // The student's user code, as the admin would find it in the user lists.
  const signedIn = await request.post('/placementapi/v1/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      email: DEMO.student.email,
      password: encodePassword(DEMO.student.password),
      kind: 'student',
      proof: await testProof(request),
    },
  });
  expect(signedIn.ok()).toBe(true);
  const me = (await (await request.get('/placementapi/v1/auth/me')).json()) as {
    result: { userCode: string };
  };

  await signIn(page, 'admin', DEMO.admin);
  await page.goto(`${APP}/admin/login-as`);
  await expect(page.getByText('admin session ends')).toBeVisible();

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MSG.required)).toBeVisible();

  // A job code kept from a shared job link: only a member may use it.
  await page.evaluate(() => localStorage.setItem('jobCode', 'JOB-FROM-A-LINK'));
  await field(page, 'Enter userCode').fill(me.result.userCode);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(HOME_URL.student);
  await expect(page.getByText(MSG.onlyMembersApplyJobs)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jobCode'))).toBeNull();
  const now = (await (await page.request.get('/placementapi/v1/auth/me')).json()) as {
    result: { role: string };
  };
  expect(now.result.role).toBe('student');
});
