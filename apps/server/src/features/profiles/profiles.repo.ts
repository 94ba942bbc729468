import type { ProfileSection } from '@pp/contract/profiles';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import {
  certificationItems,
  educationItems,
  experienceItems,
  memberProfiles,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

export type CandidateRole = 'member' | 'student';

/**
 * Whether employers find a candidate: the profile's `searchable`, which the database keeps
 * (migration 0017: an active profile of an active, undeleted account of the profile's kind), so
 * that a deactivated profile drops out of every employer search and its counts at once and comes
 * back when activated. The employer searches filter on it (`corporates.repo.ts`), the access
 * module reads it (`access.repo.ts searchState`). Admins' lists show deactivated profiles too
 * (`listed`). Direct views through an application (the employer's applicants) stay allowed: the
 * candidate chose to apply.
 */
export const memberIsSearchable: SQL = sql`${memberProfiles.searchable}`;
export const studentIsSearchable: SQL = sql`${studentProfiles.searchable}`;

// ---- Users ----

const userColumns = {
  id: users.id,
  code: users.code,
  role: users.role,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
};
export type UserView = {
  id: number;
  code: string;
  role: string;
  name: string;
  email: string;
  mobile: string;
};

export async function findUser(db: Db, id: number): Promise<UserView | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** A live (not deleted) user by public code. */
export async function findUserByCode(db: Db, code: string): Promise<UserView | undefined> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.code, code), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

// ---- Profiles ----

export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type StudentProfileRow = typeof studentProfiles.$inferSelect;

export async function findMemberProfile(db: Db, userId: number): Promise<MemberProfileRow | undefined> {
  const rows = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).limit(1);
  return rows[0];
}

export async function findStudentProfile(db: Db, userId: number): Promise<StudentProfileRow | undefined> {
  const rows = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return rows[0];
}

export async function updateMemberProfile(
  db: Db,
  userId: number,
  set: Partial<Omit<typeof memberProfiles.$inferInsert, 'userId'>> & { modifiedAt: Date },
): Promise<MemberProfileRow | undefined> {
  const rows = await db.update(memberProfiles).set(set).where(eq(memberProfiles.userId, userId)).returning();
  return rows[0];
}

export async function updateStudentProfile(
  db: Db,
  userId: number,
  set: Partial<Omit<typeof studentProfiles.$inferInsert, 'userId'>> & { modifiedAt: Date },
): Promise<StudentProfileRow | undefined> {
  const rows = await db
    .update(studentProfiles)
    .set(set)
    .where(eq(studentProfiles.userId, userId))
    .returning();
  return rows[0];
}

/** Locks the profile row for the rest of the transaction and answers its file pointers. */
export async function lockProfileFiles(
  db: Db,
  role: CandidateRole,
  userId: number,
): Promise<{ resumeFileId: number | null; profilePicture: string } | undefined> {
  const table = role === 'member' ? memberProfiles : studentProfiles;
  const rows = await db
    .select({ resumeFileId: table.resumeFileId, profilePicture: table.profilePicture })
    .from(table)
    .where(eq(table.userId, userId))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function setProfileFiles(
  db: Db,
  role: CandidateRole,
  userId: number,
  set: { resumeFileId?: number; profilePicture?: string; modifiedAt: Date },
) {
  if (role === 'member') await db.update(memberProfiles).set(set).where(eq(memberProfiles.userId, userId));
  else await db.update(studentProfiles).set(set).where(eq(studentProfiles.userId, userId));
}

// ---- Items ----

export type EducationRow = typeof educationItems.$inferSelect;
export type ExperienceRow = typeof experienceItems.$inferSelect;
export type CertificationRow = typeof certificationItems.$inferSelect;

export type EducationFields = Pick<
  EducationRow,
  'course' | 'college' | 'location' | 'board' | 'yearOfCompletion' | 'percentage'
>;
export type ExperienceFields = Pick<
  ExperienceRow,
  'company' | 'designation' | 'location' | 'startDate' | 'endDate' | 'jobProfile'
>;
export type CertificationFields = Pick<
  CertificationRow,
  | 'trainingCode'
  | 'trainingName'
  | 'instituteName'
  | 'location'
  | 'courseDuration'
  | 'yearOfCompletion'
  | 'percentage'
>;

export async function listEducation(db: Db, userId: number): Promise<EducationRow[]> {
  return db
    .select()
    .from(educationItems)
    .where(eq(educationItems.userId, userId))
    .orderBy(desc(educationItems.yearOfCompletion), asc(educationItems.id));
}

export async function listExperience(db: Db, userId: number): Promise<ExperienceRow[]> {
  return db
    .select()
    .from(experienceItems)
    .where(eq(experienceItems.userId, userId))
    .orderBy(desc(experienceItems.endDate), desc(experienceItems.startDate), asc(experienceItems.id));
}

export async function listCertifications(db: Db, userId: number): Promise<CertificationRow[]> {
  return db
    .select()
    .from(certificationItems)
    .where(eq(certificationItems.userId, userId))
    .orderBy(desc(certificationItems.yearOfCompletion), asc(certificationItems.id));
}

export type ItemSection = 'education' | 'experience' | 'certification';

const ITEM_TABLES = {
  education: educationItems,
  experience: experienceItems,
  certification: certificationItems,
} as const;

/** Serialises the item writes of one person, so the count check and the insert cannot interleave. */
export async function lockItems(db: Db, userId: number, section: ItemSection) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-items:${section}:${userId}`}))`);
}

export async function countItems(db: Db, section: ItemSection, userId: number): Promise<number> {
  const table = ITEM_TABLES[section];
  const rows = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function insertEducation(db: Db, row: EducationFields & { code: string; userId: number }) {
  await db.insert(educationItems).values(row);
}

export async function insertExperience(db: Db, row: ExperienceFields & { code: string; userId: number }) {
  await db.insert(experienceItems).values(row);
}

export async function insertCertification(
  db: Db,
  row: CertificationFields & { code: string; userId: number },
) {
  await db.insert(certificationItems).values(row);
}

/** Updates the item only when it belongs to `userId`; false when there is no such item of theirs. */
export async function updateEducation(db: Db, userId: number, code: string, set: EducationFields) {
  const rows = await db
    .update(educationItems)
    .set(set)
    .where(and(eq(educationItems.code, code), eq(educationItems.userId, userId)))
    .returning({ code: educationItems.code });
  return rows.length > 0;
}

export async function updateExperience(db: Db, userId: number, code: string, set: ExperienceFields) {
  const rows = await db
    .update(experienceItems)
    .set(set)
    .where(and(eq(experienceItems.code, code), eq(experienceItems.userId, userId)))
    .returning({ code: experienceItems.code });
  return rows.length > 0;
}

export async function updateCertification(db: Db, userId: number, code: string, set: CertificationFields) {
  const rows = await db
    .update(certificationItems)
    .set(set)
    .where(and(eq(certificationItems.code, code), eq(certificationItems.userId, userId)))
    .returning({ code: certificationItems.code });
  return rows.length > 0;
}

/** Deletes the item only when it belongs to `userId`; false otherwise. */
export async function deleteItem(db: Db, section: ItemSection, userId: number, code: string) {
  const table = ITEM_TABLES[section];
  const rows = await db
    .delete(table)
    .where(and(eq(table.code, code), eq(table.userId, userId)))
    .returning({ code: table.code });
  return rows.length > 0;
}

// ---- Files ----

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<FileRow> {
  const rows = await db.insert(files).values(row).returning();
  return rows[0]!;
}

export async function findFileById(db: Db, id: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

export async function findOwnedFile(
  db: Db,
  ownerId: number,
  kind: string,
  fileName: string,
): Promise<FileRow | undefined> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.fileName, fileName), eq(files.ownerId, ownerId), eq(files.kind, kind)))
    .limit(1);
  return rows[0];
}

/** Deletes file rows; answers their storage keys (the bytes are removed after the commit). */
export async function deleteFileRow(db: Db, id: number): Promise<string | undefined> {
  const rows = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
  return rows[0]?.storageKey;
}

// ---- Entitlement of employers ----

// ---- Completeness (the candidate's dashboard) ----

/** Which sections of the profile hold something, in one row; undefined without a profile. */
export async function filledSections(
  db: Db,
  kind: CandidateRole,
  userId: number,
): Promise<Record<ProfileSection, boolean> | undefined> {
  const p = kind === 'member' ? memberProfiles : studentProfiles;
  const has = (table: typeof educationItems | typeof experienceItems | typeof certificationItems) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId})`;
  const rows = await db
    .select({
      resume: sql<boolean>`${p.resumeFileId} is not null`,
      basicDetail: sql<boolean>`${p.profileSummary} <> '' and ${p.stateCode} <> ''`,
      skills: sql<boolean>`cardinality(${p.skills}) > 0`,
      education: has(educationItems),
      experience: has(experienceItems),
      certification: has(certificationItems),
      additionalInfo: sql<boolean>`${p.additionalInfo} <> ''`,
      picture: sql<boolean>`${p.profilePicture} <> ''`,
    })
    .from(p)
    .where(eq(p.userId, userId))
    .limit(1);
  return rows[0];
}
