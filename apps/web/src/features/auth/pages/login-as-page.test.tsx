import { loginAs } from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_OF } from '../../../lib/session.ts';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { meAnswer } from '../../../test/fake-auth.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import LoginAsPage from './login-as-page.tsx';

const userCodeInput = () => screen.getByRole('textbox', { name: /^Enter userCode/ });

describe('LoginAsPage (/admin/login-as)', () => {
  it("has one input labelled and with the placeholder 'Enter userCode' (spec 2 'Login as')", () => {
    fakeApi(meAnswer('admin'));
    renderWithProviders(<LoginAsPage />, { route: '/admin/login-as' });
    expect(userCodeInput().getAttribute('placeholder')).toBe('Enter userCode');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('requires the user code and sends nothing without it', async () => {
    const api = fakeApi(meAnswer('admin'));
    const { user } = renderWithProviders(<LoginAsPage />, { route: '/admin/login-as' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(userCodeInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.required)).toBeTruthy();
    expect(api.requestsTo(loginAs)).toEqual([]);
  });

  it("signs in as the user code and goes to the target's home by its user type", async () => {
    const api = fakeApi(
      answer(loginAs, () => ({
        token: 't',
        name: 'Ananya Rao',
        registrationType: '',
        userType: USER_TYPE.member,
      })),
      meAnswer('member'),
    );
    const { user, location } = renderWithProviders(<LoginAsPage />, { route: '/admin/login-as' });
    await fill(user, userCodeInput(), ' MEM-0001 ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location().pathname).toBe(HOME_OF.member));
    expect(api.requestsTo(loginAs).map((r) => r.params.code)).toEqual(['MEM-0001']);
  });

  it("shows the server's refusal under the user code", async () => {
    fakeApi(
      answer(loginAs, () => new Refusal(OUR_MSG.userNotFound, 404)),
      meAnswer('admin'),
    );
    const { user } = renderWithProviders(<LoginAsPage />, { route: '/admin/login-as' });
    await fill(user, userCodeInput(), 'NOBODY');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(OUR_MSG.userNotFound)).toBeTruthy();
  });
});
