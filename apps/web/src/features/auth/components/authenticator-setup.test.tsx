import { i18n } from '@lingui/core';
import { confirmTotp, startTotp } from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { AuthenticatorSetup } from './authenticator-setup.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(10000 + i)}`);

function server() {
  return fakeApi(
    answer(startTotp, () => ({
      secret: SECRET,
      uri: `otpauth://totp/Portal:a%40b.c?secret=${SECRET}`,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    })),
    answer(confirmTotp, ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { recoveryCodes: CODES }
        : new Refusal(OUR_MSG.secondFactorWrong, 400, { code: OUR_MSG.secondFactorWrong }),
    ),
  );
}

describe('AuthenticatorSetup', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('shows the QR code and the key as text, refuses a wrong code, and shows the recovery codes once on', async () => {
    const api = server();
    const { user } = renderWithProviders(<AuthenticatorSetup />);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toBeTruthy();
    // The key in groups of four, as an app shows it, for a phone that cannot scan.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await fill(user, screen.getByRole('textbox', { name: /^Code from the app/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OUR_MSG.secondFactorWrong);

    await fill(user, screen.getByRole('textbox', { name: /^Code from the app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain(CODES[0]);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(api.requestsTo(confirmTotp).map((r) => r.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('reads in Hindi', async () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    server();
    const { user } = renderWithProviders(<AuthenticatorSetup />);
    expect(screen.getByRole('heading', { name: 'ऑथेंटिकेटर ऐप' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ऑथेंटिकेटर ऐप सेट करें' }));
    expect(await screen.findByRole('button', { name: 'चालू करें' })).toBeTruthy();
  });
});
