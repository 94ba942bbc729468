import { and, count, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen, type OpenClock, POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { containing } from '../../platform/sql.ts';

/** Reads that treat jobs and trainings alike, through the one description of a posting kind. */

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
