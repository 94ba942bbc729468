import { i18n } from '@lingui/core';
import { OTP_MSG } from '@pp/contract/comm';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentOtp } from '../../../api/registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { OtpModal } from './otp-modal.tsx';

const SENT: SentOtp = { otpRef: 'otp-ref-1', mobile: 'XXXXXXXX10', email: 'a****a@example.com', resendAt: 0 };

function renderModal(sent: SentOtp = SENT) {
  const onResend = vi.fn(async () => undefined);
  const onCheck = vi.fn(async () => undefined);
  const view = renderWithProviders(
    <OtpModal
      opened
      onClose={() => {}}
      sent={sent}
      wrongNumbersNote="-"
      confirmLabel="Check OTP"
      onCheck={onCheck}
      onResend={onResend}
    />,
  );
  return { ...view, onResend, onCheck };
}

describe('OtpModal', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('says where the OTP went, and counts down before Resend OTP may be used', async () => {
    renderModal({ ...SENT, resendAt: Date.now() + 30_000 });
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(dialog.textContent).toContain(
      'An OTP has been sent to your mobile number XXXXXXXX10 and e-mail a****a@example.com. If you do not see the e-mail, please check your spam folder.',
    );
    const resend = within(dialog).getByRole('button', { name: /^Resend OTP \(\d+ s\)$/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
  });

  it("in Hindi: the portal's words for the popup and for Resend OTP, which sends a new OTP", async () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    const { user, onResend } = renderModal({ ...SENT, email: '' });
    const dialog = await screen.findByRole('dialog', { name: 'OTP दर्ज करें' });
    expect(dialog.textContent).toContain('आपके मोबाइल नंबर XXXXXXXX10 पर एक OTP भेजा गया है।');
    expect(within(dialog).getByLabelText('OTP का अंक 1 (कुल 4)')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'OTP दोबारा भेजें' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(await within(dialog).findByText('नया OTP भेज दिया गया है।')).toBeTruthy();
  });

  it('asks for the OTP before checking it', async () => {
    const { user, onCheck } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    await user.click(within(dialog).getByRole('button', { name: 'Check OTP' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(OTP_MSG.required);
    expect(onCheck).not.toHaveBeenCalled();
  });
});
