import { expect, test } from '@playwright/test';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { REGISTRATION_MSG } from '@pp/contract/registration';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, otpDialog, pick, readOtpAsAdmin, typeOtp } from './helpers.ts';

test('an employer fills the form, confirms the OTP and is registered automatically onto the posted jobs page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // New per run: contact person 1's e-mail is the login, the OTP goes to the mobile.
  const stamp = Date.now();
  const email = `hr.${stamp}@acme-e2e.example`;
  const mobile = `8${String(stamp).slice(-9)}`;

  await page.goto(`${APP}/corporate/registration`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Employer / Recruiter Registration' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('registration');

  // Everything is checked here before any OTP is sent.
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(MSG.selectOption)).toBeVisible();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  await expect(otpDialog(page)).toHaveCount(0);

  // Basic: the company name is upper-cased and its spaces tidied as typed.
  const companyName = page.getByRole('textbox', { name: 'Company name' });
  await companyName.pressSequentially('  acme   corporate services');
  await expect(companyName).toHaveValue('ACME CORPORATE SERVICES');

  // PCS 'yes' asks firm, member and membership number and hides CIN; 'no' the reverse.
  await page.getByRole('radio', { name: 'Yes' }).first().check();
  await expect(page.getByRole('textbox', { name: 'Firm name' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Membership number' })).toHaveAttribute(
    'placeholder',
    'A1234, F1234',
  );
  await expect(page.getByRole('textbox', { name: 'CIN' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'No' }).first().check();
  await expect(page.getByRole('textbox', { name: 'Firm name' })).toHaveCount(0);

  const cin = page.getByRole('textbox', { name: 'CIN' });
  await cin.pressSequentially('u74999-mh2020ptc123456x');
  await expect(cin).toHaveValue('U74999MH2020PTC123456');
  const listed = page.getByRole('radiogroup', { name: 'Is company listed?' });
  await listed.getByRole('radio', { name: 'No' }).check();
  await pick(page, page.getByRole('combobox', { name: 'Listing type' }), 'Private Limited Company');
  const industries = page.getByRole('combobox', { name: 'Industry type' });
  await industries.click();
  await industries.fill('Bank');
  await page.getByRole('option', { name: 'Banking', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Description' }).fill('Corporate secretarial services.');
  await expect(page.getByText('31 / 1000')).toBeVisible();

  // Address: India by default, with state and city.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
  await pick(page, page.getByRole('combobox', { name: 'State' }), 'Maharashtra', 'Mahara');
  await pick(page, page.getByRole('combobox', { name: 'City' }), 'Pune', 'Pune');
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('4th floor, baner road');
  await expect(address).toHaveValue('4TH FLOOR, BANER ROAD');

  // Contact person 1 (required) and the password.
  const person1 = page.getByRole('group', { name: 'Contact person 1' });
  await person1.getByRole('textbox', { name: 'Name' }).fill('meera joshi');
  await expect(person1.getByRole('textbox', { name: 'Name' })).toHaveValue('MEERA JOSHI');
  await person1.getByRole('textbox', { name: 'Email' }).fill(email);
  const person1Mobile = person1.getByRole('textbox', { name: 'Mobile' });
  await person1Mobile.pressSequentially(`-${mobile}9`);
  await expect(person1Mobile).toHaveValue(mobile);
  await expect(person1.getByRole('combobox', { name: 'Phone code' })).toHaveValue(/\+91/);
  // Person 2 is optional, but an e-mail there must look like one.
  const person2 = page.getByRole('group', { name: 'Contact person 2 (optional)' });
  await person2.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Acme@2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Acme@2026');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(person2.getByText('Please enter a valid email')).toBeVisible();
  await expect(otpDialog(page)).toHaveCount(0);
  await person2.getByRole('textbox', { name: 'Email' }).fill('');

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const dialog = otpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend OTP/ })).toBeVisible();
  await expect(page.getByText(MSG.otpSent)).toBeVisible();

  const otp = await readOtpAsAdmin(browser, mobile);
  await typeOtp(dialog, otp);
  // No second press: a right OTP registers by itself; the e-mail is proved by a mailed link.
  const registered = page.waitForResponse((res) => res.url().includes('/auth/register-corporate'));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const answer = (await (await registered).json()) as {
    result: { Message: string; testConfirmToken: string };
  };
  await expect(page.getByText(REGISTRATION_MSG.confirmEmailSent(email))).toBeVisible();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expectAccessible(page, 'registration: check your e-mail');
  // Not signed in yet: the login says to confirm the e-mail first.
  const early = await page.request.get('/placementapi/v1/auth/me');
  expect(early.status()).toBe(401);

  // The mailed link (test mode hands its token to the test) confirms and signs in.
  await page.goto(`${APP}/confirm-email?token=${answer.result.testConfirmToken}`);
  await expect(page.getByText(MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(`${APP}/corporate/job`);
  const me = await page.request.get('/placementapi/v1/auth/me');
  expect((await me.json()).result).toMatchObject({
    role: 'corporate',
    email,
    name: 'ACME CORPORATE SERVICES',
  });
});

test('an e-mail that already has an employer account is not revealed: the same answer, and a used link says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const mobile = `7${String(Date.now()).slice(-9)}`;
  await page.goto(`${APP}/corporate/registration`);

  // A practising firm abroad (other city instead of state and city).
  await page.getByRole('textbox', { name: 'Company name' }).fill('Iyer and Co');
  await page.getByRole('radiogroup', { name: /PCS/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Firm name' }).fill('Iyer and Co');
  await page.getByRole('textbox', { name: 'Member name' }).fill('Sunita Iyer');
  await page.getByRole('textbox', { name: 'Membership number' }).fill('F7001');
  const industries = page.getByRole('combobox', { name: 'Industry type' });
  await industries.click();
  await page.getByRole('option', { name: 'Banking', exact: true }).click();
  await page.keyboard.press('Escape');
  await pick(page, page.getByRole('combobox', { name: 'Country' }), 'Singapore', 'Singa');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Other city' }).fill('singapore');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Raffles Place');

  // Contact person 1's e-mail already has an employer account: the answer does not say so.
  const person1 = page.getByRole('group', { name: 'Contact person 1' });
  await person1.getByRole('textbox', { name: 'Name' }).fill('Sunita Iyer');
  await person1.getByRole('textbox', { name: 'Email' }).fill(DEMO.corporate.email);
  await person1.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Iyer@2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Iyer@2026');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  const dialog = otpDialog(page);
  await expect(dialog).toBeVisible();
  const otp = await readOtpAsAdmin(browser, mobile);
  await typeOtp(dialog, otp);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(REGISTRATION_MSG.confirmEmailSent(DEMO.corporate.email))).toBeVisible();
  await expect(page.getByText(REGISTRATION_MSG.emailTaken)).toHaveCount(0);

  // A link that is not (or no longer) good says so, with the way to a new one.
  await page.goto(`${APP}/confirm-email?token=not-a-real-token`);
  await expect(page.getByText(OUR_MSG.emailConfirmInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'get a new link with Forgot password' })).toBeVisible();
});
