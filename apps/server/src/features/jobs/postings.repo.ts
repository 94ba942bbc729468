import { and, count, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isOpen, type OpenClock, POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { builtOnce } from '../../db/prepared.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { type CreatedKey, containing, createdBefore } from '../../platform/sql.ts';

/** Reads that treat jobs and trainings alike, through the one description of a posting kind. */

/**
 * The columns every posting row carries besides its own (a list row or the detail page, the
 * employer's and the admin's): its state, applications, owner and company. The kind's row query
 * joins the owner (`users`) and its company profile.
 */
export function ownedPostingColumns(kind: PostingKind) {
  const p = POSTING[kind];
  return {
    status: p.status,
    createdAt: p.createdAt,
    modifiedAt: p.modifiedAt,
    deletedAt: p.deletedAt,
    /**
     * The column raised in the application's own transaction (applications are never deleted),
     * not a count of rows, which for a campus drive of 100 000 applicants took 10-15 ms at every
     * look-up (bench/results/history-2026-11.md).
     */
    applicationCount: p.applicationCount,
    ownerName: users.name,
    ownerCode: users.code,
    companyName: corporateProfiles.companyName,
    companyDescription: corporateProfiles.companyDescription,
    companyIsPcs: corporateProfiles.isPcs,
  };
}

/** A kind's row query (`db.select(columns).from(table).$dynamic()`) joined to the owner and its company. */
export function joinOwner<T extends PgSelect>(kind: PostingKind, rows: T): T {
  const p = POSTING[kind];
  // Dynamic mode (`$dynamic()`): each join adds to the same builder and returns it; the rows'
  // type is the selected columns'.
  rows
    .innerJoin(users, eq(users.id, p.ownerId))
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, p.ownerId));
  return rows;
}

/** The row those columns read. */
export interface OwnedPostingRow {
  createdAt: Date;
  modifiedAt: Date;
  deletedAt: Date | null;
  applicationCount: number;
  ownerName: string;
  ownerCode: string;
  companyName: string | null;
  companyDescription: string | null;
  companyIsPcs: boolean | null;
}

/** Writes a new posting of a kind; its id and public code. */
export async function insertPosting<K extends PostingKind>(
  db: Db,
  kind: K,
  row: (typeof POSTING)[K]['t']['$inferInsert'],
): Promise<{ id: number; code: string }> {
  const p = POSTING[kind as PostingKind];
  const rows = await db
    .insert(p.t)
    .values(row as never)
    .returning({ id: p.id, code: p.code });
  return rows[0]!;
}

/**
 * A posting by its public code, deleted ones included (the service decides), over the kind's row
 * query. Named (db/prepared.ts): it runs before every applicants page, and PostgreSQL spent 0.33 ms
 * planning this 0.05 ms look-up.
 */
export function byCodeStatement<T extends PgSelect>(kind: PostingKind, rows: (db: Db) => T, name: string) {
  return builtOnce((db) =>
    rows(db)
      .where(eq(POSTING[kind].code, sql.placeholder('code')))
      .limit(1)
      .prepare(name),
  );
}

/** One employer's open postings of a kind (its dashboard). */
export async function countOpen(db: Db, kind: PostingKind, ownerId: number, at: OpenClock): Promise<number> {
  const p = POSTING[kind];
  const rows = await db
    .select({ n: count() })
    .from(p.t)
    .where(and(eq(p.ownerId, ownerId), isOpen(kind, at)));
  return rows[0]?.n ?? 0;
}

/** One employer's open postings whose last day falls before `until`, soonest first. */
export async function openEndingBefore(
  db: Db,
  kind: PostingKind,
  ownerId: number,
  at: OpenClock,
  until: Date,
  limit: number,
) {
  const p = POSTING[kind];
  return db
    .select({ code: p.code, title: p.title, endDate: p.end, applicationCount: p.applicationCount })
    .from(p.t)
    .where(and(eq(p.ownerId, ownerId), isOpen(kind, at), lte(p.end, until)))
    .orderBy(p.end)
    .limit(limit);
}

/** Every open posting of a kind (the admin's statistics). */
export async function countAllOpen(db: Db, kind: PostingKind, at: OpenClock): Promise<number> {
  const p = POSTING[kind];
  const rows = await db.select({ n: count() }).from(p.t).where(isOpen(kind, at));
  return rows[0]?.n ?? 0;
}

/** When this person applied to the posting (null when not). */
export async function appliedOn(
  db: Db,
  kind: PostingKind,
  postingId: number,
  userId: number,
): Promise<Date | null> {
  const a = POSTING[kind].applications;
  const rows = await db
    .select({ appliedAt: a.appliedAt })
    .from(a.t)
    .where(and(eq(a.postingId, postingId), eq(a.userId, userId)))
    .limit(1);
  return rows[0]?.appliedAt ?? null;
}

/** What a change of a posting writes besides itself: when, and who (trainings keep the modifier). */
function modified(kind: PostingKind, actorId: number, now: Date) {
  return kind === 'training' ? { modifiedAt: now, modifiedBy: actorId } : { modifiedAt: now };
}

/** Moves a posting from status `from` to `to`; false when its status is no longer `from`. */
export async function updateStatus(
  db: Db,
  kind: PostingKind,
  id: number,
  change: { from: string; to: string },
  actorId: number,
  now: Date,
): Promise<boolean> {
  const p = POSTING[kind];
  const rows = await db
    .update(p.t)
    .set({ status: change.to as never, ...modified(kind, actorId, now) })
    .where(and(eq(p.id, id), eq(p.status, change.from as never)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** The show window (a training's application window). A new last day earns a new expiry reminder. */
export async function updateDates(
  db: Db,
  kind: PostingKind,
  id: number,
  window: { start: Date; end: Date },
  actorId: number,
  now: Date,
) {
  const p = POSTING[kind];
  await db
    .update(p.t)
    .set({
      [p.windowKeys.start]: window.start,
      [p.windowKeys.end]: window.end,
      ...modified(kind, actorId, now),
      expiryNoticeSentAt: sql`case when ${p.end} = ${window.end.toISOString()}::timestamptz then ${p.expiryNoticeSentAt} else null end`,
    })
    .where(eq(p.id, id));
}

/** The admin's summaries: what the admin looks for among one kind's postings (not deleted). */
export interface PostingSearch {
  from: Date | null;
  before: Date | null;
  search: string;
}

/** The condition of a `PostingSearch` (the query joins the owner's company profile). */
export function postingSearchWhere(kind: PostingKind, f: PostingSearch): SQL | undefined {
  const p = POSTING[kind];
  return and(
    isNull(p.deletedAt),
    f.from ? gte(p.createdAt, f.from) : undefined,
    f.before ? lt(p.createdAt, f.before) : undefined,
    f.search
      ? or(ilike(p.title, containing(f.search)), ilike(corporateProfiles.companyName, containing(f.search)))
      : undefined,
  );
}

/** Newest first, as every list of postings is ordered (the kinds' `_created_idx`). */
function newestFirst(kind: PostingKind) {
  const p = POSTING[kind];
  return [desc(p.createdAt), desc(p.id)] as const;
}

/**
 * One page of a kind's postings matching `where`, newest first, and how many match. `rows` is the
 * kind's own row query (`$dynamic()`: its columns and joins); the count joins the owner's company
 * only where the condition reads it (`postingSearchWhere`).
 */
export async function pageNewest<T extends PgSelect>(
  db: Db,
  kind: PostingKind,
  rows: T,
  where: SQL | undefined,
  page: { offset: number; limit: number; joinCompany?: boolean },
) {
  const p = POSTING[kind];
  const counted = db.select({ total: count() }).from(p.t).$dynamic();
  const [list, totals] = await Promise.all([
    rows
      .where(where)
      .orderBy(...newestFirst(kind))
      .limit(page.limit)
      .offset(page.offset),
    (page.joinCompany
      ? counted.leftJoin(corporateProfiles, eq(corporateProfiles.userId, p.ownerId))
      : counted
    ).where(where),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
}

/** The postings of a `PostingSearch` in keyset batches after `key` (the admin's export). */
export function searchedAfter<T extends PgSelect>(
  kind: PostingKind,
  rows: T,
  f: PostingSearch,
  key: CreatedKey | undefined,
  limit: number,
) {
  const p = POSTING[kind];
  return rows
    .where(and(postingSearchWhere(kind, f), createdBefore(p.createdAt, p.id, key)))
    .orderBy(...newestFirst(kind))
    .limit(limit);
}
