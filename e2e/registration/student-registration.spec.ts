import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { APP, otpDialog, pick, readOtpAsAdmin, typeDate, typeOtp } from './helpers.ts';

// An institute record of the demo data with no account yet; its mobile carries the country code
// (919900000003), of which the last 10 digits are used.
const PRIYA = { number: '230000001', dateOfBirth: '05/05/2003', mobile: '9900000003' };

test('a student verifies the record with an OTP, completes the registration and lands on the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${APP}/student/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Registration' })).toBeVisible();

  const registrationNumber = page.getByRole('textbox', { name: 'Registration number' });
  await registrationNumber.fill(PRIYA.number);
  const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth' });
  await typeDate(page, dateOfBirth, PRIYA.dateOfBirth);
  await page.getByRole('button', { name: 'Verify Account' }).click();

  const dialog = otpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('XXXXXXXX03');
  const otp = await readOtpAsAdmin(browser, PRIYA.mobile);
  await typeOtp(dialog, otp);
  await dialog.getByRole('button', { name: 'Check OTP' }).click();
  await expect(dialog).toBeHidden();

  // Verified: number and date of birth disabled; name, mobile (last 10 digits), e-mail read-only.
  await expect(registrationNumber).toBeDisabled();
  await expect(dateOfBirth).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('PRIYA SHARMA');
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue('9900000003');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'priya.sharma@placement.demo',
  );
  await expect(page.getByText('Region')).toHaveCount(0);
  await expect(page.getByText('Chapter')).toHaveCount(0);

  // Current location: a state, then the city found by typing (typeahead).
  await pick(page, page.getByRole('combobox', { name: 'State' }), 'Rajasthan', 'Rajas');
  await pick(page, page.getByRole('combobox', { name: 'City' }), 'Jaipur', 'jaip');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Priya@2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Priya@2026');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(`${APP}/student/profile`);
  const me = await page.request.get('/placementapi/v1/auth/me');
  expect((await me.json()).result).toMatchObject({ role: 'student', name: 'PRIYA SHARMA' });
});
