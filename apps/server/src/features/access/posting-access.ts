import type { AuthUser } from '../../platform/session.ts';

/**
 * Who manages an employer's records (a job or training: its applicants, their stages, interviews,
 * dates and status; the company's own balance sheet): the owning employer, or any admin. The one
 * rule every service asks; anyone else is answered as if the record did not exist.
 */
export function ownerOrAdmin(user: Pick<AuthUser, 'id' | 'role'> | null, ownerId: number): boolean {
  return user !== null && (user.role === 'admin' || (user.role === 'corporate' && user.id === ownerId));
}
