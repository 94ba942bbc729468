import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { grievances, personMessages } from '../../db/schema/comm.ts';
import { files } from '../../db/schema/files.ts';
import {
  certificationItems,
  corporateProfiles,
  educationItems,
  experienceItems,
  memberProfiles,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { passwordResets, sessions, users } from '../../db/schema/users.ts';
import { companyNameSql } from '../corporates/company-name.ts';

/**
 * The reads behind the data export and the writes of an account deletion. The export's lists
 * are one person's rows; each is capped as a belt against runaway data.
 */
const EXPORT_CAP = 10_000;

export async function findAccount(db: Db, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      role: users.role,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      passwordHash: users.passwordHash,
      loginStatus: users.loginStatus,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      passwordChangedAt: users.passwordChangedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

const companyName = companyNameSql;

/** The person's applications of one kind, with the posting and its company, newest first. */
export async function applicationsOf(db: Db, kind: PostingKind, userId: number) {
  const p = POSTING[kind];
  const a = p.applications;
  return db
    .select({
      code: p.code,
      title: p.title,
      companyName,
      appliedAt: a.appliedAt,
      stage: a.stage,
      modifiedAt: a.modifiedAt,
    })
    .from(a.t)
    .innerJoin(p.t, eq(p.id, a.postingId))
    .innerJoin(users, eq(users.id, p.ownerId))
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, p.ownerId))
    .where(eq(a.userId, userId))
    .orderBy(desc(a.appliedAt))
    .limit(EXPORT_CAP);
}

export async function messagesTo(db: Db, userId: number) {
  return db
    .select({
      message: personMessages.message,
      createdAt: personMessages.createdAt,
      senderName: users.name,
      senderRole: users.role,
    })
    .from(personMessages)
    .innerJoin(users, eq(users.id, personMessages.senderId))
    .where(eq(personMessages.recipientId, userId))
    .orderBy(desc(personMessages.createdAt))
    .limit(EXPORT_CAP);
}

export async function grievancesBy(db: Db, userId: number) {
  return db
    .select({
      registrationNumber: grievances.registrationNumber,
      name: grievances.name,
      email: grievances.email,
      mobile: grievances.mobile,
      message: grievances.message,
      createdAt: grievances.createdAt,
    })
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt))
    .limit(EXPORT_CAP);
}

export async function sessionsOf(db: Db, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      impersonated: sql<boolean>`${sessions.impersonatorId} is not null`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(EXPORT_CAP);
}

export async function filesOf(db: Db, userId: number) {
  return db
    .select({
      id: files.id,
      fileName: files.fileName,
      kind: files.kind,
      storageKey: files.storageKey,
      originalName: files.originalName,
      mime: files.mime,
      size: files.size,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(eq(files.ownerId, userId))
    .orderBy(files.id)
    .limit(1000);
}

// ---- Deletion (inside the caller's transaction) ----

/** Locks the person's row; answers it only while not deleted. */
export async function lockLiveAccount(db: Db, userId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return rows.length > 0;
}

export async function anonymizeUser(
  db: Db,
  userId: number,
  set: { name: string; email: string; passwordHash: string; now: Date },
) {
  await db
    .update(users)
    .set({
      name: set.name,
      email: set.email,
      mobile: '',
      passwordHash: set.passwordHash,
      failedLogins: 0,
      lockedUntil: null,
      deletedAt: set.now,
      modifiedAt: set.now,
    })
    .where(eq(users.id, userId));
}

/**
 * Clears the personal fields of the profile but keeps the row (employers' applicant lists join
 * it). The membership / registration number is replaced so that the person may register again.
 */
export async function blankMemberProfile(db: Db, userId: number, placeholder: string, now: Date) {
  await db
    .update(memberProfiles)
    .set({
      membershipNumber: placeholder,
      dateOfBirth: null,
      stateCode: '',
      cityCode: '',
      otherCity: '',
      address: '',
      region: '',
      chapter: '',
      currentCompany: '',
      currentRole: '',
      otherRole: '',
      totalExperienceInMonths: 0,
      currentCtc: 0,
      profileSummary: '',
      additionalInfo: '',
      skills: [],
      isPcs: false,
      isActive: false,
      profilePicture: '',
      resumeFileId: null,
      modifiedAt: now,
    })
    .where(eq(memberProfiles.userId, userId));
}

export async function blankStudentProfile(db: Db, userId: number, placeholder: string, now: Date) {
  await db
    .update(studentProfiles)
    .set({
      registrationNumber: placeholder,
      dateOfBirth: null,
      region: '',
      chapter: '',
      stateCode: '',
      cityCode: '',
      profileSummary: '',
      additionalInfo: '',
      achievements: '',
      skills: [],
      isActive: false,
      profilePicture: '',
      resumeFileId: null,
      modifiedAt: now,
    })
    .where(eq(studentProfiles.userId, userId));
}

export async function deleteProfileItems(db: Db, userId: number) {
  await db.delete(educationItems).where(eq(educationItems.userId, userId));
  await db.delete(experienceItems).where(eq(experienceItems.userId, userId));
  await db.delete(certificationItems).where(eq(certificationItems.userId, userId));
}

/** Removes the file rows and answers their storage keys (the bytes go after the commit). */
export async function deleteFileRows(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(eq(files.ownerId, userId))
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

export async function deleteMessagesTo(db: Db, userId: number) {
  await db.delete(personMessages).where(eq(personMessages.recipientId, userId));
}

export async function deletePasswordResets(db: Db, userId: number) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Grievances stay with the institute; the filer's contact details go. */
export async function anonymizeGrievances(db: Db, userId: number, name: string, email: string) {
  await db
    .update(grievances)
    .set({ name, email, mobile: '', registrationNumber: '' })
    .where(eq(grievances.userId, userId));
}
