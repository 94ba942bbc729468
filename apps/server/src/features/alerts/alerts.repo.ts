import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches, savedSearchHits } from '../../db/schema/alerts.ts';
import { jobs, trainings } from '../../db/schema/postings.ts';
import { users } from '../../db/schema/users.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;

export async function listOwn(db: Db, userId: number, searchKind?: string): Promise<SavedSearchRow[]> {
  const where = and(
    eq(savedSearches.userId, userId),
    searchKind ? eq(savedSearches.searchKind, searchKind) : undefined,
  ) as SQL;
  // Bounded by the per-person cap (SAVED_SEARCH_MAX); the limit is a belt for old data.
  return db
    .select()
    .from(savedSearches)
    .where(where)
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(100);
}

export async function countOwn(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return rows[0]?.n ?? 0;
}

/** The person's saved searches, and how many of them send alerts (the candidate's dashboard). */
export async function countOwnAlerting(db: Db, userId: number): Promise<{ total: number; alerting: number }> {
  const rows = await db
    .select({ total: count(), alerting: sql<number>`count(*) filter (where ${savedSearches.active})::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return { total: rows[0]?.total ?? 0, alerting: Number(rows[0]?.alerting ?? 0) };
}

/** Locks the person's row so two concurrent saves cannot both pass the cap. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findOwn(db: Db, userId: number, code: string): Promise<SavedSearchRow | undefined> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.code, code)))
    .limit(1);
  return rows[0];
}

export async function insert(db: Db, row: NewSavedSearchRow): Promise<SavedSearchRow> {
  const rows = await db.insert(savedSearches).values(row).returning();
  return rows[0]!;
}

export async function update(db: Db, id: number, set: Partial<NewSavedSearchRow>) {
  await db.update(savedSearches).set(set).where(eq(savedSearches.id, id));
}

export async function remove(db: Db, id: number) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

export async function removeAllOf(db: Db, userId: number) {
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

export async function findByUnsubscribeToken(db: Db, token: string): Promise<SavedSearchRow | undefined> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token))
    .limit(1);
  return rows[0];
}

/**
 * Claims one due alert inside the caller's transaction: FOR UPDATE SKIP LOCKED, so a second
 * process running the sender at the same time takes another row (or none) and never mails twice.
 * The owner must still exist and not be deleted.
 */
export async function claimDue(db: Db, now: Date) {
  const rows = await db
    .select({
      search: savedSearches,
      user: {
        id: users.id,
        code: users.code,
        role: users.role,
        name: users.name,
        email: users.email,
        userType: users.role,
        registrationType: users.registrationType,
        language: users.language,
        loginStatus: users.loginStatus,
        deletedAt: users.deletedAt,
      },
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.active, true), lte(savedSearches.nextRunAt, now)))
    .orderBy(asc(savedSearches.nextRunAt), asc(savedSearches.id))
    .limit(1)
    .for('update', { of: savedSearches, skipLocked: true });
  return rows[0];
}

import type { PostingKind } from '@pp/contract/pipeline';

export type { PostingKind };

/** Internal ids of postings by their public codes. */
export async function postingIdsByCode(db: Db, kind: PostingKind, codes: string[]) {
  if (!codes.length) return new Map<string, number>();
  const table = kind === 'job' ? jobs : trainings;
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Which of these postings this saved search has already mailed. */
export async function sentPostingIds(db: Db, savedSearchId: number, kind: PostingKind, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: savedSearchHits.postingId })
    .from(savedSearchHits)
    .where(
      and(
        eq(savedSearchHits.savedSearchId, savedSearchId),
        eq(savedSearchHits.postingKind, kind),
        inArray(savedSearchHits.postingId, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertHits(
  db: Db,
  savedSearchId: number,
  kind: PostingKind,
  ids: number[],
  sentAt: Date,
) {
  if (!ids.length) return;
  await db
    .insert(savedSearchHits)
    .values(ids.map((postingId) => ({ savedSearchId, postingKind: kind, postingId, sentAt })))
    .onConflictDoNothing();
}
