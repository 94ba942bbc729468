import type { Language } from '@pp/contract/account';
import type { ApplicationStage } from '@pp/contract/pipeline';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { files } from '../../db/schema/files.ts';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/** Stages of applications and the resumes of a posting's applicants. */

export type { PostingKind };

/** The application table of a kind (db/posting-kind.ts). */
function table(kind: PostingKind) {
  return POSTING[kind].applications;
}

export interface ApplicationForStage {
  id: number;
  stage: ApplicationStage;
  stageNote: string;
  modifiedAt: Date;
  userId: number;
  userCode: string;
  role: string;
  name: string;
  email: string;
  language: Language;
  deleted: boolean;
}

/**
 * The applications of the people `userCodes` to the posting, in application order, locked for the
 * rest of the transaction so that two concurrent changes see each other's before-state.
 */
export async function lockApplications(
  db: Db,
  kind: PostingKind,
  postingId: number,
  userCodes: readonly string[],
): Promise<ApplicationForStage[]> {
  if (!userCodes.length) return [];
  const a = table(kind);
  return db
    .select({
      id: a.id,
      stage: a.stage,
      stageNote: a.stageNote,
      modifiedAt: a.modifiedAt,
      userId: users.id,
      userCode: users.code,
      role: sql<string>`${users.role}::text`,
      name: users.name,
      email: users.email,
      language: users.language,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(a.t)
    .innerJoin(users, eq(users.id, a.userId))
    .where(and(eq(a.postingId, postingId), inArray(users.code, [...userCodes])))
    .orderBy(asc(a.id))
    .for('update', { of: a.t });
}

export async function updateStage(
  db: Db,
  kind: PostingKind,
  id: number,
  stage: ApplicationStage,
  stageNote: string,
  now: Date,
): Promise<void> {
  const a = table(kind);
  await db.update(a.t).set({ stage, stageNote, modifiedAt: now }).where(eq(a.id, id));
}

// ---- Resumes ----

export interface ApplicantResume {
  applicationId: number;
  userCode: string;
  name: string;
  /** Null when the applicant has no resume on their profile. */
  storageKey: string | null;
}

/** The applicants of a posting after an application id with their current resume: keyset batches. */
export async function resumesAfter(
  db: Db,
  kind: PostingKind,
  postingId: number,
  afterId: number | undefined,
  limit: number,
): Promise<ApplicantResume[]> {
  const a = table(kind);
  const rows = await db
    .select({
      applicationId: a.id,
      userCode: users.code,
      name: users.name,
      storageKey: files.storageKey,
    })
    .from(a.t)
    .innerJoin(users, eq(users.id, a.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      files,
      eq(files.id, sql`coalesce(${memberProfiles.resumeFileId}, ${studentProfiles.resumeFileId})`),
    )
    .where(and(eq(a.postingId, postingId), afterId === undefined ? undefined : gt(a.id, afterId)))
    .orderBy(asc(a.id))
    .limit(limit);
  return rows;
}

/** How many applicants a posting has, and how many of them have a resume. */
export async function countResumes(
  db: Db,
  kind: PostingKind,
  postingId: number,
): Promise<{ applicants: number; withResume: number }> {
  const a = table(kind);
  const rows = await db
    .select({
      applicants: count(),
      withResume: sql<number>`count(coalesce(${memberProfiles.resumeFileId}, ${studentProfiles.resumeFileId}))::int`,
    })
    .from(a.t)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, a.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, a.userId))
    .where(eq(a.postingId, postingId));
  return { applicants: rows[0]?.applicants ?? 0, withResume: Number(rows[0]?.withResume ?? 0) };
}

// ---- Counts by stage (the dashboards) ----

/**
 * Whose applications to count: one applicant's, those to one employer's postings, or every one.
 * The first two leave out postings deleted since (as the applications and posted lists do); 'all'
 * counts every row, like the admin's application cards.
 */
export type StageScope = { applicantId: number } | { ownerId: number } | 'all';

/** Applications by their stage now: one GROUP BY on the application table's indexes. */
export async function countByStage(
  db: Db,
  kind: PostingKind,
  scope: StageScope,
): Promise<Map<string, number>> {
  const a = table(kind);
  const p = POSTING[kind];
  const select = db.select({ stage: a.stage, n: count() }).from(a.t);
  const rows =
    scope === 'all'
      ? await select.groupBy(a.stage)
      : await select
          .innerJoin(p.t, eq(p.id, a.postingId))
          .where(
            and(
              isNull(p.deletedAt),
              'applicantId' in scope ? eq(a.userId, scope.applicantId) : eq(p.ownerId, scope.ownerId),
            ),
          )
          .groupBy(a.stage);
  return new Map(rows.map((row) => [row.stage, Number(row.n)]));
}
