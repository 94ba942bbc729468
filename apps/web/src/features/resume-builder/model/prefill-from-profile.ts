import type { Me } from '@pp/contract/auth';
import { getMemberProfile, getStudentProfile } from '@pp/contract/profiles';
import { call } from '../../../lib/api.ts';
import { prefillFromMemberProfile, prefillFromStudentProfile, type ResumePrefill } from './prefill.ts';

/**
 * The signed-in member's or student's details (from `auth/me`, through the session) for an empty
 * builder: the full profile when it can be read, else at least name and e-mail. Anyone else
 * (employer, admin) gets nothing: the builder is public and works without a profile.
 */
export async function prefillFromProfile(user: Me): Promise<ResumePrefill | null> {
  if (user.role !== 'member' && user.role !== 'student') return null;
  try {
    return user.role === 'member'
      ? prefillFromMemberProfile(await call(getMemberProfile))
      : prefillFromStudentProfile(await call(getStudentProfile));
  } catch {
    return { name: user.name, email: user.email };
  }
}
