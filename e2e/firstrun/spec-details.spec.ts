import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { choose } from '../jobseekers/helpers.ts';
import { dialog, expectNotice, field, section } from '../profiles/helpers.ts';

/** Details of the spec the screens must keep (part 1 sections 4 and 5, part 3 section 4). */

test('changing the sort of a list goes back to page 1', async ({ page }) => {
  await signInQuickly(page, 'member', DEMO.member, `${APP}/member/job`);
  // The list of all recent jobs is the page's last; the recommended jobs above have a pager too.
  await expect(page.getByText(/^\d+ jobs found$/)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pages' }).last();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByText(/^11–/)).toBeVisible();
  await page.getByLabel('Sort by').last().selectOption({ label: 'Salary' });
  await expect(page).toHaveURL(/[?&]sort=3/);
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(pager.getByText(/^1–10/)).toBeVisible();
});

test('/workfromhome: a visitor gets the public search with India’s jobs listed, nobody a sign-in wall', async ({
  page,
}) => {
  await page.goto(`${APP}/workfromhome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Work From Home Job(s)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/^Country/).first()).toHaveValue('India');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Work from home').first()).toBeVisible();

  // A student signed in gets the same public search, not another kind's sign-in page.
  await signInQuickly(page, 'student', DEMO.student, `${APP}/workfromhome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Work From Home Job(s)' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a job outside India takes the other city instead of State/UT and cities', async ({ page }) => {
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/add`);
  await expect(page.getByRole('combobox', { name: 'State/UT' })).toBeVisible();
  await choose(page, page, 'Country', 'United Arab Emirates');
  await expect(page.getByRole('combobox', { name: 'State/UT' })).toHaveCount(0);
  const otherCity = page.getByLabel(/^Other city/);
  await expect(otherCity).toBeVisible();
  await page.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  await expect(otherCity).toHaveAttribute('aria-invalid', 'true');
  await otherCity.fill('Dubai');
  await expect(otherCity).not.toHaveAttribute('aria-invalid', 'true');
});

test('a pasted mobile with separators is cleaned; a short one is refused', async ({ page }) => {
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/profile`);
  await page.getByRole('button', { name: 'Edit Contact details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact details' });
  const mobile = dialog.getByLabel(/^Mobile/).last();
  await mobile.fill('');
  await mobile.pressSequentially('98111-22 333');
  await expect(mobile).toHaveValue('9811122333');
  await mobile.fill('981112233');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
});

test('a skill not in the list is added as typed, kept on the profile and found by an employer', async ({
  page,
  browser,
}) => {
  await signInQuickly(page, 'student', DEMO.student, `${APP}/student/profile`);
  await section(page, 'Skills').getByRole('button', { name: 'Edit skills' }).click();
  const skills = dialog(page, 'Edit skills');
  const input = field(skills, 'Skills');
  await input.click();
  await input.fill('Tally Prime GST');
  await expect(page.getByRole('option', { name: 'Add "Tally Prime GST"' })).toBeVisible();
  await input.press('Enter');
  // Text with a comma is never offered as a name.
  await input.fill('Audit, Tax');
  await expect(page.getByRole('option', { name: /^Add / })).toHaveCount(0);
  await input.fill('');
  await input.press('Escape');
  await skills.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.skillUpdated);
  await expect(section(page, 'Skills').getByText('Tally Prime GST')).toBeVisible();

  // An employer types the same name in another case and finds the student.
  const employer = await browser.newContext();
  const employerPage = await employer.newPage();
  await signInQuickly(employerPage, 'corporate', DEMO.corporate, `${APP}/corporate/student`);
  const skill = employerPage.getByRole('combobox', { name: 'Skills' });
  await skill.click();
  await skill.fill('tally prime gst');
  await employerPage.getByRole('option', { name: 'Add "tally prime gst"' }).click();
  await skill.press('Escape');
  await employerPage.getByRole('button', { name: 'Search Candidate' }).click();
  await expect(employerPage.getByRole('article', { name: 'ROHIT VERMA' })).toBeVisible();
  await employer.close();
});
