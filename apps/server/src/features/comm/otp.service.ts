import { randomInt } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@pp/contract/account';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_MSG,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpPurpose,
} from '@pp/contract/comm';
import { OTP_LIST_SIZE } from '@pp/contract/constants';
import { maskEmail, maskMobile } from '@pp/contract/format';
import { MSG } from '@pp/contract/messages';
import { otpMail, otpText } from '../../mail-templates/auth.ts';
import { newCode, newToken, sha256 } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, tooManyRequests } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { checkProof } from '../../platform/proof-of-work.ts';
import { hit, LIMITS } from '../../platform/rate-limit.ts';
import { queueSms } from '../../platform/sms.ts';
import {
  consumeVerifiedOtp,
  findOtpByRef,
  findRegistrationLookup,
  findVerifiedOtp,
  insertOtp,
  insertRegistrationLookup,
  lastOtps,
  latestOtpForSubject,
  markOtpVerified,
  recordWrongOtp,
} from './comm.repo.ts';

/** A registration token is good for this long after the OTP was verified. */
const REGISTRATION_TOKEN_TTL_MS = 30 * 60_000;
const LOOKUP_TTL_MS = 30 * 60_000;

export type SendOtpInput = (
  | { purpose: 'member' | 'student'; lookupToken: string }
  | { purpose: 'corporate'; mobile: string; email: string; proof: string }
) & { language?: Language };

/**
 * Remembers a successful record look-up (registration step 1) and returns the token the page
 * sends to comm/send-otp; the mobile and e-mail on record never leave the server.
 */
export async function rememberLookup(
  ctx: AppContext,
  lookup: { purpose: OtpPurpose; subject: string; mobile: string; email: string },
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await insertRegistrationLookup(ctx.db, {
    tokenHash: sha256(token),
    ...lookup,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOOKUP_TTL_MS),
  });
  return token;
}

/** Sends a 4-digit OTP by SMS and e-mail, bound to what it was issued for (its subject). */
export async function sendOtp(ctx: AppContext, input: SendOtpInput, ip: string) {
  await hit(ctx, LIMITS.otpSend, ip);
  let target: { purpose: OtpPurpose; subject: string; mobile: string; email: string };
  if (input.purpose === 'corporate') {
    await checkProof(ctx, 'corporate-otp', input.proof, { ip });
    target = {
      purpose: 'corporate',
      subject: corporateSubject(input.email, input.mobile),
      mobile: input.mobile,
      email: input.email,
    };
  } else {
    const lookup = await findRegistrationLookup(ctx.db, sha256(input.lookupToken), ctx.now());
    if (!lookup || lookup.purpose !== input.purpose) throw badRequest(OTP_MSG.lookupFirst);
    target = { purpose: input.purpose, subject: lookup.subject, mobile: lookup.mobile, email: lookup.email };
  }
  const now = ctx.now();
  const previous = await latestOtpForSubject(ctx.db, target.subject);
  if (previous && now.getTime() - previous.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
    throw tooManyRequests(OTP_MSG.resendTooSoon);
  }
  await hit(ctx, LIMITS.otpSubject, target.subject);
  // And per mobile and per e-mail, whatever comes with them: the subject alone let a stranger
  // flood one phone by pairing it with a new e-mail each time (and one mailbox likewise).
  await hit(ctx, LIMITS.otpSubject, `mobile:${target.mobile}`);
  if (target.email) await hit(ctx, LIMITS.otpSubject, `email:${target.email}`);
  const otp = String(randomInt(0, 10_000)).padStart(4, '0');
  const ref = newCode(20);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await insertOtp(tx, {
      ref,
      mobile: target.mobile,
      email: target.email,
      otp,
      purpose: target.purpose,
      subject: target.subject,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    });
    const minutes = OTP_TTL_SECONDS / 60;
    await queueSms(txCtx, target.mobile, otpText(otp, minutes));
    // An employer's OTP proves the mobile; the e-mail is proved by its own link at registration.
    // No account exists yet: the mail is in the language of the page that asked for it.
    if (target.email && target.purpose !== 'corporate') {
      await queueMail(
        txCtx,
        otpMail({ to: target.email, language: input.language ?? DEFAULT_LANGUAGE, otp, minutes }),
      );
    }
  });
  return {
    otpRef: ref,
    mobile: maskMobile(target.mobile),
    // Where the OTP went: an employer's only to the mobile.
    email: target.email && target.purpose !== 'corporate' ? maskEmail(target.email) : '',
    resendAfter: OTP_RESEND_SECONDS,
    Message: MSG.otpSent,
  };
}

/** Checks an OTP; on success hands out the registration token (single use, 30 minutes). */
export async function validateOtp(ctx: AppContext, input: { otpRef: string; otp: string }, ip: string) {
  await hit(ctx, LIMITS.otpValidate, ip);
  const row = await findOtpByRef(ctx.db, input.otpRef);
  if (!row || row.verifiedAt) throw badRequest(OTP_MSG.expired, { otp: OTP_MSG.expired });
  const latest = await latestOtpForSubject(ctx.db, row.subject);
  if (latest && latest.id !== row.id) throw badRequest(OTP_MSG.expired, { otp: OTP_MSG.expired });
  if (row.expiresAt <= ctx.now()) throw badRequest(OTP_MSG.expired, { otp: OTP_MSG.expired });
  if (row.attempts >= OTP_MAX_WRONG_TRIES)
    throw badRequest(OTP_MSG.tooManyTries, { otp: OTP_MSG.tooManyTries });
  if (row.otp !== input.otp) {
    const attempts = await recordWrongOtp(ctx.db, row.id);
    const message = attempts >= OTP_MAX_WRONG_TRIES ? OTP_MSG.tooManyTries : OTP_MSG.wrong;
    throw badRequest(message, { otp: message });
  }
  const token = newToken();
  if (!(await markOtpVerified(ctx.db, row.id, sha256(token), ctx.now()))) {
    throw badRequest(OTP_MSG.expired, { otp: OTP_MSG.expired });
  }
  return { verified: true as const, registrationToken: token };
}

/** The verified OTP behind a registration token, if it is still good and unused. */
export async function verifiedRegistration(ctx: AppContext, registrationToken: string) {
  const since = new Date(ctx.now().getTime() - REGISTRATION_TOKEN_TTL_MS);
  const row = await findVerifiedOtp(ctx.db, sha256(registrationToken), since);
  if (!row) throw badRequest(OTP_MSG.notVerified);
  return row;
}

/** Uses a registration token up inside the registration's transaction. */
export async function consumeRegistration(ctx: AppContext, otpId: number) {
  if (!(await consumeVerifiedOtp(ctx.db, otpId, ctx.now()))) throw badRequest(OTP_MSG.notVerified);
}

export function corporateSubject(email: string, mobile: string) {
  return `corporate:${email.toLowerCase()}:${mobile}`;
}

export async function recentOtps(ctx: AppContext) {
  const rows = await lastOtps(ctx.db, OTP_LIST_SIZE);
  const list = rows.map((r) => ({
    mobile: r.mobile,
    otp: r.otp,
    createdOn: Math.floor(r.createdAt.getTime() / 1000),
    expiresOn: Math.floor(r.expiresAt.getTime() / 1000),
  }));
  return { list, total: list.length };
}
