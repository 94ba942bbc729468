import type { Language } from '@pp/contract/account';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personMessages } from '../../db/schema/comm.ts';
import { files } from '../../db/schema/files.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import { corporateProfiles, memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { anyCodeOrName } from '../search/search.repo.ts';

// ---- Company profile ----

export type CorporateProfileRow = typeof corporateProfiles.$inferSelect;
export type CorporateProfileChanges = Partial<Omit<CorporateProfileRow, 'userId'>>;

export interface CorporateUserRow {
  id: number;
  code: string;
  email: string;
  name: string;
  mobile: string;
  loginStatus: string;
  registrationType: string;
}

export async function findCorporateUser(db: Db, id: number): Promise<CorporateUserRow | undefined> {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      email: users.email,
      name: users.name,
      mobile: users.mobile,
      loginStatus: sql<string>`${users.loginStatus}::text`,
      registrationType: users.registrationType,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'corporate')))
    .limit(1);
  return rows[0];
}

export async function findCorporateUserByCode(db: Db, code: string): Promise<CorporateUserRow | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.code, code), eq(users.role, 'corporate'), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ? findCorporateUser(db, rows[0].id) : undefined;
}

export async function findCorporateProfile(db: Db, userId: number): Promise<CorporateProfileRow | undefined> {
  const rows = await db.select().from(corporateProfiles).where(eq(corporateProfiles.userId, userId)).limit(1);
  return rows[0];
}

/** Locks the profile row for a read-modify-write in a transaction. */
export async function lockCorporateProfile(db: Db, userId: number): Promise<CorporateProfileRow | undefined> {
  const rows = await db
    .select()
    .from(corporateProfiles)
    .where(eq(corporateProfiles.userId, userId))
    .for('update')
    .limit(1);
  return rows[0];
}

/**
 * Updates the company profile; creates it from `defaults` when an account has none yet (an
 * account made before its profile, e.g. by an import).
 */
export async function saveCorporateProfile(
  db: Db,
  userId: number,
  changes: CorporateProfileChanges,
  defaults: { companyName: string },
) {
  const updated = await db
    .update(corporateProfiles)
    .set(changes)
    .where(eq(corporateProfiles.userId, userId))
    .returning({ userId: corporateProfiles.userId });
  if (updated.length) return;
  await db.insert(corporateProfiles).values({ companyName: defaults.companyName, ...changes, userId });
}

/** Keeps the account's display name (page headers, auth/me) the company's name. */
export async function renameCorporateUser(db: Db, userId: number, name: string, now: Date) {
  await db
    .update(users)
    .set({ name, modifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'corporate')));
}

// ---- Files (balance sheet) ----

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<FileRow> {
  const rows = await db.insert(files).values(row).returning();
  return rows[0]!;
}

export async function findFileById(db: Db, id: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

export async function findOwnedFile(db: Db, ownerId: number, kind: string, fileName: string) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.kind, kind), eq(files.fileName, fileName)))
    .limit(1);
  return rows[0];
}

/** Deletes a file row; answers its storage key (the bytes go after the commit). */
export async function deleteFileRow(db: Db, id: number): Promise<string | undefined> {
  const rows = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
  return rows[0]?.storageKey;
}

// ---- Candidate search ----

export type CandidateKind = 'member' | 'student';

export interface CandidateFilter {
  stateCode?: string;
  cityCodes: string[];
  skillCodes: string[];
  /** The skills asked for that are names typed in (no codes): matched case-insensitively. */
  skillNames: string[];
}

export interface CandidateRow {
  userId: number;
  userCode: string;
  name: string;
  profilePicture: string;
  stateCode: string;
  cityCode: string;
  skills: string[];
  profileSummary: string;
  totalExperienceInMonths: number;
  currentCtc: number;
  currentCtcCurrency: string;
  currentCompany: string;
  currentRole: string;
  hasResume: boolean;
  /** The candidate's switch: employers who only found them by search may open the resume. */
  showsResume: boolean;
  modifiedAt: Date;
}

const searchableUser = and(eq(users.loginStatus, 'active'), isNull(users.deletedAt));

function memberProfileWhere(filter: CandidateFilter): SQL | undefined {
  return and(
    eq(memberProfiles.isActive, true),
    filter.stateCode ? eq(memberProfiles.stateCode, filter.stateCode) : undefined,
    filter.cityCodes.length ? inArray(memberProfiles.cityCode, filter.cityCodes) : undefined,
    // `&&` on the skills array: served by member_profiles_skills_gin (a typed name adds a look).
    filter.skillCodes.length
      ? anyCodeOrName(memberProfiles.skills, filter.skillCodes, filter.skillNames)
      : undefined,
  );
}

// The role is implied by the profile; said here so that the name-order indexes (users_*_name_order_idx) apply.
function memberWhere(filter: CandidateFilter): SQL | undefined {
  return and(memberProfileWhere(filter), searchableUser, eq(users.role, 'member'));
}

function studentProfileWhere(filter: CandidateFilter): SQL | undefined {
  return and(
    eq(studentProfiles.isActive, true),
    filter.stateCode ? eq(studentProfiles.stateCode, filter.stateCode) : undefined,
    filter.cityCodes.length ? inArray(studentProfiles.cityCode, filter.cityCodes) : undefined,
    filter.skillCodes.length
      ? anyCodeOrName(studentProfiles.skills, filter.skillCodes, filter.skillNames)
      : undefined,
  );
}

function studentWhere(filter: CandidateFilter): SQL | undefined {
  return and(studentProfileWhere(filter), searchableUser, eq(users.role, 'student'));
}

/**
 * The same rows as the inner join with `searchableUser`, for counting: every profile has its
 * user (not-null foreign key), so "its user is active and not deleted" is "no blocked or deleted
 * user has its id". PostgreSQL then counts the profiles alone and anti-joins the few blocked or
 * deleted users, instead of joining every matching profile with `users` (a state with 70 000
 * students: 254 ms -> 78 ms on the bench data set; see bench/results/history-2026-11.md).
 */
function userNotBlockedOrDeleted(userId: SQL): SQL {
  return sql`not exists (select 1 from "users" as u where u."id" = ${userId} and (u."login_status" <> 'active' or u."deleted_at" is not null))`;
}

/** Active member profiles matching the filter, one page in SQL. Sort: 1 name, 2 updated, 3 experience. */
export async function pageMemberProfiles(
  db: Db,
  filter: CandidateFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<CandidateRow[]> {
  const where = memberWhere(filter);
  const order =
    sort === 1
      ? [asc(sql`lower(${users.name})`), asc(users.id)]
      : sort === 3
        ? [desc(memberProfiles.totalExperienceInMonths), desc(memberProfiles.modifiedAt), desc(users.id)]
        : [desc(memberProfiles.modifiedAt), desc(users.id)];
  return db
    .select({
      userId: users.id,
      userCode: users.code,
      name: users.name,
      profilePicture: memberProfiles.profilePicture,
      stateCode: memberProfiles.stateCode,
      cityCode: memberProfiles.cityCode,
      skills: memberProfiles.skills,
      profileSummary: memberProfiles.profileSummary,
      totalExperienceInMonths: memberProfiles.totalExperienceInMonths,
      currentCtc: memberProfiles.currentCtc,
      currentCtcCurrency: memberProfiles.currentCtcCurrency,
      currentCompany: memberProfiles.currentCompany,
      currentRole: memberProfiles.currentRole,
      hasResume: sql<boolean>`${memberProfiles.resumeFileId} is not null`,
      showsResume: memberProfiles.showResumeToEmployers,
      modifiedAt: memberProfiles.modifiedAt,
    })
    .from(memberProfiles)
    .innerJoin(users, eq(users.id, memberProfiles.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many active member profiles match the filter (every page's total). */
export async function countMemberProfiles(db: Db, filter: CandidateFilter): Promise<number> {
  const totals = await db
    .select({ total: count() })
    .from(memberProfiles)
    .where(and(memberProfileWhere(filter), userNotBlockedOrDeleted(sql`"member_profiles"."user_id"`)));
  return totals[0]?.total ?? 0;
}

/** Active student profiles matching the filter, one page in SQL. Sort: 1 name, else updated. */
export async function pageStudentProfiles(
  db: Db,
  filter: CandidateFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<CandidateRow[]> {
  const where = studentWhere(filter);
  const order =
    sort === 1
      ? [asc(sql`lower(${users.name})`), asc(users.id)]
      : [desc(studentProfiles.modifiedAt), desc(users.id)];
  return db
    .select({
      userId: users.id,
      userCode: users.code,
      name: users.name,
      profilePicture: studentProfiles.profilePicture,
      stateCode: studentProfiles.stateCode,
      cityCode: studentProfiles.cityCode,
      skills: studentProfiles.skills,
      profileSummary: studentProfiles.profileSummary,
      totalExperienceInMonths: sql<number>`0`,
      currentCtc: sql<number>`0`,
      currentCtcCurrency: sql<string>`''`,
      currentCompany: sql<string>`''`,
      currentRole: sql<string>`''`,
      hasResume: sql<boolean>`${studentProfiles.resumeFileId} is not null`,
      showsResume: studentProfiles.showResumeToEmployers,
      modifiedAt: studentProfiles.modifiedAt,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many active student profiles match the filter (every page's total). */
export async function countStudentProfiles(db: Db, filter: CandidateFilter): Promise<number> {
  const totals = await db
    .select({ total: count() })
    .from(studentProfiles)
    .where(and(studentProfileWhere(filter), userNotBlockedOrDeleted(sql`"student_profiles"."user_id"`)));
  return totals[0]?.total ?? 0;
}

// ---- Messages ----

export interface RecipientRow {
  id: number;
  code: string;
  name: string;
  email: string;
  language: Language;
  isActive: boolean | null;
}

/** A member or student by code, with the active flag of their profile; blocked or deleted: none. */
export async function findRecipient(
  db: Db,
  kind: CandidateKind,
  code: string,
): Promise<RecipientRow | undefined> {
  const profile = kind === 'member' ? memberProfiles : studentProfiles;
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      name: users.name,
      email: users.email,
      language: users.language,
      isActive: profile.isActive,
    })
    .from(users)
    .leftJoin(profile, eq(profile.userId, users.id))
    .where(and(eq(users.code, code), eq(users.role, kind), searchableUser))
    .limit(1);
  return rows[0];
}

export async function insertPersonMessage(db: Db, row: typeof personMessages.$inferInsert) {
  await db.insert(personMessages).values(row);
}

// ---- Dashboard ----

/**
 * The end of the previous visit: when the user's latest other session was last used. Read-only
 * use of the sessions table (the platform's), for the dashboard's "since your last visit".
 */
export async function previousVisitEnd(
  db: Db,
  userId: number,
  currentSessionId: number,
): Promise<Date | null> {
  const rows = await db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  return rows[0]?.lastSeenAt ?? null;
}

/** Applications to the employer's postings after `since`. */
export async function countApplicationsSince(db: Db, employerId: number, since: Date): Promise<number> {
  const [viaJobs, viaTrainings] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobs.ownerId, employerId), isNull(jobs.deletedAt), gt(jobApplications.appliedAt, since))),
    db
      .select({ n: count() })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(
        and(
          eq(trainings.ownerId, employerId),
          isNull(trainings.deletedAt),
          gt(trainingApplications.appliedAt, since),
        ),
      ),
  ]);
  return (viaJobs[0]?.n ?? 0) + (viaTrainings[0]?.n ?? 0);
}

export interface LatestApplicationRow {
  kind: 'job' | 'training';
  postingCode: string;
  postingTitle: string;
  userCode: string;
  role: string;
  name: string;
  appliedAt: Date;
}

/** The latest applications to the employer's postings, newest first. */
export async function latestApplications(
  db: Db,
  employerId: number,
  limit: number,
): Promise<LatestApplicationRow[]> {
  const [viaJobs, viaTrainings] = await Promise.all([
    db
      .select({
        postingCode: jobs.code,
        postingTitle: jobs.title,
        userCode: users.code,
        role: sql<string>`${users.role}::text`,
        name: users.name,
        appliedAt: jobApplications.appliedAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(and(eq(jobs.ownerId, employerId), isNull(jobs.deletedAt)))
      .orderBy(desc(jobApplications.appliedAt))
      .limit(limit),
    db
      .select({
        postingCode: trainings.code,
        postingTitle: trainings.title,
        userCode: users.code,
        role: sql<string>`${users.role}::text`,
        name: users.name,
        appliedAt: trainingApplications.appliedAt,
      })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .innerJoin(users, eq(users.id, trainingApplications.userId))
      .where(and(eq(trainings.ownerId, employerId), isNull(trainings.deletedAt)))
      .orderBy(desc(trainingApplications.appliedAt))
      .limit(limit),
  ]);
  return [
    ...viaJobs.map((row) => ({ ...row, kind: 'job' as const })),
    ...viaTrainings.map((row) => ({ ...row, kind: 'training' as const })),
  ]
    .sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime())
    .slice(0, limit);
}
