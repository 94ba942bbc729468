import { and, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen, type OpenClock, POSTING, type PostingKind } from '../../db/posting-kind.ts';

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
