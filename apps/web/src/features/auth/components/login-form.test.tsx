import { getCaptcha, login, type SessionResult } from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { decodePassword } from '@pp/contract/validators';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOME_OF } from '../../../lib/session.ts';
import { answer, type FakeRoute, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { captchaAnswer, meAnswer } from '../../../test/fake-auth.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const SESSION: SessionResult = {
  token: 't',
  name: 'Ananya Rao',
  registrationType: '',
  userType: USER_TYPE.member,
};

function server(loginAnswer: FakeRoute = answer(login, () => SESSION)) {
  return fakeApi(captchaAnswer(), loginAnswer, meAnswer('member'));
}

/** The form once its captcha image is there (the answer can only be sent with the captcha's id). */
async function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const view = renderWithProviders(<LoginForm kind="member" {...props} />, { route: '/member/login' });
  await screen.findByRole('img', { name: /CAPTCHA/ });
  return view;
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Password/);
const captchaInput = () => screen.getByRole('textbox', { name: /^CAPTCHA/ });

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], captcha = 'aB3dE9') {
  await fill(user, emailInput(), '  Ananya@Example.com ');
  await fill(user, passwordInput(), 'Secret@123');
  await fill(user, captchaInput(), captcha);
}

describe('LoginForm', () => {
  it("submitted empty shows the spec's messages on the fields and sends nothing", async () => {
    const api = server();
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(captchaInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.captchaRequired)).toBeTruthy();
    expect(api.requestsTo(login)).toEqual([]);
  });

  it("signs in as the page's kind with the encoded password and the captcha's id, then goes home", async () => {
    const api = server();
    const { user, location } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location().pathname).toBe(HOME_OF.member));
    const [request] = api.requestsTo(login);
    const body = request?.body as Record<string, string>;
    expect(body).toMatchObject({
      email: 'Ananya@Example.com',
      kind: 'member',
      captchaId: 'captcha-1',
      captcha: 'aB3dE9',
    });
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

  it('shows a refusal once, above the button, with a fresh captcha and the focus on its answer', async () => {
    const api = server(answer(login, () => new Refusal(OUR_MSG.invalidCredentials, 401)));
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OUR_MSG.invalidCredentials);
    await waitFor(() => expect(api.requestsTo(getCaptcha)).toHaveLength(2));
    expect((captchaInput() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(captchaInput());

    // The next try sends the new captcha's id.
    await fill(user, captchaInput(), 'Zz9Yy8');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.requestsTo(login)).toHaveLength(2));
    expect(api.requestsTo(login)[1]?.body).toMatchObject({ captchaId: 'captcha-2', captcha: 'Zz9Yy8' });
  });

  it("puts the server's field message on its field (the captcha), not in an alert", async () => {
    server(answer(login, () => new Refusal(MSG.captchaIncorrect, 400, { captchaId: MSG.captchaIncorrect })));
    const { user } = await renderForm();
    await fillIn(user, 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText(MSG.captchaIncorrect);
    expect(captchaInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the spec's login error when the server cannot be reached", async () => {
    server(answer(login, () => new Refusal('Internal error', 500)));
    const { user } = await renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.loginNetworkError);
  });

  it('prefills the e-mail it is given', async () => {
    server();
    await renderForm({ defaultEmail: 'ananya@example.com' });
    expect((emailInput() as HTMLInputElement).value).toBe('ananya@example.com');
  });
});
