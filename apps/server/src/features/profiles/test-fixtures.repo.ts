import type { Db } from '../../db/client.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { newCode } from '../../platform/codes.ts';
import { countApplication } from '../jobs/test-fixtures.repo.ts';

/**
 * Rows for tests only: profile rows as registration makes them, and jobs, trainings and
 * applications (their own features come in other issues) to prove the employer entitlement.
 */

export async function insertMemberProfileRow(
  db: Db,
  userId: number,
  overrides: Partial<typeof memberProfiles.$inferInsert> = {},
) {
  await db.insert(memberProfiles).values({
    userId,
    membershipType: 'A',
    membershipNumber: String(10000 + userId),
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

export async function insertJob(db: Db, ownerId: number, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const now = new Date();
  const rows = await db
    .insert(jobs)
    .values({
      code: newCode(),
      ownerId,
      title: 'Company Secretary',
      countryCode: 'IN',
      stateCode: 'IN-MH',
      jobType: 'JT-FT',
      startDate: now,
      endDate: new Date(now.getTime() + 30 * 86400_000),
      description: 'Secretarial compliance.',
      ...overrides,
    })
    .returning({ id: jobs.id, code: jobs.code });
  return rows[0]!;
}

export async function insertTraining(db: Db, ownerId: number) {
  const now = new Date();
  const rows = await db
    .insert(trainings)
    .values({
      code: newCode(),
      ownerId,
      title: 'Long-term training',
      stateCode: 'IN-MH',
      qualification: 'Q-EXEC',
      durationCode: 'D-21',
      applicationStart: now,
      applicationEnd: new Date(now.getTime() + 30 * 86400_000),
      address: 'Mumbai',
      description: 'Training.',
    })
    .returning({ id: trainings.id, code: trainings.code });
  return rows[0]!;
}

export async function insertJobApplication(db: Db, jobId: number, userId: number) {
  await db.insert(jobApplications).values({ jobId, userId });
  await countApplication(db, 'job', jobId);
}

export async function insertTrainingApplication(db: Db, trainingId: number, userId: number) {
  await db.insert(trainingApplications).values({ trainingId, userId });
  await countApplication(db, 'training', trainingId);
}
