import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs, trainings } from '../../db/schema/postings.ts';
import { memberProfiles } from '../../db/schema/profiles.ts';
import { newCode } from '../../platform/codes.ts';
import { countApplication } from '../jobs/test-fixtures.repo.ts';

/** Rows for the admin tests only, written directly (the posting features have their own tests). */

const DAY_MS = 86_400_000;

export async function insertJobRow(
  db: Db,
  ownerId: number,
  now: Date,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
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
      qualifications: ['Q-ACS'],
      isMemberJob: true,
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

export async function insertTrainingRow(
  db: Db,
  ownerId: number,
  now: Date,
  overrides: Partial<typeof trainings.$inferInsert> = {},
) {
  const rows = await db
    .insert(trainings)
    .values({
      code: newCode(),
      ownerId,
      title: 'Articleship Training',
      stateCode: 'IN-MH',
      cities: ['IN-MH-MUMBAI'],
      industries: ['IND-MFG'],
      qualification: 'Q-CSE-PASS',
      durationCode: 'TD-21',
      durationMonths: 21,
      stipend: 10_000,
      applicationStart: new Date(now.getTime() - DAY_MS),
      applicationEnd: new Date(now.getTime() + 20 * DAY_MS),
      address: 'ANDHERI EAST',
      description: '<p>Training in secretarial practice.</p>',
      createdBy: ownerId,
      modifiedBy: ownerId,
      createdAt: now,
      modifiedAt: now,
      ...overrides,
    })
    .returning({ id: trainings.id, code: trainings.code });
  return rows[0]!;
}

export async function insertJobApplicationRow(db: Db, jobId: number, userId: number) {
  await db.insert(jobApplications).values({ jobId, userId });
  await countApplication(db, 'job', jobId);
}

export async function updateMemberProfileRow(
  db: Db,
  userId: number,
  changes: Partial<typeof memberProfiles.$inferInsert>,
) {
  await db.update(memberProfiles).set(changes).where(eq(memberProfiles.userId, userId));
}
