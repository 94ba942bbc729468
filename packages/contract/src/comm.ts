import { z } from 'zod';
import { languageField } from './account.ts';
import { SUPPORT_MESSAGE_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult, page } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { mobileField, oneLine, proofField, requiredText } from './validators.ts';

/** Limits of the support form's fields (the spec fixes only "all five are required"). */
export const GRIEVANCE_LIMITS = {
  registrationNumber: 50,
  name: 100,
  email: 254,
  message: SUPPORT_MESSAGE_MAX,
} as const;

/** An e-mail that is "required" in the support form's wording (the login form asks 'Please enter email'). */
const requiredEmail = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .min(1, MSG.required)
  .max(GRIEVANCE_LIMITS.email, OUR_MSG.invalidEmail)
  .pipe(z.email(OUR_MSG.invalidEmail));

export const grievanceBody = z.object({
  // One line each: they become lines of the support mail, so no line of it can be forged.
  registrationNumber: oneLine(requiredText(GRIEVANCE_LIMITS.registrationNumber)),
  name: oneLine(requiredText(GRIEVANCE_LIMITS.name)),
  email: requiredEmail,
  mobile: mobileField,
  message: requiredText(GRIEVANCE_LIMITS.message),
});
export type GrievanceInput = z.input<typeof grievanceBody>;

/** `POST comm/grievance`: the support form, open to anyone; the result's Message is shown in the alert. */
export const submitGrievance = endpoint({
  method: 'POST',
  path: 'comm/grievance',
  body: grievanceBody,
  result: messageResult,
  roles: 'public',
  summary: 'Support form: stored, mailed to the support address, acknowledged to the sender. Rate limited.',
});

// ---- One-time passwords (registration) ----

/** What an OTP is sent for: the registration flow it belongs to. */
export const OTP_PURPOSES = ['member', 'student', 'corporate'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_TTL_SECONDS = 600;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;

export const OTP_MSG = {
  wrong: 'The OTP is not correct. Please check and try again.',
  expired: 'The OTP has expired. Please use Resend OTP to get a new one.',
  tooManyTries: 'Too many wrong attempts. Please use Resend OTP to get a new one.',
  resendTooSoon: `Please wait ${OTP_RESEND_SECONDS} seconds before asking for a new OTP.`,
  required: 'Please enter the OTP',
  notVerified: 'Please verify your mobile number with the OTP first.',
  lookupFirst: 'Please verify your account details first.',
} as const;

const otpDigits = z
  .string({ error: OTP_MSG.required })
  .trim()
  .min(1, OTP_MSG.required)
  .regex(/^\d{4}$/, OTP_MSG.wrong);

/**
 * `POST comm/send-otp`. Members and students send the `lookupToken` from their record lookup (the
 * server sends to the mobile and e-mail on record, which the page never sees in full). Employers
 * send the mobile and e-mail of contact person 1 with the proof of work of the registration form; their
 * OTP goes to the mobile only (the e-mail is proved by the link mailed at registration).
 */
/** Ours: the language of the page, in which the OTP e-mail is written (default English). */
const language = languageField.optional();

export const sendOtpBody = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('member'), lookupToken: z.string().min(1).max(200), language }),
  z.object({ purpose: z.literal('student'), lookupToken: z.string().min(1).max(200), language }),
  z.object({
    purpose: z.literal('corporate'),
    language,
    mobile: mobileField,
    email: z.string().trim().toLowerCase().pipe(z.email(OUR_MSG.invalidEmail)),
    proof: proofField,
  }),
]);

export const sendOtpResult = z.object({
  /** Identifies the OTP for validate-otp. */
  otpRef: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** Seconds until Resend OTP may be used. */
  resendAfter: z.number().int(),
  Message: z.string(),
});

export const sendOtp = endpoint({
  method: 'POST',
  path: 'comm/send-otp',
  body: sendOtpBody,
  result: sendOtpResult,
  roles: 'public',
  summary: 'Sends a 4-digit OTP by SMS and e-mail; bound to the registration it was issued for.',
});

export const validateOtpBody = z.object({
  otpRef: z.string().min(1).max(64),
  otp: otpDigits,
  /** The spec's payload carries the mobile; accepted and ignored (the OTP reference decides). */
  mobile: z.string().max(20).optional(),
});

export const validateOtp = endpoint({
  method: 'POST',
  path: 'comm/validate-otp',
  body: validateOtpBody,
  result: z.object({
    verified: z.literal(true),
    /** Presented to auth/register-*: proves this OTP was verified (single use, 30 minutes). */
    registrationToken: z.string(),
  }),
  roles: 'public',
  summary: 'Checks an OTP; when right, a single-use registrationToken (30 minutes) for the register call.',
});

export const otpRecord = z.object({
  mobile: z.string(),
  otp: z.string(),
  createdOn: z.number().int(),
  expiresOn: z.number().int(),
});

/** `GET comm/otp`: the last 100 OTPs, newest first (admin). */
export const listOtps = endpoint({
  method: 'GET',
  path: 'comm/otp',
  result: page(otpRecord),
  roles: ['admin'],
  summary: 'The latest OTPs sent (mobile, OTP, sent and expiry times), for admins.',
});
