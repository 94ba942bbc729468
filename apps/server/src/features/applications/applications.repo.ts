import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';

export interface JobToApply {
  id: number;
  code: string;
  status: 'active' | 'onHold' | 'blocked';
  /** The show window, named as in db/posting-kind.ts so the one open rule reads it. */
  start: Date;
  end: Date;
  isMemberJob: boolean;
}

/** A job that is not deleted, by public code. */
export async function findJob(db: Db, code: string): Promise<JobToApply | undefined> {
  const rows = await db
    .select({
      id: jobs.id,
      code: jobs.code,
      status: jobs.status,
      start: jobs.startDate,
      end: jobs.endDate,
      isMemberJob: jobs.isMemberJob,
    })
    .from(jobs)
    .where(and(eq(jobs.code, code), isNull(jobs.deletedAt)))
    .limit(1);
  return rows[0];
}

export interface TrainingToApply {
  id: number;
  code: string;
  status: 'active' | 'blocked';
  start: Date;
  end: Date;
}

export async function findTraining(db: Db, code: string): Promise<TrainingToApply | undefined> {
  const rows = await db
    .select({
      id: trainings.id,
      code: trainings.code,
      status: trainings.status,
      start: trainings.applicationStart,
      end: trainings.applicationEnd,
    })
    .from(trainings)
    .where(and(eq(trainings.code, code), isNull(trainings.deletedAt)))
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

export async function findJobApplication(db: Db, jobId: number, userId: number) {
  const rows = await db
    .select({ appliedAt: jobApplications.appliedAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findTrainingApplication(db: Db, trainingId: number, userId: number) {
  const rows = await db
    .select({ appliedAt: trainingApplications.appliedAt })
    .from(trainingApplications)
    .where(and(eq(trainingApplications.trainingId, trainingId), eq(trainingApplications.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * Records an application and counts it on the job, in the caller's transaction. Undefined when
 * the person had applied already (the unique constraint decides, also under races).
 */
export async function insertJobApplication(db: Db, jobId: number, userId: number, at: Date) {
  const rows = await db
    .insert(jobApplications)
    .values({ jobId, userId, appliedAt: at, modifiedAt: at })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.userId] })
    .returning({ appliedAt: jobApplications.appliedAt });
  if (!rows[0]) return undefined;
  await db
    .update(jobs)
    .set({ applicationCount: sql`${jobs.applicationCount} + 1` })
    .where(eq(jobs.id, jobId));
  return rows[0];
}

export async function insertTrainingApplication(db: Db, trainingId: number, userId: number, at: Date) {
  const rows = await db
    .insert(trainingApplications)
    .values({ trainingId, userId, appliedAt: at, modifiedAt: at })
    .onConflictDoNothing({ target: [trainingApplications.trainingId, trainingApplications.userId] })
    .returning({ appliedAt: trainingApplications.appliedAt });
  if (!rows[0]) return undefined;
  await db
    .update(trainings)
    .set({ applicationCount: sql`${trainings.applicationCount} + 1` })
    .where(eq(trainings.id, trainingId));
  return rows[0];
}

/** Codes of the jobs a person applied for, latest first, at most `limit`. */
export async function appliedJobCodes(db: Db, userId: number, limit: number) {
  const where = and(eq(jobApplications.userId, userId), isNull(jobs.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select({ jobCode: jobs.code, appliedAt: jobApplications.appliedAt })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(where)
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
      .limit(limit),
    db
      .select({ total: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function appliedTrainingCodes(db: Db, userId: number, limit: number) {
  const where = and(eq(trainingApplications.userId, userId), isNull(trainings.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select({ trainingCode: trainings.code, appliedAt: trainingApplications.appliedAt })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(where)
      .orderBy(desc(trainingApplications.appliedAt), desc(trainingApplications.id))
      .limit(limit),
    db
      .select({ total: count() })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The pipeline stage of this person's applications to the jobs with these codes. */
export async function jobStages(db: Db, userId: number, jobCodes: string[]) {
  if (jobCodes.length === 0) return [];
  return db
    .select({ code: jobs.code, stage: jobApplications.stage })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.userId, userId), inArray(jobs.code, jobCodes)));
}

/** The pipeline stage of this person's applications to the trainings with these codes. */
export async function trainingStages(db: Db, userId: number, trainingCodes: string[]) {
  if (trainingCodes.length === 0) return [];
  return db
    .select({ code: trainings.code, stage: trainingApplications.stage })
    .from(trainingApplications)
    .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
    .where(and(eq(trainingApplications.userId, userId), inArray(trainings.code, trainingCodes)));
}
