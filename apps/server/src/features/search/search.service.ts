import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { istStartOfDay } from '@pp/contract/india-time';
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
import type { AppContext } from '../../platform/context.ts';
import { isCodeIn } from '../../platform/reference-names.ts';
import type { AuthUser } from '../../platform/session.ts';
import { rankRecommended } from './recommended.ts';
import * as repo from './search.repo.ts';

interface Paged<T> {
  list: T[];
  total: number;
}

const seconds = (date: Date) => toEpochSeconds(date);
const secondsOrNull = (date: Date | null) => (date ? toEpochSeconds(date) : null);

/** Now and the start of today in India time: lists show postings till the end of their last day. */
export function clock(ctx: AppContext) {
  const now = ctx.now();
  return { now, dayStart: new Date(istStartOfDay(toEpochSeconds(now)) * 1000) };
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

/** The filters of a job query as SQL conditions. */
async function jobConditionsOf(ctx: AppContext, user: AuthUser | null, q: Partial<JobFilters>) {
  const salaryAsked = q.minSalary !== undefined || q.maxSalary !== undefined;
  const [skillNames, roleNames] = await Promise.all([
    typedNames(ctx, MASTER_LIST.skill, q.skill),
    typedNames(ctx, MASTER_LIST.role, q.role),
  ]);
  return repo.jobConditions({
    ...clock(ctx),
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
  });
}

/**
 * Whether a list read may come from the public cache (platform/public-cache.ts): the search
 * screens' reads may; a reader that must see every row as of now (the alerts' scan) asks fresh.
 */
export interface ReadOptions {
  cached?: boolean;
}

/**
 * job/recent and job/search: the same filters and rules. A page is the same for everyone who
 * sees the same audience's jobs with the same query, except the viewer's own application dates:
 * the page is kept a few seconds in the public cache by audience and query (placement days ask
 * the same few searches over and over), and the viewer's dates are read afresh for its rows. An
 * anonymous visitor's whole answer is kept by the route instead (search.routes.ts), which asks
 * for fresh rows when it builds one.
 */
export async function findJobs(
  ctx: AppContext,
  user: AuthUser | null,
  q: JobFilters & { page: number; limit: number },
  options: ReadOptions = { cached: true },
): Promise<Paged<SearchJobItem>> {
  const read = async () =>
    repo.pageJobs(ctx.db, {
      where: await jobConditionsOf(ctx, user, q),
      order: JOB_ORDER[q.sort] ?? 'freshness',
      viewerId: null,
      names: await ctx.referenceNames.get(ctx.db),
      ...offsetOf(q),
    });
  const { rows, total } = options.cached
    ? await ctx.publicCache.get(`jobs:${audienceFor(user, q.audience) ?? 'all'}:${JSON.stringify(q)}`, read)
    : await read();
  const viewer = applicantId(user);
  const applied = viewer
    ? await repo.jobApplicationDates(
        ctx.db,
        viewer,
        rows.map((r) => r.id),
      )
    : null;
  return {
    list: rows.map((row) => toJobItem(applied ? { ...row, appliedAt: applied.get(row.id) ?? null } : row)),
    total,
  };
}

/** Member jobs abroad, freshest first (or the sort asked for). */
export async function recentInternationalJobs(
  ctx: AppContext,
  user: AuthUser,
  q: { qualification: string[]; page: number; limit: number; sort: number },
): Promise<Paged<SearchJobItem>> {
  const where = repo.jobConditions({
    ...clock(ctx),
    audience: audienceFor(user),
    notCountry: INDIA_COUNTRY_CODE,
    qualifications: q.qualification,
  });
  const { rows, total } = await repo.pageJobs(ctx.db, {
    where,
    order: JOB_ORDER[q.sort] ?? 'freshness',
    viewerId: applicantId(user),
    names: await ctx.referenceNames.get(ctx.db),
    ...offsetOf(q),
  });
  return { list: rows.map(toJobItem), total };
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
  // The open member jobs' facts are the same for every member (the public cache: emptied by any
  // write to this process, PUBLIC_CACHE_SECONDS for the others); the profile is the member's own,
  // read afresh, and so are the page's rows and the member's application dates.
  const [profile, facts, names] = await Promise.all([
    repo.findMatchProfile(ctx.db, user.id),
    ctx.publicCache.get(RECOMMENDED_FACTS_KEY, () => repo.openMemberJobFacts(ctx.db, now.now, now.dayStart)),
    ctx.referenceNames.get(ctx.db),
  ]);
  if (!profile) return { list: [], total: 0 };
  const ranked = rankRecommended(profile, facts, now, JOB_ORDER[q.sort] ?? 'freshness');
  const { offset, limit } = offsetOf(q);
  const rows = await repo.jobsByIds(ctx.db, {
    ids: ranked.slice(offset, offset + limit),
    // A job closed or deleted since the facts were read (another process, within the cache's
    // lifetime) is left out of the page.
    where: repo.jobConditions({ ...now, audience: 'member' }),
    viewerId: user.id,
    names,
  });
  return { list: rows.map(toJobItem), total: ranked.length };
}

/** The public cache's key of the open member jobs' match facts (recommended.ts). */
const RECOMMENDED_FACTS_KEY = 'recommended:open-member-job-facts';

/** training/recent and training/search (the same for every viewer but the student's dates: see findJobs). */
export async function findTrainings(
  ctx: AppContext,
  user: AuthUser | null,
  q: TrainingFilters & { state?: string; page: number; limit: number },
  options: ReadOptions = { cached: true },
): Promise<Paged<SearchTrainingItem>> {
  const read = async () =>
    repo.pageTrainings(ctx.db, {
      where: repo.trainingConditions({
        ...clock(ctx),
        state: q.state,
        cities: q.city,
        industries: q.industry,
        durations: q.duration,
        companyTypes: q.companyType,
      }),
      order: TRAINING_ORDER[q.sort] ?? 'freshness',
      names: await ctx.referenceNames.get(ctx.db),
      ...offsetOf(q),
    });
  const { rows, total } = options.cached
    ? await ctx.publicCache.get(`trainings:${JSON.stringify(q)}`, read)
    : await read();
  const viewer = user?.role === 'student' ? user.id : null;
  const applied = viewer
    ? await repo.trainingApplicationDates(
        ctx.db,
        viewer,
        rows.map((r) => r.id),
      )
    : null;
  return {
    list: rows.map((row) =>
      toTrainingItem(applied ? { ...row, appliedAt: applied.get(row.id) ?? null } : row),
    ),
    total,
  };
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
