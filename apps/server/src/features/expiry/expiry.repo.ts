import { DEFAULT_LANGUAGE, type Language } from '@pp/contract/account';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen, type OpenClock } from '../../db/posting-kind.ts';
import { jobs, trainings } from '../../db/schema/postings.ts';
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

/** Claims up to `limit` open jobs ending inside the window and not yet reminded; returns them. */
export async function claimJobs(db: Db, w: ExpiryWindow, limit: number): Promise<ClaimedPosting[]> {
  const due = and(isOpen('job', w), isNull(jobs.expiryNoticeSentAt), lte(jobs.endDate, w.until));
  const candidates = db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(users, and(eq(users.id, jobs.ownerId), isNull(users.deletedAt)))
    .where(due)
    .orderBy(jobs.endDate, jobs.id)
    .limit(limit)
    .for('update', { of: jobs, skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ expiryNoticeSentAt: w.now })
    // Checked again on the locked row: a concurrent sender may have claimed it meanwhile.
    .where(and(inArray(jobs.id, candidates), isNull(jobs.expiryNoticeSentAt)))
    .returning({
      id: jobs.id,
      code: jobs.code,
      title: jobs.title,
      endDate: jobs.endDate,
      applicationCount: jobs.applicationCount,
      ownerId: jobs.ownerId,
    });
  return withOwners(db, claimed);
}

/** The same for trainings (end date: the application end). */
export async function claimTrainings(db: Db, w: ExpiryWindow, limit: number): Promise<ClaimedPosting[]> {
  const due = and(
    isOpen('training', w),
    isNull(trainings.expiryNoticeSentAt),
    lte(trainings.applicationEnd, w.until),
  );
  const candidates = db
    .select({ id: trainings.id })
    .from(trainings)
    .innerJoin(users, and(eq(users.id, trainings.ownerId), isNull(users.deletedAt)))
    .where(due)
    .orderBy(trainings.applicationEnd, trainings.id)
    .limit(limit)
    .for('update', { of: trainings, skipLocked: true });
  const claimed = await db
    .update(trainings)
    .set({ expiryNoticeSentAt: w.now })
    .where(and(inArray(trainings.id, candidates), isNull(trainings.expiryNoticeSentAt)))
    .returning({
      id: trainings.id,
      code: trainings.code,
      title: trainings.title,
      endDate: trainings.applicationEnd,
      applicationCount: trainings.applicationCount,
      ownerId: trainings.ownerId,
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
