import { DEFAULT_LANGUAGE, type Language } from '@pp/contract/account';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen, type OpenClock, POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Expiry reminders: postings are claimed (marked sent) by a conditional UPDATE over rows locked
 * with FOR UPDATE SKIP LOCKED, so two processes running the sender at once never claim the same
 * posting, and a claimed posting is never claimed again until its end date changes (the date
 * change sets expiry_notice_sent_at back to null).
 */

export interface ClaimedPosting {
  id: number;
  code: string;
  title: string;
  endDate: Date;
  applicationCount: number;
  ownerId: number;
  ownerRole: string;
  ownerName: string;
  ownerEmail: string;
  ownerLanguage: Language;
}

export interface ExpiryWindow extends OpenClock {
  /** End dates up to this moment are reminded. */
  until: Date;
}

/**
 * Claims up to `limit` open postings of a kind ending inside the window and not yet reminded;
 * returns them.
 */
export async function claimPostings(
  db: Db,
  kind: PostingKind,
  w: ExpiryWindow,
  limit: number,
): Promise<ClaimedPosting[]> {
  const p = POSTING[kind];
  const due = and(isOpen(kind, w), isNull(p.expiryNoticeSentAt), lte(p.end, w.until));
  const candidates = db
    .select({ id: p.id })
    .from(p.t)
    .innerJoin(users, and(eq(users.id, p.ownerId), isNull(users.deletedAt)))
    .where(due)
    .orderBy(p.end, p.id)
    .limit(limit)
    .for('update', { of: p.t, skipLocked: true });
  const claimed = await db
    .update(p.t)
    .set({ expiryNoticeSentAt: w.now })
    // Checked again on the locked row: a concurrent sender may have claimed it meanwhile.
    .where(and(inArray(p.id, candidates), isNull(p.expiryNoticeSentAt)))
    .returning({
      id: p.id,
      code: p.code,
      title: p.title,
      endDate: p.end,
      applicationCount: p.applicationCount,
      ownerId: p.ownerId,
    });
  return withOwners(db, claimed);
}

async function withOwners(
  db: Db,
  rows: Omit<ClaimedPosting, 'ownerRole' | 'ownerName' | 'ownerEmail' | 'ownerLanguage'>[],
): Promise<ClaimedPosting[]> {
  if (rows.length === 0) return [];
  const owners = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.ownerId),
      ),
    );
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => ({
    ...row,
    ownerRole: byId.get(row.ownerId)?.role ?? '',
    ownerName: byId.get(row.ownerId)?.name ?? '',
    ownerEmail: byId.get(row.ownerId)?.email ?? '',
    ownerLanguage: byId.get(row.ownerId)?.language ?? DEFAULT_LANGUAGE,
  }));
}
