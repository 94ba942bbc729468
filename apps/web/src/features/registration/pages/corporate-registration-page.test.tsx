import { sendOtp, validateOtp } from '@pp/contract/comm';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { registerCorporate } from '@pp/contract/registration';
import { decodePassword } from '@pp/contract/validators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionsOf } from '../../../test/describedby.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { challengeAnswer, challengeOf } from '../../../test/fake-auth.ts';
import { corporateLookupAnswers } from '../../../test/fake-lookups.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import CorporateRegistrationPage from './corporate-registration-page.tsx';

const REGISTERED_MESSAGE = 'We have sent a link to ananya@acme.example. Open it to confirm your e-mail.';

function server() {
  return fakeApi(
    challengeAnswer(),
    ...corporateLookupAnswers(),
    answer(sendOtp, () => ({
      otpRef: 'otp-ref-1',
      mobile: 'XXXXXXXX10',
      email: 'a****a@acme.example',
      resendAfter: 30,
      Message: MSG.otpSent,
    })),
    answer(validateOtp, () => ({ verified: true as const, registrationToken: 'reg-token-9' })),
    answer(registerCorporate, () => ({ Message: REGISTERED_MESSAGE })),
  );
}

async function renderPage() {
  const view = renderWithProviders(<CorporateRegistrationPage />, {
    route: '/corporate/registration',
    notifications: true,
  });
  return view;
}

type User = Awaited<ReturnType<typeof renderPage>>['user'];

const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${name}`) });
const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const person1 = () => screen.getByRole('group', { name: 'Contact person 1' });
const passwordInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Complete Registration' });

async function pick(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CorporateRegistrationPage (employer registration)', () => {
  it("submitted empty shows the contract's messages on every required field and sends no OTP", async () => {
    const api = server();
    const { user } = await renderPage();
    await user.click(submitButton());

    expect(descriptionsOf(textbox('Company name'))).toContain(MSG.required);
    expect(screen.getByText(MSG.selectOption)).toBeTruthy();
    expect(descriptionsOf(combobox('Industry type'))).toContain(MSG.required);
    expect(descriptionsOf(combobox('State'))).toContain(MSG.required);
    expect(descriptionsOf(combobox('City'))).toContain(MSG.required);
    expect(descriptionsOf(textbox('Address'))).toContain(MSG.required);
    expect(descriptionsOf(textbox('Name', person1()))).toContain(MSG.required);
    expect(descriptionsOf(textbox('Email', person1()))).toContain(MSG.required);
    expect(textbox('Mobile', person1()).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(passwordInput('Confirm password'))).toContain(MSG.required);
    expect(await screen.findByText(OUR_MSG.invalidInput)).toBeTruthy();
    expect(api.requestsTo(sendOtp)).toEqual([]);
  });

  it('asks for the CIN and the listed question for a company, the firm details for a PCS firm', async () => {
    server();
    const { user } = await renderPage();
    expect(screen.queryByRole('textbox', { name: /^CIN/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(textbox('CIN')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /^Is company listed/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Firm name/ })).toBeNull();

    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Are you a Practising/ })).getByLabelText('Yes'),
    );
    expect(screen.queryByRole('textbox', { name: /^CIN/ })).toBeNull();
    for (const name of ['Firm name', 'Member name', 'Membership number']) expect(textbox(name)).toBeTruthy();
  });

  it('sends the OTP to contact person 1, and a right OTP registers the company and says to check the e-mail', async () => {
    const api = server();
    const { user } = await renderPage();

    await fill(user, textbox('Company name'), 'Acme Advisory Private Limited');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await fill(user, textbox('CIN'), 'U74999MH2020PTC123456');
    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Is company listed/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await pick(user, combobox('Industry type'), 'Banking');
    await pick(user, combobox('State'), 'Maharashtra');
    await pick(user, combobox('City'), 'Pune');
    await fill(user, textbox('Address'), '12 MG Road');
    await fill(user, textbox('Name', person1()), 'Ananya Rao');
    await fill(user, textbox('Email', person1()), 'Ananya@Acme.example');
    await fill(user, textbox('Mobile', person1()), '9876543210');
    await fill(user, passwordInput('Password'), 'Secret@123');
    await fill(user, passwordInput('Confirm password'), 'Secret@123');
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    const otpBody = api.requestsTo(sendOtp)[0]?.body as Record<string, string>;
    expect(otpBody).toEqual({
      purpose: 'corporate',
      mobile: '9876543210',
      email: 'ananya@acme.example',
      proof: otpBody.proof,
      language: 'en',
    });
    expect(challengeOf(otpBody.proof)).toEqual({ issued: 1, form: 'corporate-otp' });
    expect(dialog.textContent).toContain('XXXXXXXX10');

    await user.click(within(dialog).getByLabelText('OTP digit 1 of 4'));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(REGISTERED_MESSAGE)).toBeTruthy();
    expect(api.requestsTo(validateOtp)[0]?.body).toMatchObject({ otpRef: 'otp-ref-1', otp: '1234' });
    const body = api.requestsTo(registerCorporate)[0]?.body as {
      basicDetail: Record<string, unknown>;
      addressDetail: Record<string, unknown>;
      contactDetail: Record<string, unknown>;
      authDetail: { password: string };
      registrationToken: string;
      language: string;
    };
    expect(body.registrationToken).toBe('reg-token-9');
    expect(body.language).toBe('en');
    expect(body.basicDetail).toMatchObject({
      companyName: 'ACME ADVISORY PRIVATE LIMITED',
      isPCS: false,
      cinNumber: 'U74999MH2020PTC123456',
      isListed: true,
      industryType: [{ industryTypeCode: 'BNK' }],
    });
    expect(body.addressDetail).toMatchObject({
      countryCode: 'IN',
      stateCode: 'MH',
      cityCode: 'PUN',
      address: '12 MG ROAD',
    });
    expect(body.contactDetail).toMatchObject({
      contactPerson1Name: 'ANANYA RAO',
      contactPerson1Email: 'Ananya@Acme.example',
      contactPerson1Mobile: '9876543210',
    });
    expect(decodePassword(body.authDetail.password)).toBe('Secret@123');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.unexpected).toEqual([]);
  });
});
