import { MSG } from '@pp/contract/messages';
import type { LookupResult } from '@pp/contract/registration';
import { useState } from 'react';
import { checkOtp, requestOtp, type SentOtp } from '../../../api/registration.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';

/**
 * The spec's validation state of member and student registration: undefined (details editable),
 * false once the OTP is sent (popup open), true once the OTP is right (record shown, details
 * locked). Step 1 looks the record up with a captcha; the OTP goes to the mobile and e-mail on
 * record; after the OTP the full record comes back for the read-only fields of step 2.
 */
export type ValidationState = undefined | false | true;

interface State {
  validation: ValidationState;
  lookupToken: string;
  sent: SentOtp | null;
  otpOpen: boolean;
  registrationToken: string;
  record: LookupResult | null;
}

const INITIAL: State = {
  validation: undefined,
  lookupToken: '',
  sent: null,
  otpOpen: false,
  registrationToken: '',
  record: null,
};

/** A look-up that found nothing (or an account that exists): `mSgField`, shown as an error. */
function refusal(message: string) {
  return new ApiCallError(message, 200);
}

export function useRecordVerification(
  purpose: 'member' | 'student',
  fetchRecord: (registrationToken: string) => Promise<LookupResult>,
) {
  const [state, setState] = useState<State>(INITIAL);

  /** Step 1: the look-up (its captcha is used up either way), then the OTP. */
  const start = async (lookup: () => Promise<LookupResult>) => {
    const found = await lookup();
    if (found.mSgField) throw refusal(found.mSgField);
    const sent = await requestOtp({ purpose, lookupToken: found.lookupToken, language: currentLanguage() });
    setState({ ...INITIAL, validation: false, lookupToken: found.lookupToken, sent, otpOpen: true });
    notifySuccess(MSG.otpSent);
  };

  const resend = async () => {
    const sent = await requestOtp({ purpose, lookupToken: state.lookupToken, language: currentLanguage() });
    setState((current) => ({ ...current, sent }));
  };

  /** The popup's 'Check OTP': on success the record is loaded and the details lock. */
  const check = async (otp: string) => {
    if (!state.sent) return;
    const registrationToken = await checkOtp(state.sent.otpRef, otp);
    const record = await fetchRecord(registrationToken);
    if (record.mSgField) throw refusal(record.mSgField);
    setState((current) => ({ ...current, validation: true, otpOpen: false, registrationToken, record }));
  };

  return {
    ...state,
    start,
    resend,
    check,
    openOtp: () => setState((current) => ({ ...current, otpOpen: true })),
    closeOtp: () => setState((current) => ({ ...current, otpOpen: false })),
    /** Back to step 1 (details changed after the OTP was sent, or the verification ran out). */
    reset: () => setState(INITIAL),
  };
}
