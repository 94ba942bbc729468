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
import { isOpenAt, openClock, type PostingKind } from '../../db/posting-kind.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { appliedOn } from '../jobs/postings.repo.ts';
import { appliedJobs, appliedTrainings } from '../search/search.service.ts';
import * as repo from './applications.repo.ts';

/**
 * Applying (spec 3 section 5 'Apply'): the right kind of person, an open posting, a resume on the
 * profile, once. The row, and the posting's application count, are written in one transaction.
 */

/** What applying says, per kind. */
const APPLY = {
  job: {
    codeKey: 'jobCode',
    notFound: OUR_MSG.jobNotFound,
    closed: OUR_MSG.jobClosed,
    noResume: MSG.applyWithoutResume,
    applied: MSG.jobApplied,
    already: MSG.jobAlreadyApplied,
  },
  training: {
    codeKey: 'trainingCode',
    notFound: OUR_MSG.trainingNotFound,
    closed: OUR_MSG.trainingClosed,
    noResume: MSG.applyTrainingWithoutResume,
    applied: MSG.trainingApplied,
    already: MSG.trainingAlreadyApplied,
  },
} as const;

export async function applyForJob(
  ctx: AppContext,
  user: AuthUser,
  jobCode: string,
): Promise<JobApplicationResult> {
  if (user.role !== 'member' && user.role !== 'student') throw forbidden(MSG.onlyMembersApply);
  const role = user.role;
  return apply(ctx, user.id, role, 'job', jobCode, (job) => {
    if (job.isMemberJob && role !== 'member') throw forbidden(MSG.onlyMembersApply);
    if (!job.isMemberJob && role !== 'student') throw forbidden(MSG.onlyStudentsApply);
  });
}

export async function applyForTraining(
  ctx: AppContext,
  user: AuthUser,
  trainingCode: string,
): Promise<TrainingApplicationResult> {
  if (user.role !== 'student') throw forbidden(MSG.onlyStudentsApply);
  return apply(ctx, user.id, 'student', 'training', trainingCode, () => {});
}

/**
 * The application itself, once the role may apply to the kind: the posting found, `mayApply` (a
 * job's audience), once, open, with a resume.
 */
async function apply(
  ctx: AppContext,
  userId: number,
  role: 'member' | 'student',
  kind: PostingKind,
  code: string,
  mayApply: (posting: repo.PostingToApply) => void,
): Promise<JobApplicationResult & TrainingApplicationResult> {
  const say = APPLY[kind];
  const at = openClock(ctx.now());
  const { now } = at;
  const answer = (appliedAt: Date, fresh: string | null) => {
    const appliedOn = toEpochSeconds(appliedAt);
    const made = fresh === null ? {} : { [say.codeKey]: fresh };
    const code = fresh === null ? APPLY_CODE.alreadyApplied : APPLY_CODE.applied;
    return {
      code,
      ...made,
      appliedOn,
      createdOn: appliedOn,
      Message: fresh === null ? say.already : say.applied,
    };
  };
  return ctx.db.transaction(async (tx) => {
    const posting = await repo.findToApply(tx, kind, code);
    if (!posting) throw notFound(say.notFound);
    mayApply(posting);
    const before = await appliedOn(tx, kind, posting.id, userId);
    if (before) return answer(before, null);
    if (!isOpenAt(posting, at)) throw badRequest(say.closed);
    if (!(await repo.hasResume(tx, userId, role))) throw badRequest(say.noResume);
    const made = await repo.insertApplication(tx, kind, posting.id, userId, now);
    if (!made) {
      // Another request of the same person won the race.
      return answer((await appliedOn(tx, kind, posting.id, userId)) ?? now, null);
    }
    return answer(made.appliedAt, posting.code);
  });
}

export async function appliedJobCodes(ctx: AppContext, user: AuthUser) {
  const { rows, total } = await repo.appliedCodes(ctx.db, 'job', user.id, APPLICATION_CODES_MAX);
  return {
    list: rows.map((row) => ({ jobCode: row.code, appliedOn: toEpochSeconds(row.appliedAt) })),
    total,
  };
}

export async function appliedTrainingCodes(ctx: AppContext, user: AuthUser) {
  const { rows, total } = await repo.appliedCodes(ctx.db, 'training', user.id, APPLICATION_CODES_MAX);
  return {
    list: rows.map((row) => ({ trainingCode: row.code, appliedOn: toEpochSeconds(row.appliedAt) })),
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
  return {
    list: withStage(
      list,
      await repo.stages(
        ctx.db,
        'job',
        user.id,
        list.map((j) => j.code),
      ),
    ),
    total,
  };
}

/** The trainings this student applied for (latest first), each with its stage. */
export async function myTrainingApplications(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number },
): Promise<{ list: AppliedTrainingItem[]; total: number }> {
  const { list, total } = await appliedTrainings(ctx, user, query);
  const stages = await repo.stages(
    ctx.db,
    'training',
    user.id,
    list.map((t) => t.code),
  );
  return { list: withStage(list, stages), total };
}
