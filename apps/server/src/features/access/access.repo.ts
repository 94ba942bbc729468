import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import {
  corporateProfiles,
  memberProfiles,
  profileViews,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { companyNameSql } from '../corporates/company-name.ts';

/** The facts the candidate-access rule is decided on (features/access/candidate-access.ts). */

export interface PostingFilter {
  jobCode?: string;
  trainingCode?: string;
}

/**
 * Whether the candidate applied to one of the employer's (not deleted) jobs or trainings; with a
 * posting code, to that posting.
 */
export async function appliedToEmployer(
  db: Db,
  employerId: number,
  candidateId: number,
  posting: PostingFilter = {},
): Promise<boolean> {
  const anyPosting = !posting.jobCode && !posting.trainingCode;
  if (anyPosting || posting.jobCode) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(
          eq(jobApplications.userId, candidateId),
          eq(jobs.ownerId, employerId),
          isNull(jobs.deletedAt),
          posting.jobCode ? eq(jobs.code, posting.jobCode) : undefined,
        ),
      )
      .limit(1);
    if (rows.length) return true;
  }
  if (anyPosting || posting.trainingCode) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(
        and(
          eq(trainingApplications.userId, candidateId),
          eq(trainings.ownerId, employerId),
          isNull(trainings.deletedAt),
          posting.trainingCode ? eq(trainings.code, posting.trainingCode) : undefined,
        ),
      )
      .limit(1);
    if (rows.length) return true;
  }
  return false;
}

/**
 * Whether the candidate can be found by search (the profile's `searchable`, which every candidate
 * search filters on: an active profile of an active account) and has switched on showing the resume.
 */
export async function searchState(
  db: Db,
  candidateId: number,
  role: string,
): Promise<{ searchable: boolean; showsResume: boolean }> {
  const profile = role === 'member' ? memberProfiles : role === 'student' ? studentProfiles : null;
  if (!profile) return { searchable: false, showsResume: false };
  const rows = await db
    .select({ searchable: profile.searchable, showsResume: profile.showResumeToEmployers })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(and(eq(profile.userId, candidateId), eq(users.loginStatus, 'active'), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  return { searchable: row?.searchable === true, showsResume: row?.showsResume === true };
}

/** Whether the candidate switched on showing the resume (search rows and views). */
export async function showsResume(db: Db, candidateId: number, role: string): Promise<boolean> {
  return (await searchState(db, candidateId, role)).showsResume;
}

// ---- Profile views ----

export async function viewedOn(db: Db, viewerId: number, candidateId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: profileViews.id })
    .from(profileViews)
    .where(
      and(
        eq(profileViews.viewerId, viewerId),
        eq(profileViews.candidateId, candidateId),
        eq(profileViews.day, day),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Distinct candidates found by search (not applicants) the employer opened on that day. */
export async function searchViewsOn(db: Db, viewerId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileViews)
    .where(
      and(eq(profileViews.viewerId, viewerId), eq(profileViews.day, day), eq(profileViews.viaSearch, true)),
    );
  return row?.n ?? 0;
}

/** One row per employer, candidate and day: a second view that day only moves its time. */
export async function recordView(
  db: Db,
  view: { viewerId: number; candidateId: number; day: string; viaSearch: boolean; at: Date },
): Promise<void> {
  await db
    .insert(profileViews)
    .values({
      viewerId: view.viewerId,
      candidateId: view.candidateId,
      day: view.day,
      viaSearch: view.viaSearch,
      viewedAt: view.at,
    })
    .onConflictDoUpdate({
      target: [profileViews.candidateId, profileViews.viewerId, profileViews.day],
      set: { viewedAt: view.at },
    });
}

/** The candidate's list: company (or the account's name) and time, newest first. */
export async function listViews(db: Db, candidateId: number, since: Date, offset: number, limit: number) {
  const where = and(eq(profileViews.candidateId, candidateId), gte(profileViews.viewedAt, since));
  const [list, [total]] = await Promise.all([
    db
      .select({
        companyName: companyNameSql,
        viewedAt: profileViews.viewedAt,
      })
      .from(profileViews)
      .innerJoin(users, eq(users.id, profileViews.viewerId))
      .leftJoin(corporateProfiles, eq(corporateProfiles.userId, profileViews.viewerId))
      .where(where)
      .orderBy(desc(profileViews.viewedAt), desc(profileViews.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(profileViews).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Storage limitation: views older than the list shows are deleted (the daily scheduler). */
export async function deleteViewsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(profileViews)
    .where(lt(profileViews.viewedAt, before))
    .returning({ id: profileViews.id });
  return deleted.length;
}
