import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { jobs } from '../../db/schema/postings.ts';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';

/** A posting an application is made to: its show window named as in db/posting-kind.ts, so the one open rule reads it. */
export interface PostingToApply {
  id: number;
  code: string;
  status: 'active' | 'onHold' | 'blocked';
  start: Date;
  end: Date;
  /** A job's audience (false for a training, which is for students). */
  isMemberJob: boolean;
}

/** A posting of a kind that is not deleted, by public code. */
export async function findToApply(
  db: Db,
  kind: PostingKind,
  code: string,
): Promise<PostingToApply | undefined> {
  const p = POSTING[kind];
  const rows = await db
    .select({
      id: p.id,
      code: p.code,
      status: p.status,
      start: p.start,
      end: p.end,
      isMemberJob: kind === 'job' ? jobs.isMemberJob : sql<boolean>`false`,
    })
    .from(p.t)
    .where(and(eq(p.code, code), isNull(p.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Whether the member's or student's profile holds a resume. */
export async function hasResume(db: Db, userId: number, kind: 'member' | 'student'): Promise<boolean> {
  const table = kind === 'member' ? memberProfiles : studentProfiles;
  const rows = await db
    .select({ resume: table.resumeFileId })
    .from(table)
    .where(eq(table.userId, userId))
    .limit(1);
  return rows[0]?.resume != null;
}

/**
 * Records an application and counts it on the posting, in the caller's transaction. Undefined
 * when the person had applied already (the unique constraint decides, also under races).
 */
export async function insertApplication(
  db: Db,
  kind: PostingKind,
  postingId: number,
  userId: number,
  at: Date,
) {
  const p = POSTING[kind];
  const a = p.applications;
  const rows = await db
    .insert(a.t)
    .values({ [a.postingKey]: postingId, userId, appliedAt: at, modifiedAt: at } as never)
    .onConflictDoNothing({ target: [a.postingId, a.userId] })
    .returning({ appliedAt: a.appliedAt });
  if (!rows[0]) return undefined;
  await db
    .update(p.t)
    .set({ applicationCount: sql`${p.applicationCount} + 1` })
    .where(eq(p.id, postingId));
  return rows[0];
}

/** Codes of the postings of a kind a person applied for, latest first, at most `limit`. */
export async function appliedCodes(db: Db, kind: PostingKind, userId: number, limit: number) {
  const p = POSTING[kind];
  const a = p.applications;
  const where = and(eq(a.userId, userId), isNull(p.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select({ code: p.code, appliedAt: a.appliedAt })
      .from(a.t)
      .innerJoin(p.t, eq(p.id, a.postingId))
      .where(where)
      .orderBy(desc(a.appliedAt), desc(a.id))
      .limit(limit),
    db.select({ total: count() }).from(a.t).innerJoin(p.t, eq(p.id, a.postingId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The pipeline stage of this person's applications to the postings of a kind with these codes. */
export async function stages(db: Db, kind: PostingKind, userId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const p = POSTING[kind];
  const a = p.applications;
  return db
    .select({ code: p.code, stage: a.stage })
    .from(a.t)
    .innerJoin(p.t, eq(p.id, a.postingId))
    .where(and(eq(a.userId, userId), inArray(p.code, codes)));
}
