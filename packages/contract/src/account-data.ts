import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { encodedPassword } from './validators.ts';

/**
 * Data rights (DPDP Act 2023: access and erasure): a member or student downloads everything the portal holds on them and
 * can delete their account.
 *
 * Paths (ours):
 *   GET  account/my-data   a ZIP: data.json (account, profile, applications, saved searches,
 *                          messages, grievances, sessions) and the person's files
 *   POST account/delete    deletes the account after the password and the typed confirmation;
 *                          applications stay for the employers' records, anonymized
 */

/** What the person types to confirm the deletion. */
export const DELETE_CONFIRMATION = 'DELETE';
/** The name every deleted account carries (what employers see on old applications). */
export const DELETED_USER_NAME = 'Deleted user';

export const ACCOUNT_MSG = {
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  wrongPassword: 'The password is not correct.',
  typeToConfirm: `Please type ${DELETE_CONFIRMATION} to confirm.`,
} as const;

/** What the 'My data' page tells before a deletion (and the confirmation e-mail repeats). */
export const DELETION_CONSEQUENCES = [
  'You will be signed out and will not be able to sign in again with this account.',
  'Your profile, education, experience, certifications, skills, resume and photo are removed for good.',
  'Your saved searches and job alerts are removed.',
  'Employers keep their records of your past applications, shown as "Deleted user" without your contact details or resume.',
  'You may register again later with the same e-mail address as a new account.',
] as const;

export const downloadMyData = endpoint({
  method: 'GET',
  path: 'account/my-data',
  result: z.unknown(),
  roles: ['member', 'student'],
  download: true,
  summary:
    'A ZIP of everything held on the caller: data.json (account without secrets, profile, applications with stages, saved searches, messages received, grievances filed, sessions) and their files. Path ours.',
});

export const deleteAccountBody = z.object({
  /** The current password, encoded as every password on the wire. */
  password: encodedPassword,
  confirm: z
    .string({ error: ACCOUNT_MSG.typeToConfirm })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, ACCOUNT_MSG.typeToConfirm),
});

export const deleteMyAccount = endpoint({
  method: 'POST',
  path: 'account/delete',
  body: deleteAccountBody,
  result: z.object({ Message: z.string() }),
  roles: ['member', 'student'],
  summary:
    'Deletes the caller’s account after the password and the typed confirmation: personal data, files, saved searches and sessions removed; applications kept anonymized. Path ours.',
});
