import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import {
  corporateProfiles,
  educationItems,
  memberProfiles,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { newCode } from '../../platform/codes.ts';

/**
 * Rows for the employer area's tests only: company, member and student profiles as registration
 * makes them, applications (the applying feature is another issue's) and back-dated postings.
 */

export async function insertCorporateProfileRow(
  db: Db,
  userId: number,
  overrides: Partial<typeof corporateProfiles.$inferInsert> = {},
) {
  await db.insert(corporateProfiles).values({
    userId,
    companyName: `TEST COMPANY ${userId}`,
    cinNumber: 'U12345MH2000PTC123456',
    isListed: false,
    listingType: 'LT-PVT',
    industryTypes: ['IND-IT'],
    countryCode: 'IN',
    stateCode: 'IN-MH',
    cityCode: 'IN-MH-MUMBAI',
    address: 'TEST ADDRESS',
    contactPerson1Name: 'CONTACT ONE',
    contactPerson1Email: `hr${userId}@example.test`,
    contactPerson1Mobile: '9800000000',
    canPostTraining: true,
    ...overrides,
  });
}

export async function insertMemberProfileRow(
  db: Db,
  userId: number,
  overrides: Partial<typeof memberProfiles.$inferInsert> = {},
) {
  await db.insert(memberProfiles).values({
    userId,
    membershipType: 'A',
    membershipNumber: String(20000 + userId),
    dateOfBirth: '1990-01-01',
    stateCode: 'IN-MH',
    cityCode: 'IN-MH-MUMBAI',
    ...overrides,
  });
}

export async function insertStudentProfileRow(
  db: Db,
  userId: number,
  overrides: Partial<typeof studentProfiles.$inferInsert> = {},
) {
  await db.insert(studentProfiles).values({
    userId,
    registrationNumber: `REG${userId}${newCode(4)}`,
    dateOfBirth: '2002-01-01',
    stateCode: 'IN-DL',
    cityCode: 'IN-DL-NEW-DELHI',
    ...overrides,
  });
}

export async function insertEducationRow(db: Db, userId: number, course: string, year = 2015) {
  await db.insert(educationItems).values({
    code: newCode(),
    userId,
    course,
    college: 'Test College',
    location: 'Mumbai',
    board: 'Test University',
    yearOfCompletion: year,
  });
}

/** A resume file row on a member's or student's profile (the bytes are not needed by these tests). */
export async function attachResume(db: Db, userId: number, kind: 'member' | 'student') {
  const fileName = `${newCode(24)}.pdf`;
  const rows = await db
    .insert(files)
    .values({
      fileName,
      ownerId: userId,
      kind: 'resume',
      storageKey: `resume/2026/${newCode(20)}`,
      mime: 'application/pdf',
      size: 100,
    })
    .returning({ id: files.id });
  const table = kind === 'member' ? memberProfiles : studentProfiles;
  await db.update(table).set({ resumeFileId: rows[0]!.id }).where(eq(table.userId, userId));
  return fileName;
}

export async function jobIdOf(db: Db, code: string): Promise<number> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.code, code)).limit(1);
  return rows[0]!.id;
}

export async function trainingIdOf(db: Db, code: string): Promise<number> {
  const rows = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.code, code)).limit(1);
  return rows[0]!.id;
}

/**
 * What the application's transaction does besides inserting the row (applications.repo.ts): the
 * posting's application count, which the lists and the applicants page read. Fixtures inserting
 * application rows directly must call this.
 */
export async function countApplication(db: Db, kind: 'job' | 'training', id: number) {
  if (kind === 'job')
    await db
      .update(jobs)
      .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
      .where(eq(jobs.id, id));
  else
    await db
      .update(trainings)
      .set({ applicationCount: sql`${trainings.applicationCount} + 1` })
      .where(eq(trainings.id, id));
}

export async function applyToJob(db: Db, jobCode: string, userId: number, appliedAt = new Date()) {
  const jobId = await jobIdOf(db, jobCode);
  await db.insert(jobApplications).values({ jobId, userId, appliedAt });
  await countApplication(db, 'job', jobId);
}

export async function applyToTraining(db: Db, trainingCode: string, userId: number, appliedAt = new Date()) {
  const trainingId = await trainingIdOf(db, trainingCode);
  await db.insert(trainingApplications).values({ trainingId, userId, appliedAt });
  await countApplication(db, 'training', trainingId);
}

export async function backdateJob(db: Db, code: string, createdAt: Date) {
  await db.update(jobs).set({ createdAt }).where(eq(jobs.code, code));
}

export async function setJobDates(db: Db, code: string, startDate: Date, endDate: Date) {
  await db.update(jobs).set({ startDate, endDate }).where(eq(jobs.code, code));
}
