import { getChallenge, login, type SessionResult, verifySecondFactor } from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { decodePassword } from '@pp/contract/validators';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOME_OF } from '../../../lib/session.ts';
import { answer, type FakeRoute, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { challengeAnswer, challengeOf, meAnswer } from '../../../test/fake-auth.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const SESSION: SessionResult = {
  token: 't',
  name: 'Ananya Rao',
  registrationType: '',
  userType: USER_TYPE.member,
};

function server(loginAnswer: FakeRoute = answer(login, () => SESSION)) {
  return fakeApi(challengeAnswer(), loginAnswer, meAnswer('member'));
}

async function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  return renderWithProviders(<LoginForm kind="member" {...props} />, { route: '/member/login' });
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Password/);
const status = () => screen.getByRole('status');

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await fill(user, emailInput(), '  Ananya@Example.com ');
  await fill(user, passwordInput(), 'Secret@123');
}

describe('LoginForm', () => {
  it("submitted empty shows the spec's messages on the fields and sends nothing", async () => {
    const api = server();
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    // Nothing to transcribe: no captcha field at all.
    expect(screen.queryByRole('textbox', { name: /CAPTCHA/i })).toBeNull();
    expect(api.requestsTo(login)).toEqual([]);
  });

  it('says "Verifying..." in a status while the browser works, and nothing once it is done', async () => {
    server();
    await renderForm();
    expect(status().textContent).toBe('Verifying...');
    await waitFor(() => expect(status().textContent).toBe(''));
  });

  it("signs in as the page's kind with the encoded password and the solved proof of work, then goes home", async () => {
    const api = server();
    const { user, location } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location().pathname).toBe(HOME_OF.member));
    const [request] = api.requestsTo(login);
    const body = request?.body as Record<string, string>;
    expect(body).toMatchObject({ email: 'Ananya@Example.com', kind: 'member' });
    expect(challengeOf(body.proof)).toEqual({ issued: 1, form: 'login' });
    // A solution: the derived key starts with the challenge's prefix.
    expect(JSON.parse(atob(body.proof ?? '')).solution.derivedKey).toMatch(/^0[0-9a-f]{63}$/);
    expect(body.password).not.toBe('Secret@123');
    expect(decodePassword(body.password ?? '')).toBe('Secret@123');
    expect(api.unexpected).toEqual([]);
  });

  it('hands the session to onSuccess instead of navigating, when given', async () => {
    server();
    const onSuccess = vi.fn();
    const { user, location } = await renderForm({ onSuccess });
    await fillIn(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SESSION));
    expect(location().pathname).toBe('/member/login');
  });

  it('shows a refusal once, above the button, and sends a fresh proof with the next try', async () => {
    const api = server(answer(login, () => new Refusal(OUR_MSG.invalidCredentials, 401)));
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OUR_MSG.invalidCredentials);
    await waitFor(() => expect(api.requestsTo(getChallenge)).toHaveLength(2));
    // The next challenge names the account: one under attack asks for more work.
    expect(api.requestsTo(getChallenge)[1]?.query.get('email')).toBe('Ananya@Example.com');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.requestsTo(login)).toHaveLength(2));
    const second = api.requestsTo(login)[1]?.body as Record<string, string>;
    expect(challengeOf(second.proof).issued).toBe(2);
  });

  it('shows a refused proof of work above the button (no field is at fault), and works again', async () => {
    const api = server(
      answer(login, () => new Refusal(OUR_MSG.proofHarder, 400, { proof: OUR_MSG.proofHarder })),
    );
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(OUR_MSG.proofHarder);
    expect(emailInput().hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(api.requestsTo(getChallenge)).toHaveLength(2));
  });

  it("puts the server's field message on its field, not in an alert", async () => {
    server(answer(login, () => new Refusal(OUR_MSG.invalidEmail, 400, { email: OUR_MSG.invalidEmail })));
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText(OUR_MSG.invalidEmail);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the spec's login error when the server cannot be reached", async () => {
    server(answer(login, () => new Refusal('Internal error', 500)));
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.loginNetworkError);
  });

  it('asks for the authenticator code when the account has one, and signs in with it', async () => {
    const api = fakeApi(
      challengeAnswer(),
      answer(login, () => ({ ...SESSION, token: '', secondFactorToken: 'pending-1' })),
      answer(verifySecondFactor, ({ body }) =>
        (body as { code: string }).code === '123456' ? SESSION : new Refusal(OUR_MSG.secondFactorWrong, 401),
      ),
      meAnswer('member'),
    );
    const { user, location } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByRole('textbox', { name: /^Code/ });
    expect(location().pathname).toBe('/member/login');
    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OUR_MSG.secondFactorWrong);
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe(HOME_OF.member));
    expect(api.requestsTo(verifySecondFactor).map((r) => r.body)).toEqual([
      { secondFactorToken: 'pending-1', code: '000000' },
      { secondFactorToken: 'pending-1', code: '123456' },
    ]);
  });

  it('prefills the e-mail it is given', async () => {
    server();
    await renderForm({ defaultEmail: 'ananya@example.com' });
    expect((emailInput() as HTMLInputElement).value).toBe('ananya@example.com');
  });
});
