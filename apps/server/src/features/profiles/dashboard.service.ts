import {
  type CandidateDashboard,
  type CandidateKind,
  DASHBOARD_RECOMMENDED,
  PROFILE_MSG,
  PROFILE_NEXT_STEP,
  PROFILE_ROUTE,
  PROFILE_SECTION_LABEL,
  PROFILE_SECTIONS_OF,
} from '@pp/contract/profiles';
import { JOB_SORT, trainingRecentQuery } from '@pp/contract/search';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { countOwnAlerting } from '../alerts/alerts.repo.ts';
import { applicationsByStage } from '../pipeline/pipeline.service.ts';
import { findTrainings, recommendedJobs } from '../search/search.service.ts';
import * as repo from './profiles.repo.ts';

/**
 * The candidate's own dashboard (ours): how complete the profile is and what to add next, the
 * applications by stage, the saved searches, and a few postings to look at. Every figure is the
 * caller's own; counts are done in SQL.
 */

type Recommended = CandidateDashboard['recommended'];

async function recommendedFor(ctx: AppContext, user: AuthUser, kind: CandidateKind): Promise<Recommended> {
  if (kind === 'member') {
    const page = await recommendedJobs(ctx, user, {
      page: 1,
      limit: DASHBOARD_RECOMMENDED,
      sort: JOB_SORT.freshness,
    });
    return {
      kind: 'job',
      total: page.total,
      list: page.list.map((job) => ({
        code: job.code,
        title: job.title,
        companyName: job.companyName,
        endDate: job.endDate,
      })),
    };
  }
  // Students have no recommended list of their own: the open trainings of their State/UT.
  const profile = await repo.findStudentProfile(ctx.db, user.id);
  const query = trainingRecentQuery.parse({
    state: profile?.stateCode || undefined,
    limit: DASHBOARD_RECOMMENDED,
  });
  const page = await findTrainings(ctx, user, query);
  return {
    kind: 'training',
    total: page.total,
    list: page.list.map((training) => ({
      code: training.code,
      title: training.title,
      companyName: training.companyName,
      endDate: training.trainingEndDate,
    })),
  };
}

export async function candidateDashboard(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
): Promise<CandidateDashboard> {
  const scope = { applicantId: user.id };
  const [filled, jobs, trainings, savedSearches, recommended] = await Promise.all([
    repo.filledSections(ctx.db, kind, user.id),
    applicationsByStage(ctx, 'job', scope),
    kind === 'student' ? applicationsByStage(ctx, 'training', scope) : Promise.resolve(null),
    countOwnAlerting(ctx.db, user.id),
    recommendedFor(ctx, user, kind),
  ]);
  if (!filled) throw notFound(PROFILE_MSG.candidateNotFound);
  const labels = PROFILE_SECTION_LABEL[kind];
  const sections = PROFILE_SECTIONS_OF[kind].map((key) => ({ key, label: labels[key], done: filled[key] }));
  const missing = sections.find((section) => !section.done);
  const done = sections.filter((section) => section.done).length;
  const total = (stages: typeof jobs) => stages.reduce((n, s) => n + s.count, 0);
  return {
    completeness: { percent: Math.round((done * 100) / sections.length), sections },
    nextStep: missing
      ? {
          key: missing.key,
          label: missing.label,
          action: PROFILE_NEXT_STEP[missing.key],
          to: PROFILE_ROUTE[kind],
        }
      : null,
    applications: [
      { kind: 'job', total: total(jobs), stages: jobs },
      ...(trainings ? [{ kind: 'training' as const, total: total(trainings), stages: trainings }] : []),
    ],
    savedSearches,
    recommended,
  };
}
