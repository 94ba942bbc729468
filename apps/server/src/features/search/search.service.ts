import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { MASTER_LIST } from '@pp/contract/lookups';
import {
  JOB_SORT,
  type JobAudience,
  type JobFilters,
  type SearchJobItem,
  type SearchTrainingItem,
  TRAINING_SORT,
  type TrainingFilters,
} from '@pp/contract/search';
import { type OpenClock, openClock } from '../../db/posting-kind.ts';
import { type AppContext, genericPlansOf } from '../../platform/context.ts';
import { isCodeIn } from '../../platform/reference-names.ts';
import type { AuthUser } from '../../platform/session.ts';
import { type JobFiltersIn, memberJobs, pageFromIndex, pickJobs, pickTrainings } from './open-postings.ts';
import { rankRecommended } from './recommended.ts';
import * as repo from './search.repo.ts';

interface Paged<T> {
  list: T[];
  total: number;
}

const seconds = (date: Date) => toEpochSeconds(date);
const secondsOrNull = (date: Date | null) => (date ? toEpochSeconds(date) : null);

/** Now and the start of today in India time: lists show postings till the end of their last day. */
export function clock(ctx: AppContext): OpenClock {
  return openClock(ctx.now());
}

function offsetOf(query: { page: number; limit: number }) {
  return { offset: (query.page - 1) * query.limit, limit: query.limit };
}

/** Members see member jobs, students student jobs; anyone else both, or the audience asked for. */
export function audienceFor(user: AuthUser | null, asked?: JobAudience): JobAudience | undefined {
  if (user?.role === 'member') return 'member';
  if (user?.role === 'student') return 'student';
  return asked;
}

/** The person whose application dates the lists show. */
function applicantId(user: AuthUser | null): number | null {
  return user && (user.role === 'member' || user.role === 'student') ? user.id : null;
}

export function toJobItem(row: repo.JobRow): SearchJobItem {
  return {
    code: row.code,
    title: row.title,
    companyName: row.companyName,
    skill: row.skill,
    additionalQualification: row.additionalQualification,
    qualification: row.qualification,
    minExperienceInMonths: row.minExperienceInMonths,
    maxExperienceInMonths: row.maxExperienceInMonths,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    salaryCurrency: row.salaryCurrency,
    location: row.location,
    countryName: row.countryName,
    description: row.description,
    createdOn: seconds(row.createdAt),
    startDate: seconds(row.startDate),
    endDate: seconds(row.endDate),
    modifiedOn: seconds(row.modifiedAt),
    status: row.status,
    applicationCount: row.applicationCount,
    jobType: row.jobType,
    workCulture: row.workCulture,
    role: row.role,
    industry: row.industry,
    isPCS: row.isPCS,
    isMemberJob: row.isMemberJob,
    appliedOn: secondsOrNull(row.appliedAt),
  };
}

export function toTrainingItem(row: repo.TrainingRow): SearchTrainingItem {
  return {
    code: row.code,
    title: row.title,
    companyName: row.companyName,
    address: row.address,
    location: row.location,
    stateName: row.stateName,
    qualification: row.qualification,
    industry: row.industry,
    stipend: row.stipend,
    stipendCurrency: row.stipendCurrency,
    trainingStartDate: seconds(row.applicationStart),
    trainingEndDate: seconds(row.applicationEnd),
    startDateTraining: secondsOrNull(row.trainingStart),
    description: row.description,
    createdOn: seconds(row.createdAt),
    modifiedOn: seconds(row.modifiedAt),
    status: row.status,
    applicationCount: row.applicationCount,
    noOfTrainees: row.noOfTrainees,
    duration: row.durationMonths,
    durationCode: row.durationCode,
    isPCS: row.isPCS,
    companyDescription: row.companyDescription,
    appliedOn: secondsOrNull(row.appliedAt),
  };
}

const JOB_ORDER: Record<number, repo.JobOrder> = {
  [JOB_SORT.freshness]: 'freshness',
  [JOB_SORT.experience]: 'experience',
  [JOB_SORT.salary]: 'salary',
};
const TRAINING_ORDER: Record<number, repo.TrainingOrder> = {
  [TRAINING_SORT.freshness]: 'freshness',
  [TRAINING_SORT.stipend]: 'stipend',
  [TRAINING_SORT.duration]: 'duration',
};

/**
 * The entries of a role or skill filter that are no code of master list `list`: names typed in
 * (spec 1 section 5), which match a stored name case-insensitively.
 */
export async function typedNames(
  ctx: AppContext,
  list: (typeof MASTER_LIST)[keyof typeof MASTER_LIST],
  entries: readonly string[] | undefined,
): Promise<string[]> {
  if (!entries?.length) return [];
  const names = await ctx.referenceNames.get(ctx.db);
  return entries.filter((entry) => !isCodeIn(names, list, entry));
}

/** The filters of a job query as the index's tests take them (open-postings.ts jobTest). */
async function jobFiltersOf(
  ctx: AppContext,
  user: AuthUser | null,
  q: Partial<JobFilters>,
): Promise<JobFiltersIn> {
  const salaryAsked = q.minSalary !== undefined || q.maxSalary !== undefined;
  const [skillNames, roleNames] = await Promise.all([
    typedNames(ctx, MASTER_LIST.skill, q.skill),
    typedNames(ctx, MASTER_LIST.role, q.role),
  ]);
  return {
    audience: audienceFor(user, q.audience),
    jobType: q.jobType,
    skills: q.skill,
    skillNames,
    roles: q.role,
    roleNames,
    industries: q.industry,
    companyTypes: q.companyType,
    qualifications: q.qualification,
    country: q.country,
    state: q.state,
    cities: q.city,
    experience: { min: q.minExperience, max: q.maxExperience },
    salary: salaryAsked
      ? { min: q.minSalary, max: q.maxSalary, currency: q.salaryCurrency ?? 'INR' }
      : undefined,
    workFromHome: q.workFromHome,
  };
}

/**
 * A page of open jobs: chosen, counted and ordered from the open postings' index (always current:
 * open-postings.ts), its rows read by id with the viewer's application dates.
 */
async function pageOfJobs(
  ctx: AppContext,
  viewerId: number | null,
  filters: JobFiltersIn,
  q: { page: number; limit: number; sort: number },
): Promise<Paged<SearchJobItem>> {
  const now = clock(ctx);
  const names = await ctx.referenceNames.get(ctx.db);
  const { rows, total } = await pageFromIndex(
    ctx.openPostings.jobs,
    ctx.db,
    now.dayStart,
    pickJobs(filters, JOB_ORDER[q.sort] ?? 'freshness', { ...now, ...offsetOf(q) }),
    (ids) => repo.jobsByIds(genericPlansOf(ctx), { ids, viewerId, names }),
  );
  return { list: rows.map(toJobItem), total };
}

/**
 * job/recent and job/search: the same filters and rules, for every viewer and for the alerts'
 * scans. An anonymous visitor's whole answer is also kept a few seconds by the route
 * (search.routes.ts).
 */
export async function findJobs(
  ctx: AppContext,
  user: AuthUser | null,
  q: JobFilters & { page: number; limit: number },
): Promise<Paged<SearchJobItem>> {
  return pageOfJobs(ctx, applicantId(user), await jobFiltersOf(ctx, user, q), q);
}

/** Member jobs abroad, freshest first (or the sort asked for). */
export async function recentInternationalJobs(
  ctx: AppContext,
  user: AuthUser,
  q: { qualification: string[]; page: number; limit: number; sort: number },
): Promise<Paged<SearchJobItem>> {
  return pageOfJobs(
    ctx,
    applicantId(user),
    { audience: audienceFor(user), notCountry: INDIA_COUNTRY_CODE, qualifications: q.qualification },
    q,
  );
}

/**
 * Open member jobs that fit the member's profile (skills, role, location, experience), best
 * match first, then in the sort asked for (spec 3 section 7: `job/recommended?page&limit&sort`;
 * default freshest). A job must fit in at least one way.
 */
export async function recommendedJobs(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; limit: number; sort: number },
): Promise<Paged<SearchJobItem>> {
  const now = clock(ctx);
  // The open jobs' facts are the same for every member (the index); the profile is the member's
  // own (kept by this process while no change to it is announced: matchProfileOf), and the page's
  // rows and the member's application dates are read afresh.
  const [profile, names] = await Promise.all([matchProfileOf(ctx, user.id), ctx.referenceNames.get(ctx.db)]);
  if (!profile) return { list: [], total: 0 };
  const order = JOB_ORDER[q.sort] ?? 'freshness';
  const { offset, limit } = offsetOf(q);
  const { rows, total } = await pageFromIndex(
    ctx.openPostings.jobs,
    ctx.db,
    now.dayStart,
    (snapshot) => {
      const ranked = rankRecommended(profile, memberJobs(snapshot, order), now);
      return { ids: ranked.slice(offset, offset + limit), total: ranked.length };
    },
    (ids) => repo.jobsByIds(genericPlansOf(ctx), { ids, viewerId: user.id, names }),
  );
  return { list: rows.map(toJobItem), total };
}

/**
 * A member's match profile: kept by this process (ctx.matchProfiles) while the database announces no
 * change to it (migration 0022), as the sessions are (platform/session-cache.ts); read otherwise.
 */
async function matchProfileOf(ctx: AppContext, userId: number): Promise<repo.MatchProfile | undefined> {
  const kept = ctx.matchProfiles.get(userId);
  if (kept) return kept;
  const generation = ctx.matchProfiles.generation;
  const profile = await repo.findMatchProfile(genericPlansOf(ctx), userId);
  if (profile) ctx.matchProfiles.keep(userId, { ...profile, userId }, generation);
  return profile;
}

/** training/recent and training/search (the same for every viewer but the student's dates: see findJobs). */
export async function findTrainings(
  ctx: AppContext,
  user: AuthUser | null,
  q: TrainingFilters & { state?: string; page: number; limit: number },
): Promise<Paged<SearchTrainingItem>> {
  const now = clock(ctx);
  const names = await ctx.referenceNames.get(ctx.db);
  const viewerId = user?.role === 'student' ? user.id : null;
  const filters = {
    state: q.state,
    cities: q.city,
    industries: q.industry,
    durations: q.duration,
    companyTypes: q.companyType,
  };
  const { rows, total } = await pageFromIndex(
    ctx.openPostings.trainings,
    ctx.db,
    now.dayStart,
    pickTrainings(filters, TRAINING_ORDER[q.sort] ?? 'freshness', { ...now, ...offsetOf(q) }),
    (ids) => repo.trainingsByIds(genericPlansOf(ctx), { ids, viewerId, names }),
  );
  return { list: rows.map(toTrainingItem), total };
}

// ---- The applicant's own applications (routes in the applications feature) ----

export async function appliedJobs(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; limit: number },
): Promise<Paged<SearchJobItem>> {
  const { rows, total } = await repo.pageAppliedJobs(ctx.db, user.id, {
    ...offsetOf(q),
    names: await ctx.referenceNames.get(ctx.db),
  });
  return { list: rows.map(toJobItem), total };
}

export async function appliedTrainings(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; limit: number },
): Promise<Paged<SearchTrainingItem>> {
  const { rows, total } = await repo.pageAppliedTrainings(ctx.db, user.id, {
    ...offsetOf(q),
    names: await ctx.referenceNames.get(ctx.db),
  });
  return { list: rows.map(toTrainingItem), total };
}
