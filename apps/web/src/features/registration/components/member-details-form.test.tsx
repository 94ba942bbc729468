import { i18n } from '@lingui/core';
import { getChallenge } from '@pp/contract/auth';
import { OTP_MSG } from '@pp/contract/comm';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { type LookupResult, registerMember } from '@pp/contract/registration';
import { decodePassword } from '@pp/contract/validators';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionsOf } from '../../../test/describedby.ts';
import { answer, type FakeRoute, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { challengeAnswer, challengeOf, meAnswer } from '../../../test/fake-auth.ts';
import { lookupAnswers } from '../../../test/fake-lookups.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import {
  MEMBER_AFTER_REGISTRATION,
  MemberDetailsForm,
  type MemberLookupValues,
} from './member-details-form.tsx';

const LOOKUP: MemberLookupValues = {
  membershipType: 'A',
  membershipNumber: '12345',
  dateOfBirth: '1990-03-05',
};

/** The full record, as the look-up answers it after the OTP. */
const RECORD: LookupResult = {
  nameField: 'Ananya Rao',
  emailField: 'Ananya.Rao@Example.com',
  mobileField: '9876543210',
  addressField: '12 MG Road, Pune',
  regionField: 'WIRC',
  chapterField: 'Pune',
  mSgField: '',
  lookupToken: '',
  verified: true,
};

const REGISTERED = answer(registerMember, () => ({
  token: 't',
  name: RECORD.nameField,
  registrationType: '',
  userType: USER_TYPE.member,
}));

function server(register: FakeRoute = REGISTERED) {
  return fakeApi(challengeAnswer(), ...lookupAnswers(), register, meAnswer('member'));
}

async function renderForm(onVerificationLost = vi.fn()) {
  const view = renderWithProviders(
    <MemberDetailsForm
      lookup={LOOKUP}
      record={RECORD}
      registrationToken="reg-token-1"
      onVerificationLost={onVerificationLost}
    />,
    { route: '/member/register', notifications: true },
  );
  return view;
}

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const password = () => screen.getByLabelText(/^Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);
const submitButton = () => screen.getByRole('button', { name: 'Complete Registration' });

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillValid(user: User) {
  await user.click(combobox('State'));
  await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
  await user.click(combobox('City'));
  await user.click(await screen.findByRole('option', { name: 'Pune' }));
  await fill(user, password(), 'Secret@123');
  await fill(user, confirmPassword(), 'Secret@123');
}

describe('MemberDetailsForm (member registration, step 2)', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it("shows the institute's record read-only", async () => {
    server();
    await renderForm();
    const shown = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    expect(shown('Name').value).toBe('Ananya Rao');
    expect(shown('Name').readOnly).toBe(true);
    expect(shown('Mobile').value).toBe('9876543210');
    expect(shown('Email').value).toBe('Ananya.Rao@Example.com');
    expect(shown('Permanent address').value).toBe('12 MG Road, Pune');
    expect(shown('Permanent address').readOnly).toBe(true);
  });

  it("submitted empty shows the contract's messages on each field and registers nothing", async () => {
    const api = server();
    const { user } = await renderForm();
    await user.click(submitButton());

    for (const input of [combobox('State'), combobox('City'), password(), confirmPassword()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(descriptionsOf(combobox('State'))).toContain(MSG.required);
    expect(descriptionsOf(combobox('City'))).toContain(MSG.required);
    expect(descriptionsOf(confirmPassword())).toContain(MSG.required);
    expect(api.requestsTo(registerMember)).toEqual([]);
  });

  it('holds the password to the rule while typing, and the confirmation to the password', async () => {
    server();
    const { user } = await renderForm();
    await user.type(password(), 'secret');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.passwordRule)).toBeTruthy();
    await user.type(password(), '@A1x');
    expect(screen.queryByText(MSG.passwordRule)).toBeNull();
    expect(password().hasAttribute('aria-invalid')).toBe(false);

    await fill(user, confirmPassword(), 'secret@A1');
    await user.tab();
    expect(descriptionsOf(confirmPassword())).toContain(MSG.passwordsDoNotMatch);
  });

  it('registers with the record, the lookup, the place, the encoded password, the proof of work and the language, then opens the profile', async () => {
    const api = server();
    const { user, location } = await renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(location().pathname).toBe(MEMBER_AFTER_REGISTRATION));
    const [request] = api.requestsTo(registerMember);
    const body = request?.body as Record<string, string>;
    expect(challengeOf(body.proof)).toEqual({ issued: 1, form: 'register-member' });
    expect({ ...body, password: decodePassword(body.password ?? '') }).toEqual({
      ...LOOKUP,
      countryCode: 'IN',
      state: 'MH',
      city: 'PUN',
      otherCity: '',
      address: RECORD.addressField,
      name: RECORD.nameField,
      mobile: RECORD.mobileField,
      email: 'ananya.rao@example.com',
      password: 'Secret@123',
      registrationToken: 'reg-token-1',
      proof: body.proof,
      // The page's language, in which the new account's e-mails are written.
      language: 'en',
    });
    expect(await screen.findByText(MSG.registered)).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it("read in Hindi, words the form in Hindi and registers with 'hi' for the account's e-mails", async () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    const api = server();
    const { user, location } = await renderForm();
    expect(screen.getByRole('textbox', { name: 'स्थायी पता' })).toBeTruthy();
    await user.click(combobox('राज्य'));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.click(combobox('शहर'));
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await fill(user, screen.getByLabelText(/^पासवर्ड(?! की)/, { selector: 'input' }), 'Secret@123');
    await fill(user, screen.getByLabelText(/^पासवर्ड की पुष्टि करें/, { selector: 'input' }), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'पंजीकरण पूरा करें' }));

    await waitFor(() => expect(location().pathname).toBe(MEMBER_AFTER_REGISTRATION));
    expect(api.requestsTo(registerMember)[0]?.body).toMatchObject({ language: 'hi' });
  });

  it('goes back to the OTP step when the verification has run out', async () => {
    server(answer(registerMember, () => new Refusal(OTP_MSG.notVerified, 400)));
    const onVerificationLost = vi.fn();
    const { user } = await renderForm(onVerificationLost);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(onVerificationLost).toHaveBeenCalledOnce());
  });

  it("shows the server's other refusals above the button, and starts a fresh proof of work", async () => {
    const api = server(answer(registerMember, () => new Refusal('An account exists for this e-mail.', 409)));
    const { user, location } = await renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'An account exists for this e-mail.',
      ),
    );
    await waitFor(() => expect(api.requestsTo(getChallenge)).toHaveLength(2));
    expect(location().pathname).toBe('/member/register');
  });
});
