import type { ConsentPurpose } from '@pp/contract/privacy';
import type { AppContext } from '../../platform/context.ts';
import { withdrawnAmong, withdrawnByCode } from '../privacy/privacy.repo.ts';

/**
 * What a person's withdrawn consents take away (DPDP section 6(4): withdrawal takes effect at once),
 * decided here with the rest of who sees what. The consents themselves are the privacy feature's
 * (packages/contract/src/privacy.ts NOTICES); no record for a purpose is a person registered
 * before the register, under the terms then shown.
 *
 * - search: the candidate is not `searchable` (kept by the database from the consents, migration
 *   0027), so searches, their counts and the searchable relation below lose them in the
 *   withdrawing transaction; `candidateConsentsApplied` also drops them from a search page served
 *   from the few-seconds cache.
 * - resume: the searchable relation grants no resume, whatever the profile's switch.
 * - alerts: the alerts sender skips the person's saved searches.
 */

export async function consentWithdrawn(ctx: AppContext, userId: number, purpose: ConsentPurpose) {
  return (await withdrawnAmong(ctx.db, [userId], purpose)).has(userId);
}

/**
 * A candidate search page as this moment's consents allow: rows of those who withdrew being found
 * are left out, and the resume flag is off for those who withdrew showing it. One query per page.
 */
export async function candidateConsentsApplied<T extends { userCode: string; hasResume: boolean }>(
  ctx: AppContext,
  rows: T[],
): Promise<T[]> {
  if (!rows.length) return rows;
  const withdrawn = await withdrawnByCode(
    ctx.db,
    rows.map((r) => r.userCode),
    ['search', 'resume'],
  );
  return rows
    .filter((r) => !withdrawn.get(r.userCode)?.has('search'))
    .map((r) => (withdrawn.get(r.userCode)?.has('resume') ? { ...r, hasResume: false } : r));
}
