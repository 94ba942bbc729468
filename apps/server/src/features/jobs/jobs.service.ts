import { INDIA_COUNTRY_CODE, JOBS_SUMMARY_DAYS, type JobStatus, SHOW_FOR_DAYS } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { istStartOfDay } from '@pp/contract/india-time';
import type { JobListItem, JobPost } from '@pp/contract/jobs';
import { JOB_TRANSITIONS, type JobDetailView, jobAudience } from '@pp/contract/jobs';
import { isMemberJobQualification, MASTER_LIST, SKILL_TYPE } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import type { ApplicationStage } from '@pp/contract/pipeline';
import { uniqueNames } from '@pp/contract/validators';
import { type Actor, auditBy } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { nameIn } from '../../platform/reference-names.ts';
import { plainTextOfHtml, sanitizeRichText } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import { ownerOrAdmin } from '../access/posting-access.ts';
import { companyNameOf } from '../corporates/company-name.ts';
import {
  countryByCode,
  masterItemsByCode,
  requireListed,
  requireStateCities,
} from '../lookups/lookups.service.ts';
import { applicantsPage, exportApplicants } from './applicants.service.ts';
import * as repo from './jobs.repo.ts';
import { appliedOn } from './postings.repo.ts';
import { changePostingDates, changePostingStatus } from './postings.service.ts';

/**
 * Jobs posted by employers: the posting rules (spec 3 section 5 'Job posting', checked here
 * whatever the client did), ownership (an employer reaches only its own jobs: anything else is
 * 404) and the status machine shared by employers and admins (JOB_TRANSITIONS).
 */

const DAY_SECONDS = 86_400;

/** Who does something, for ownership checks and the audit log. */

// ---- Names of codes ----

/**
 * Code -> name of a page of jobs, from the reference names kept in memory
 * (platform/reference-names.ts): no statement whatever the page size. A code without a name stays
 * as it is (a name typed in).
 */
async function namesFor(ctx: AppContext) {
  const names = await ctx.referenceNames.get(ctx.db);
  const named = (map: ReadonlyMap<string, string> | undefined, codes: string[]) =>
    codes.map((code) => map?.get(code) ?? code);
  const list = (l: string) => (codes: string[]) => named(names.master.get(l), codes);
  return {
    skills: list(MASTER_LIST.skill),
    qualifications: list(MASTER_LIST.qualification),
    additional: list(MASTER_LIST.additionalQualification),
    roles: list(MASTER_LIST.role),
    industries: list(MASTER_LIST.industry),
    jobType: (code: string) => nameIn(names, MASTER_LIST.jobType, code),
    cities: (codes: string[]) => named(names.cities, codes),
    country: (code: string) => names.countries.get(code) ?? code,
  };
}

function toItem(row: repo.JobRow, names: Awaited<ReturnType<typeof namesFor>>): JobListItem {
  return {
    code: row.code,
    title: row.title,
    companyName: companyNameOf(row.companyName, row.ownerName),
    skill: names.skills(row.skills),
    additionalQualification: names.additional(row.additionalQualifications),
    qualification: names.qualifications(row.qualifications),
    minExperienceInMonths: row.minExperienceInMonths,
    maxExperienceInMonths: row.maxExperienceInMonths,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    salaryCurrency: row.salaryCurrency,
    // Abroad the job names its city in otherCity (spec 1 section 4).
    location: row.cities.length || !row.otherCity ? names.cities(row.cities) : [row.otherCity],
    countryName: names.country(row.countryCode),
    description: row.description,
    createdOn: toEpochSeconds(row.createdAt),
    startDate: toEpochSeconds(row.startDate),
    endDate: toEpochSeconds(row.endDate),
    modifiedOn: toEpochSeconds(row.modifiedAt),
    status: row.status,
    applicationCount: row.applicationCount,
    jobType: names.jobType(row.jobType),
    workCulture: row.workCulture,
    role: names.roles(row.roles),
    industry: names.industries(row.companyIndustries ?? []),
    isPCS: row.companyIsPcs ?? false,
    appliedOn: null,
  };
}

/** Job rows (from this feature's repo reads) as list items; other features list jobs through this. */
export async function toJobListItems(ctx: AppContext, rows: repo.JobRow[]): Promise<JobListItem[]> {
  if (!rows.length) return [];
  const names = await namesFor(ctx);
  return rows.map((row) => toItem(row, names));
}

// ---- Ownership ----

/**
 * A job its owner or an admin may manage. Missing, deleted or another employer's: 404 with the
 * same message, so a guessed code tells nothing.
 */
export async function jobForManager(ctx: AppContext, user: AuthUser, code: string): Promise<repo.JobRow> {
  const job = await repo.findJobByCode(ctx.db, code);
  if (!job || job.deletedAt || !ownerOrAdmin(user, job.ownerId)) throw notFound(EMPLOYER_MSG.jobNotFound);
  return job;
}

// ---- Posting ----

export type JobPostInput = JobPost;

/** Sanitized rich text whose visible text is present and within `max`. */
export function cleanDescription(html: string, max: number, field = 'description'): string {
  const clean = sanitizeRichText(html);
  const text = plainTextOfHtml(clean);
  if (!text) throw fieldError(field, MSG.required);
  if (text.length > max) throw fieldError(field, `Maximum ${max} characters allowed`);
  return clean;
}

/**
 * Country, state and cities (spec 1 section 4, the country rule): India needs a state and at
 * least one of its cities; abroad has neither, and its city is the other city (required).
 */
async function checkJobLocation(ctx: AppContext, input: JobPostInput) {
  const country = await countryByCode(ctx, input.country.toUpperCase());
  if (!country) throw fieldError('country', EMPLOYER_MSG.invalidCountry);
  if (country.code !== INDIA_COUNTRY_CODE) {
    if (!input.otherCity) throw fieldError('otherCity', MSG.required);
    return { countryCode: country.code, stateCode: '', cities: [], otherCity: input.otherCity };
  }
  if (!input.state) throw fieldError('state', MSG.required);
  const { state, cities } = await requireStateCities(ctx, input.state, input.city, {
    invalid: EMPLOYER_MSG.invalidLocation,
    cityRequired: EMPLOYER_MSG.cityRequired,
    country: INDIA_COUNTRY_CODE,
  });
  return { countryCode: country.code, stateCode: state.code, cities, otherCity: '' };
}

/** The date rules of a new job: start from today (India time), end = start + one of SHOW_FOR_DAYS. */
function checkPostingDates(ctx: AppContext, startDate: number, endDate: number) {
  const today = istStartOfDay(toEpochSeconds(ctx.now()));
  if (startDate < today) throw fieldError('startDate', EMPLOYER_MSG.startBeforeToday);
  const days = (endDate - startDate) / DAY_SECONDS;
  if (!(SHOW_FOR_DAYS as readonly number[]).includes(days))
    throw fieldError('endDate', EMPLOYER_MSG.showForDays);
}

export async function postJob(ctx: AppContext, actor: Actor, input: JobPostInput) {
  checkPostingDates(ctx, input.startDate, input.endDate);
  const location = await checkJobLocation(ctx, input);
  const qualifications = [...new Set(input.qualification)];
  await requireListed(
    ctx,
    MASTER_LIST.qualification,
    qualifications,
    'qualification',
    EMPLOYER_MSG.invalidQualification,
  );
  const memberJob = qualifications.some(isMemberJobQualification);
  if (memberJob && !qualifications.every(isMemberJobQualification))
    throw fieldError('qualification', EMPLOYER_MSG.mixedQualifications);
  // Roles and skills: codes, or names typed in and kept as typed (spec 1 section 5; the contract
  // checked their characters and length). Only a skill code must fit the qualification.
  const skills = uniqueNames(input.skill);
  const foundSkills = await masterItemsByCode(ctx, MASTER_LIST.skill, skills);
  const skillType = memberJob ? SKILL_TYPE.member : SKILL_TYPE.student;
  if (skills.some((code) => foundSkills.has(code) && foundSkills.get(code)?.type !== skillType))
    throw fieldError('skill', EMPLOYER_MSG.skillsForQualification);
  const roles = uniqueNames(input.role);
  await requireListed(ctx, MASTER_LIST.jobType, [input.jobType], 'jobType', EMPLOYER_MSG.invalidJobType);
  const additional = [...new Set(input.additionalQualification)];
  await requireListed(
    ctx,
    MASTER_LIST.additionalQualification,
    additional,
    'additionalQualification',
    EMPLOYER_MSG.invalidAdditionalQualification,
  );
  const currency = input.salaryCurrency.toUpperCase();
  await requireListed(ctx, MASTER_LIST.currency, [currency], 'salaryCurrency', EMPLOYER_MSG.invalidCurrency);
  const description = cleanDescription(input.description, 1000);
  const now = ctx.now();
  const job = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertJob(tx, {
      code: newCode(),
      ownerId: actor.user.id,
      title: input.title,
      ...location,
      noOfVacancy: input.noOfVacancy,
      roles,
      skills,
      jobType: input.jobType,
      qualifications,
      additionalQualifications: additional,
      minSalary: input.minSalary,
      maxSalary: input.maxSalary,
      salaryCurrency: currency,
      minExperienceInMonths: input.minExperienceInMonths,
      maxExperienceInMonths: input.maxExperienceInMonths,
      startDate: new Date(input.startDate * 1000),
      endDate: new Date(input.endDate * 1000),
      service: input.service,
      description,
      workCulture: input.workCulture,
      status: 'active',
      isMemberJob: memberJob,
      createdAt: now,
      modifiedAt: now,
    });
    await auditBy({ ...ctx, db: tx }, actor, 'job.post', { code: created.code, title: input.title });
    return created;
  });
  return { code: job.code, Message: MSG.jobPosted };
}

// ---- Dates and status ----

export async function updateJobDates(
  ctx: AppContext,
  actor: Actor,
  input: { code: string; startDate: number; endDate: number },
) {
  const job = await jobForManager(ctx, actor.user, input.code);
  await changePostingDates(
    ctx,
    actor,
    'job',
    { ...job, start: job.startDate, end: job.endDate },
    { start: input.startDate, end: input.endDate },
    { startField: 'startDate', endField: 'endDate', tooLong: EMPLOYER_MSG.showTooLong },
  );
  return { code: job.code, startDate: input.startDate, endDate: input.endDate, Message: MSG.jobUpdated };
}

/** Whether `role` may move a job from `from` to `to` (JOB_TRANSITIONS of the contract). */
export function mayChangeJobStatus(role: AuthUser['role'], from: JobStatus, to: JobStatus): boolean {
  if (role !== 'admin' && role !== 'corporate') return false;
  return JOB_TRANSITIONS[role][from].includes(to);
}

export async function setJobStatus(
  ctx: AppContext,
  actor: Actor,
  input: { jobCode: string; status: JobStatus },
) {
  const job = await jobForManager(ctx, actor.user, input.jobCode);
  if (job.status === input.status) {
    return { jobCode: job.code, status: job.status, Message: EMPLOYER_MSG.jobStatusUpdated };
  }
  if (!mayChangeJobStatus(actor.user.role, job.status, input.status))
    throw fieldError('status', EMPLOYER_MSG.statusNotAllowed);
  await changePostingStatus(ctx, actor, 'job', job, input.status);
  return { jobCode: job.code, status: input.status, Message: EMPLOYER_MSG.jobStatusUpdated };
}

// ---- Reading ----

export async function postedJobs(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number; startDate?: number; endDate?: number },
) {
  const now = toEpochSeconds(ctx.now());
  const from = query.startDate ?? now - JOBS_SUMMARY_DAYS * DAY_SECONDS;
  const to = query.endDate ?? now;
  const { list, total } = await repo.pagePostedJobs(
    ctx.db,
    {
      ownerId: user.role === 'admin' ? undefined : user.id,
      from: new Date(from * 1000),
      // The whole last second: a job posted at 10.5 s is in a window that ends at 10 s.
      to: new Date(to * 1000 + 999),
    },
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { list: await toJobListItems(ctx, list), total };
}

/** /corporate/job/search: the employer's own jobs of every date by keyword, status and posting days. */
export async function searchOwnJobs(
  ctx: AppContext,
  user: AuthUser,
  query: {
    page: number;
    limit: number;
    keyword: string;
    status: JobStatus | '';
    from?: number;
    to?: number;
  },
) {
  const { list, total } = await repo.searchOwnJobs(
    ctx.db,
    {
      ownerId: user.id,
      keyword: query.keyword,
      status: query.status || undefined,
      from: query.from === undefined ? undefined : new Date(query.from * 1000),
      // The whole last second (as postedJobs).
      to: query.to === undefined ? undefined : new Date(query.to * 1000 + 999),
    },
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { list: await toJobListItems(ctx, list), total };
}

/**
 * A job's detail. Owner and admins see any of their jobs with its dates and PCS flag. Others see
 * a published job (active and started) or one they applied to, without those fields.
 */
export async function jobDetail(
  ctx: AppContext,
  viewer: AuthUser | null,
  code: string,
): Promise<JobDetailView> {
  const job = await repo.findJobByCode(ctx.db, code);
  if (!job || job.deletedAt) throw notFound(EMPLOYER_MSG.jobNotFound);
  const canManage = ownerOrAdmin(viewer, job.ownerId);
  const applied =
    viewer && (viewer.role === 'member' || viewer.role === 'student')
      ? await appliedOn(ctx.db, 'job', job.id, viewer.id)
      : null;
  const published = job.status === 'active' && job.startDate.getTime() <= ctx.now().getTime();
  if (!canManage && !published && !applied) throw notFound(EMPLOYER_MSG.jobNotFound);
  const [item] = await toJobListItems(ctx, [job]);
  return {
    ...item!,
    startDate: canManage ? item!.startDate : null,
    endDate: canManage ? item!.endDate : null,
    isPCS: canManage ? item!.isPCS : null,
    appliedOn: applied ? toEpochSeconds(applied) : null,
    noOfVacancy: job.noOfVacancy,
    companyDetail: job.companyDescription ?? '',
    service: job.service,
    countryCode: job.countryCode,
    stateCode: job.stateCode,
    cityCodes: job.cities,
    otherCity: job.otherCity,
    roleCodes: job.roles,
    skillCodes: job.skills,
    qualificationCodes: job.qualifications,
    additionalQualificationCodes: job.additionalQualifications,
    canManage,
  };
}

export async function jobApplicants(
  ctx: AppContext,
  user: AuthUser,
  query: { jobCode: string; page: number; limit: number; sort: number; stage?: ApplicationStage },
) {
  // The page is read while the job is looked up; the look-up counts its applications.
  return applicantsPage(ctx, 'job', query.jobCode, jobForManager(ctx, user, query.jobCode), query);
}

export async function exportJobApplicants(ctx: AppContext, user: AuthUser, jobCode: string) {
  const job = await jobForManager(ctx, user, jobCode);
  return exportApplicants(ctx, 'job', job.id, jobAudience(job.qualifications));
}
