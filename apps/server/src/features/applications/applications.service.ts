import {
  APPLICATION_CODES_MAX,
  APPLY_CODE,
  type AppliedJobItem,
  type AppliedTrainingItem,
  type JobApplicationResult,
  type TrainingApplicationResult,
} from '@pp/contract/applications';
import { toEpochSeconds } from '@pp/contract/format';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';
import { isOpenAt, openClock } from '../../db/posting-kind.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { appliedJobs, appliedTrainings } from '../search/search.service.ts';
import * as repo from './applications.repo.ts';

/**
 * Applying (spec 3 section 5 'Apply'): the right kind of person, an open posting, a resume on the
 * profile, once. The row, and the posting's application count, are written in one transaction.
 */

export async function applyForJob(
  ctx: AppContext,
  user: AuthUser,
  jobCode: string,
): Promise<JobApplicationResult> {
  if (user.role !== 'member' && user.role !== 'student') throw forbidden(MSG.onlyMembersApply);
  const kind = user.role;
  const at = openClock(ctx.now());
  const { now } = at;
  return ctx.db.transaction(async (tx) => {
    const job = await repo.findJob(tx, jobCode);
    if (!job) throw notFound(OUR_MSG.jobNotFound);
    if (job.isMemberJob && kind !== 'member') throw forbidden(MSG.onlyMembersApply);
    if (!job.isMemberJob && kind !== 'student') throw forbidden(MSG.onlyStudentsApply);
    const before = await repo.findJobApplication(tx, job.id, user.id);
    if (before) return alreadyAppliedJob(before.appliedAt);
    if (!isOpenAt(job, at)) throw badRequest(OUR_MSG.jobClosed);
    if (!(await repo.hasResume(tx, user.id, kind))) throw badRequest(MSG.applyWithoutResume);
    const made = await repo.insertJobApplication(tx, job.id, user.id, now);
    if (!made) {
      // Another request of the same person won the race.
      const existing = await repo.findJobApplication(tx, job.id, user.id);
      return alreadyAppliedJob(existing?.appliedAt ?? now);
    }
    const appliedOn = toEpochSeconds(made.appliedAt);
    return {
      code: APPLY_CODE.applied,
      jobCode: job.code,
      appliedOn,
      createdOn: appliedOn,
      Message: MSG.jobApplied,
    };
  });
}

function alreadyAppliedJob(at: Date): JobApplicationResult {
  const appliedOn = toEpochSeconds(at);
  return { code: APPLY_CODE.alreadyApplied, appliedOn, createdOn: appliedOn, Message: MSG.jobAlreadyApplied };
}

function alreadyAppliedTraining(at: Date): TrainingApplicationResult {
  const appliedOn = toEpochSeconds(at);
  return {
    code: APPLY_CODE.alreadyApplied,
    appliedOn,
    createdOn: appliedOn,
    Message: MSG.trainingAlreadyApplied,
  };
}

export async function applyForTraining(
  ctx: AppContext,
  user: AuthUser,
  trainingCode: string,
): Promise<TrainingApplicationResult> {
  if (user.role !== 'student') throw forbidden(MSG.onlyStudentsApply);
  const at = openClock(ctx.now());
  const { now } = at;
  return ctx.db.transaction(async (tx) => {
    const training = await repo.findTraining(tx, trainingCode);
    if (!training) throw notFound(OUR_MSG.trainingNotFound);
    const before = await repo.findTrainingApplication(tx, training.id, user.id);
    if (before) return alreadyAppliedTraining(before.appliedAt);
    if (!isOpenAt(training, at)) throw badRequest(OUR_MSG.trainingClosed);
    if (!(await repo.hasResume(tx, user.id, 'student'))) throw badRequest(MSG.applyTrainingWithoutResume);
    const made = await repo.insertTrainingApplication(tx, training.id, user.id, now);
    if (!made) {
      const existing = await repo.findTrainingApplication(tx, training.id, user.id);
      return alreadyAppliedTraining(existing?.appliedAt ?? now);
    }
    const appliedOn = toEpochSeconds(made.appliedAt);
    return {
      code: APPLY_CODE.applied,
      trainingCode: training.code,
      appliedOn,
      createdOn: appliedOn,
      Message: MSG.trainingApplied,
    };
  });
}

export async function appliedJobCodes(ctx: AppContext, user: AuthUser) {
  const { rows, total } = await repo.appliedJobCodes(ctx.db, user.id, APPLICATION_CODES_MAX);
  return {
    list: rows.map((row) => ({ jobCode: row.jobCode, appliedOn: toEpochSeconds(row.appliedAt) })),
    total,
  };
}

export async function appliedTrainingCodes(ctx: AppContext, user: AuthUser) {
  const { rows, total } = await repo.appliedTrainingCodes(ctx.db, user.id, APPLICATION_CODES_MAX);
  return {
    list: rows.map((row) => ({ trainingCode: row.trainingCode, appliedOn: toEpochSeconds(row.appliedAt) })),
    total,
  };
}

// ---- The candidate's own applications, with the pipeline stage ----

function withStage<T extends { code: string }>(
  list: T[],
  stages: { code: string; stage: ApplicationStage }[],
): (T & { stage: ApplicationStage; stageLabel: string })[] {
  const byCode = new Map(stages.map((s) => [s.code, s.stage]));
  return list.map((item) => {
    const stage = byCode.get(item.code) ?? 'applied';
    return { ...item, stage, stageLabel: STAGE_LABEL[stage] };
  });
}

/** The jobs this member or student applied for (latest first), each with its stage. */
export async function myJobApplications(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number },
): Promise<{ list: AppliedJobItem[]; total: number }> {
  const { list, total } = await appliedJobs(ctx, user, query);
  const stages = await repo.jobStages(
    ctx.db,
    user.id,
    list.map((j) => j.code),
  );
  return { list: withStage(list, stages), total };
}

/** The trainings this student applied for (latest first), each with its stage. */
export async function myTrainingApplications(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number },
): Promise<{ list: AppliedTrainingItem[]; total: number }> {
  const { list, total } = await appliedTrainings(ctx, user, query);
  const stages = await repo.trainingStages(
    ctx.db,
    user.id,
    list.map((t) => t.code),
  );
  return { list: withStage(list, stages), total };
}
