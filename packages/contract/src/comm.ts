import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG } from './messages.ts';
import { mobileField, requiredText } from './validators.ts';

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
  .max(GRIEVANCE_LIMITS.email, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

export const grievanceBody = z.object({
  registrationNumber: requiredText(GRIEVANCE_LIMITS.registrationNumber),
  name: requiredText(GRIEVANCE_LIMITS.name),
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
