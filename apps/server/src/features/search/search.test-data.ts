import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { jobs, trainings } from '../../db/schema/postings.ts';
import { corporateProfiles, memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { newCode } from '../../platform/codes.ts';

/**
 * Rows for the search and application tests only: employers, jobs, trainings and profiles with
 * or without a resume, written directly (the posting and profile features have their own tests).
 */

const DAY_MS = 86_400_000;

export async function insertCorporateProfile(
  db: Db,
  userId: number,
  overrides: Partial<typeof corporateProfiles.$inferInsert> = {},
) {
  await db.insert(corporateProfiles).values({
    userId,
    companyName: 'TEST INDUSTRIES LIMITED',
    industryTypes: ['IND-MFG'],
    isListed: true,
    ...overrides,
  });
}

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** An open member job in Mumbai unless told otherwise. */
export async function insertJob(db: Db, ownerId: number, now: Date, overrides: JobOverrides = {}) {
  const qualifications = overrides.qualifications ?? ['Q-ACS'];
  const rows = await db
    .insert(jobs)
    .values({
      code: newCode(),
      ownerId,
      title: 'Company Secretary',
      countryCode: 'IN',
      stateCode: 'IN-MH',
      cities: ['IN-MH-MUMBAI'],
      roles: ['R-CS'],
      skills: ['SKM-CG'],
      jobType: 'JT-FT',
      qualifications,
      isMemberJob: qualifications.some((q) => q === 'Q-ACS' || q === 'Q-FCS'),
      minSalary: 600_000,
      maxSalary: 900_000,
      minExperienceInMonths: 12,
      maxExperienceInMonths: 36,
      startDate: new Date(now.getTime() - DAY_MS),
      endDate: new Date(now.getTime() + 30 * DAY_MS),
      description: '<p>Secretarial compliance.</p>',
      createdAt: now,
      modifiedAt: now,
      ...overrides,
    })
    .returning({ id: jobs.id, code: jobs.code });
  return rows[0]!;
}

export type TrainingOverrides = Partial<typeof trainings.$inferInsert>;

/** A training open for applications in Mumbai unless told otherwise. */
export async function insertTraining(db: Db, ownerId: number, now: Date, overrides: TrainingOverrides = {}) {
  const rows = await db
    .insert(trainings)
    .values({
      code: newCode(),
      ownerId,
      title: 'Long-term Training',
      stateCode: 'IN-MH',
      cities: ['IN-MH-MUMBAI'],
      industries: ['IND-MFG'],
      qualification: 'Q-CSE-PASS',
      durationCode: 'D-21',
      durationMonths: 21,
      stipend: 10_000,
      applicationStart: new Date(now.getTime() - DAY_MS),
      applicationEnd: new Date(now.getTime() + 30 * DAY_MS),
      address: 'Andheri East, Mumbai',
      description: '<p>Secretarial training.</p>',
      createdAt: now,
      modifiedAt: now,
      ...overrides,
    })
    .returning({ id: trainings.id, code: trainings.code });
  return rows[0]!;
}

export async function insertMemberProfile(
  db: Db,
  userId: number,
  overrides: Partial<typeof memberProfiles.$inferInsert> = {},
) {
  await db.insert(memberProfiles).values({
    userId,
    membershipType: 'A',
    membershipNumber: String(50000 + userId),
    stateCode: 'IN-MH',
    cityCode: 'IN-MH-MUMBAI',
    ...overrides,
  });
}

export async function insertStudentProfile(
  db: Db,
  userId: number,
  overrides: Partial<typeof studentProfiles.$inferInsert> = {},
) {
  await db.insert(studentProfiles).values({
    userId,
    registrationNumber: `REG${userId}${newCode(4)}`,
    stateCode: 'IN-DL',
    cityCode: 'IN-DL-NEW-DELHI',
    ...overrides,
  });
}

/** Records a resume file for the person and links it to their profile. */
export async function giveResume(db: Db, userId: number, kind: 'member' | 'student') {
  const name = `${newCode()}.pdf`;
  const rows = await db
    .insert(files)
    .values({
      fileName: name,
      ownerId: userId,
      kind: 'resume',
      storageKey: `test/${name}`,
      mime: 'application/pdf',
      size: 1000,
    })
    .returning({ id: files.id });
  const fileId = rows[0]!.id;
  if (kind === 'member') {
    await db.update(memberProfiles).set({ resumeFileId: fileId }).where(eq(memberProfiles.userId, userId));
  } else {
    await db.update(studentProfiles).set({ resumeFileId: fileId }).where(eq(studentProfiles.userId, userId));
  }
}

export async function jobApplicationCount(db: Db, jobId: number) {
  const rows = await db.select({ n: jobs.applicationCount }).from(jobs).where(eq(jobs.id, jobId));
  return rows[0]?.n ?? -1;
}

export async function trainingApplicationCount(db: Db, trainingId: number) {
  const rows = await db
    .select({ n: trainings.applicationCount })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  return rows[0]?.n ?? -1;
}

/** The employer closes a job. */
export async function closeJob(db: Db, jobId: number) {
  await db.update(jobs).set({ status: 'blocked' }).where(eq(jobs.id, jobId));
}
