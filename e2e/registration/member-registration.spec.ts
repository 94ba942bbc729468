import { expect, test } from '@playwright/test';
import { OTP_MSG } from '@pp/contract/comm';
import { MSG } from '@pp/contract/messages';
import { REGISTRATION_MSG } from '@pp/contract/registration';
import { APP, otpDialog, pick, readOtpAsAdmin, typeDate, typeOtp } from './helpers.ts';

// An institute record of the demo data with no account yet (once per e2e run: fresh data).
const KARAN = { type: 'A', number: '60001', dateOfBirth: '01/01/1990', mobile: '9900000001' };

test('a member verifies the membership with an OTP, completes the registration and lands on the profile', async ({
  page,
  browser,
}) => {
  // A long journey with a second browser (the admin reading the OTP).
  test.setTimeout(90_000);
  await page.goto(`${APP}/member/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Registration' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Home');
  await expect(breadcrumb).toContainText('Login');
  await expect(breadcrumb).toContainText('Member Registration');
  await expect(page.getByRole('combobox', { name: 'Membership type' })).toHaveValue(/^A/);

  // Step 1: required fields first, without calling the server.
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page.getByText(MSG.required)).toHaveCount(2);

  const membershipNumber = page.getByRole('textbox', { name: 'Membership number' });
  await membershipNumber.fill(KARAN.number);
  const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth' });
  await typeDate(page, dateOfBirth, KARAN.dateOfBirth);
  await page.getByRole('button', { name: 'Verify Account' }).click();

  // The OTP popup: where it went (masked), a masked 4-digit input, Resend OTP after a countdown.
  const dialog = otpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page.getByText(MSG.otpSent)).toBeVisible();
  await expect(dialog).toContainText('XXXXXXXX01');
  await expect(dialog).toContainText('spam');
  await expect(dialog).toContainText('membership profile');
  await expect(dialog.getByRole('button', { name: /Resend OTP/ })).toBeDisabled();
  await expect(dialog.getByLabel('OTP digit 1 of 4')).toHaveAttribute('type', 'password');

  const otp = await readOtpAsAdmin(browser, KARAN.mobile);

  // A wrong OTP is refused inside the popup.
  const wrong = otp === '1234' ? '4321' : '1234';
  await typeOtp(dialog, wrong);
  await dialog.getByRole('button', { name: 'Check OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(OTP_MSG.wrong);

  await typeOtp(dialog, otp);
  await dialog.getByRole('button', { name: 'Check OTP' }).click();
  await expect(dialog).toBeHidden();

  // Verified: membership and date of birth locked, the record's details shown read-only.
  await expect(membershipNumber).toBeDisabled();
  await expect(dateOfBirth).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify Account' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('KARAN MEHTA');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveValue(KARAN.mobile);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'karan.mehta@placement.demo',
  );
  await expect(page.getByRole('textbox', { name: 'Permanent address' })).toHaveValue(
    '7, MARINE DRIVE, MUMBAI',
  );

  // Country rule: another country asks for other city instead of state and city.
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('India');
  await pick(page, country, 'Singapore', 'Singa');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Other city' })).toBeVisible();
  await pick(page, country, 'India', 'Ind');
  await expect(page.getByRole('textbox', { name: 'Other city' })).toHaveCount(0);

  await pick(page, page.getByRole('combobox', { name: 'State' }), 'Maharashtra', 'Mahara');
  await pick(page, page.getByRole('combobox', { name: 'City' }), 'Mumbai', 'Mumbai');

  // Password rule on key-up; mismatch flagged on the confirm field.
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('weak');
  await expect(page.getByText(MSG.passwordRule)).toBeVisible();
  await password.fill('Karan@2026');
  await expect(page.getByText(MSG.passwordRule)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Karan@2027');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(MSG.passwordsDoNotMatch)).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Karan@2026');

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(`${APP}/member/profile`);
  const me = await page.request.get('/placementapi/v1/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).result).toMatchObject({ role: 'member', name: 'KARAN MEHTA' });
});

test('an unknown membership number shows the not-found message', async ({ page }) => {
  await page.goto(`${APP}/member/registration`);
  await page.getByRole('textbox', { name: 'Membership number' }).fill('99999');
  await typeDate(page, page.getByRole('textbox', { name: 'Date of birth' }), '01/01/1990');
  await page.getByRole('button', { name: 'Verify Account' }).click();
  // Beside the form, once (no notification repeating it); no OTP popup.
  await expect(page.getByText(REGISTRATION_MSG.memberNotFound)).toHaveCount(1);
  await expect(otpDialog(page)).toHaveCount(0);
  // Nothing was ever typed but the record: no captcha field anywhere.
  await expect(page.getByRole('textbox', { name: /CAPTCHA/i })).toHaveCount(0);
});

test('an already registered membership is refused with the way to log in', async ({ page }) => {
  await page.goto(`${APP}/member/registration`);
  await page.getByRole('textbox', { name: 'Membership number' }).fill('54321');
  await typeDate(page, page.getByRole('textbox', { name: 'Date of birth' }), '15/06/1994');
  await page.getByRole('button', { name: 'Verify Account' }).click();
  const forgot = page.getByRole('link', { name: 'Forgot password' });
  const alert = page
    .getByRole('alert')
    .filter({ hasText: REGISTRATION_MSG.alreadyRegistered })
    .filter({ has: forgot });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
    'href',
    `${APP}/forgot-password`,
  );
});
