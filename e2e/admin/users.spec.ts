import { expect, type Page, test } from '@playwright/test';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { SPARE } from '../fixtures/demo.ts';
import {
  API,
  APP,
  choose,
  confirm,
  downloadRows,
  expectNotice,
  field,
  main,
  screenshots,
  signInAdmin,
  signInAs,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

function bodyRows(page: Page) {
  return main(page).locator('tbody tr');
}

test('corporate search: placeholder, filters, count, detail and Excel', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/corporate`);
  await expect(page.getByRole('heading', { name: 'Corporate Account(s)', level: 1 })).toBeVisible();
  await expect(page.getByText(MSG.selectSearchParameters)).toBeVisible();
  await expect(field(page, 'State/UT').first()).toHaveValue('All');

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /^\d+ Employer\(s\) Found$/ })).toBeVisible();
  const total = Number(
    (await page.getByRole('heading', { name: /Employer\(s\) Found/ }).textContent())?.split(' ')[0],
  );
  expect(total).toBeGreaterThanOrEqual(2);
  await screenshots(page, 'corporate-search');

  await choose(page, page, 'State/UT', 'Gujarat');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Employer(s) Found' })).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('VEDANT LEGAL ASSOCIATES');

  await choose(page, page, 'State/UT', 'All');
  await field(page, 'Keyword').fill('ganesh');
  await choose(page, page, 'Industry', 'Textiles and Apparel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Employer(s) Found' })).toBeVisible();
  await field(page, 'Keyword').fill('no such company');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(MSG.noRecords)).toBeVisible();

  await field(page, 'Keyword').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await main(page).getByRole('link', { name: 'SHREE GANESH INDUSTRIES LIMITED' }).click();
  await expect(page).toHaveURL(/\/admin\/corporate\/detail-/);
  await expect(
    page.getByRole('heading', { name: 'SHREE GANESH INDUSTRIES LIMITED', level: 1 }),
  ).toBeVisible();
  for (const section of ['Company basic', 'Company Address', 'Contact Detail']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Company basic' })).toContainText('L17110MH1995PLC093447');
  await expect(page.getByRole('region', { name: 'Contact Detail' })).toContainText('MEERA KULKARNI');
  await expect(page.getByRole('button', { name: /edit/i })).toHaveCount(0);
  await screenshots(page, 'corporate-detail');

  // A lost authenticator: the admin resets the employer's second factor, asked to confirm first.
  await page.getByRole('button', { name: 'Reset second factor' }).click();
  await confirm(page, 'Reset');
  await expectNotice(page, OUR_MSG.secondFactorResetDone);

  await page.goto(`${APP}/admin/corporate`);
  await choose(page, page, 'Industry', 'Textiles and Apparel');
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.rows[0]?.slice(0, 2)).toEqual(['Company Name', 'CIN']);
  expect(file.rows.map((r) => r[0])).toEqual(['Company Name', 'SHREE GANESH INDUSTRIES LIMITED']);
});

test('blocking a login ends its sessions at once; activating lets it back in', async ({ page, browser }) => {
  const employer = await browser.newPage();
  await signInAs(employer, 'corporate', SPARE.corporate);
  expect((await employer.request.get(`${API}/auth/me`)).status()).toBe(200);

  await signInAdmin(page, `${APP}/admin/corporate`);
  await field(page, 'Keyword').fill('vedant');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = bodyRows(page).filter({ hasText: 'VEDANT LEGAL ASSOCIATES' });
  await row.getByRole('button', { name: 'Block login of VEDANT LEGAL ASSOCIATES' }).click();
  await confirm(page, 'Block');
  await expectNotice(page, 'Login of VEDANT LEGAL ASSOCIATES is now blocked.');
  await expect(row.getByText('Blocked').first()).toBeVisible();

  // The employer's open session is gone.
  expect((await employer.request.get(`${API}/auth/me`)).status()).toBe(401);
  await employer.reload();
  await expect(
    employer.getByText(MSG.sessionNotFound).or(employer.getByRole('button', { name: 'Login' })),
  ).toBeVisible();

  await row.getByRole('button', { name: 'Activate login of VEDANT LEGAL ASSOCIATES' }).click();
  await confirm(page, 'Activate');
  await expectNotice(page, 'Login of VEDANT LEGAL ASSOCIATES is now active.');
  await signInAs(employer, 'corporate', SPARE.corporate);
  await employer.close();

  // The right to post trainings: Activate, then Block, each confirmed.
  await row.getByRole('button', { name: 'Activate training posting of VEDANT LEGAL ASSOCIATES' }).click();
  await confirm(page, 'Activate');
  await expectNotice(page, 'The employer can now post trainings.');
  await expect(row.getByText('Allowed')).toBeVisible();
  await row.getByRole('button', { name: 'Block training posting of VEDANT LEGAL ASSOCIATES' }).click();
  await confirm(page, 'Block');
  await expectNotice(page, 'The employer can no longer post trainings.');

  // Both changes are in the audit log with before and after.
  await page.goto(`${APP}/admin/audit`);
  await choose(page, page, 'Action', 'Right to post trainings');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows(page).first()).toContainText('canPostTraining: true → false');
  await expect(bodyRows(page).nth(1)).toContainText('canPostTraining: false → true');
  await expect(bodyRows(page).first()).toContainText('VEDANT LEGAL ASSOCIATES');
  await screenshots(page, 'audit');
});

test('member search: filters, profile and Excel', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/member`);
  await expect(page.getByRole('heading', { name: /^\d+ Member\(s\) Found$/ })).toBeVisible();
  await field(page, 'Keyword').fill('ananya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Member(s) Found' })).toBeVisible();
  await field(page, 'Keyword').fill('');
  // 4 to 5 years and 10 lakhs or more: only the demo member among the demo data's members.
  // The spec's filters 'Present Experience (years)' and 'Present CTC (lakhs)', each From and To.
  const experience = page.getByRole('group', { name: 'Present Experience (years)' });
  const ctc = page.getByRole('group', { name: 'Present CTC (lakhs)' });
  await field(experience, 'From').fill('4');
  await field(experience, 'To').fill('5');
  await field(ctc, 'From').fill('10');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Member(s) Found' })).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('ANANYA RAO');
  await expect(bodyRows(page).first()).toContainText('12.5 lakhs');
  await field(experience, 'From').fill('6');
  await field(experience, 'To').fill('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Minimum experience should be less than Maximum experience')).toBeVisible();
  await field(experience, 'From').fill('');
  await field(experience, 'To').fill('');
  await field(ctc, 'From').fill('');
  await choose(page, page, 'State/UT', 'Maharashtra');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Member(s) Found' })).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('NIKHIL DESAI');
  await screenshots(page, 'member-search');

  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.rows[0]?.slice(0, 2)).toEqual(['Name', 'Membership No.']);
  expect(file.rows.slice(1).map((r) => r[0])).toEqual(['NIKHIL DESAI']);

  await main(page).getByRole('link', { name: 'NIKHIL DESAI' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/detail-/);
  await expect(page.getByText('NIKHIL DESAI').first()).toBeVisible();

  // The candidate profile route finds the member behind a user code too.
  const code = page.url().split('detail-')[1];
  await page.goto(`${APP}/admin/candidate-profile-${code}`);
  await expect(page.getByText('NIKHIL DESAI').first()).toBeVisible();
});

test('student search: filters, profile and Excel', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/student`);
  await expect(page.getByRole('heading', { name: /^\d+ Student\(s\) Found$/ })).toBeVisible();
  await choose(page, page, 'State/UT', 'Delhi');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 Student(s) Found' })).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('ROHIT VERMA');
  await screenshots(page, 'student-search');
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.rows.map((r) => r[0])).toEqual(['Name', 'ROHIT VERMA']);
  expect(file.rows[1]?.[1]).toBe('220456789');
  await main(page).getByRole('link', { name: 'ROHIT VERMA' }).click();
  await expect(page).toHaveURL(/\/admin\/student\/detail-/);
  await expect(page.getByText('ROHIT VERMA').first()).toBeVisible();
});
