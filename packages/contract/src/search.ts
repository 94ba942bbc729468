import { z } from 'zod';
import { INDIA_COUNTRY_CODE, PAGE_SIZE } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { jobListItem } from './jobs.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { trainingItem } from './trainings.ts';
import { codeOrNameListQuery } from './validators.ts';

/**
 * Finding jobs and trainings: the public, member and student lists and searches, and the public
 * (spec 3 sections 2.6-2.8, 7).
 *
 * Paths the spec does not show, chosen in its style:
 *   GET job/recent                  recent jobs (public list, member and student Recent Job(s))
 *   GET job/search                  job search (India, international, work from home)
 *   GET training/recent             recent trainings (public list, student Recent Training(s))
 *   GET training/search             training search (State/UT required)
 * Paths from the spec: GET job/recommended, GET job/recent-intl. The government lists
 * (GET govt-job/recent, GET training/posted-Govtraining) are in govt.ts.
 *
 * The same rules on every list, all applied in SQL:
 * - Jobs: published (status active), not deleted, inside the show window: shown from startDate,
 *   and till the end of the India-time day of endDate. Trainings: status active, not deleted,
 *   inside the application window (trainingStartDate .. the end of the day of trainingEndDate).
 * - Who sees which jobs: a signed-in member sees member jobs (qualification ACS/FCS), a signed-in
 *   student the other (student) jobs; anyone else sees both, or the `audience` asked for.
 * - Ranges overlap: minExperience/maxExperience (months) match jobs whose experience range
 *   overlaps them; minSalary/maxSalary (in salaryCurrency, INR by default) match jobs of that
 *   currency whose salary range overlaps them. The client splits the 'from-to' option values of
 *   config/experience and config/salary (parseRange).
 * - skill, role, industry, city: comma-joined codes; a job matches when it has ANY of them.
 *   Skill and role entries may also be names typed in (validators.ts codeOrName), which match
 *   jobs that stored the same name, case-insensitively.
 *   city '*' (or no city) means every city of the state.
 * - companyType matches the employer's profile (see COMPANY_TYPE_RULE on the server).
 * - Lists answer `{ list, total }`; each item names its location, skills, roles ... (not codes)
 *   and carries `appliedOn` for the signed-in member or student.
 */

/** Sort options of job lists (spec: Freshness / Experience / Salary). */
export const JOB_SORT = { freshness: 1, experience: 2, salary: 3 } as const;
/** Sort options of training lists (spec: Freshness / Stipend / Duration). */
export const TRAINING_SORT = { freshness: 1, stipend: 2, duration: 3 } as const;

/**
 * Labels and meaning: Freshness newest first; Experience lowest required experience first;
 * Salary highest salary first; Stipend highest first; Duration shortest first.
 */
export const JOB_SORT_OPTIONS = [
  { value: String(JOB_SORT.freshness), label: 'Freshness' },
  { value: String(JOB_SORT.experience), label: 'Experience' },
  { value: String(JOB_SORT.salary), label: 'Salary' },
] as const;
export const TRAINING_SORT_OPTIONS = [
  { value: String(TRAINING_SORT.freshness), label: 'Freshness' },
  { value: String(TRAINING_SORT.stipend), label: 'Stipend' },
  { value: String(TRAINING_SORT.duration), label: 'Duration' },
] as const;

export const SEARCH_LIMIT_MAX = 100;

/** International searches show CTC in USD: ranges 'from-to' in US dollars per annum. */
export const USD_SALARY_RANGES = [
  { name: 'Up to $25,000', value: '0-25000' },
  { name: '$25,000 - $50,000', value: '25000-50000' },
  { name: '$50,000 - $75,000', value: '50000-75000' },
  { name: '$75,000 - $100,000', value: '75000-100000' },
  { name: '$100,000 - $150,000', value: '100000-150000' },
  { name: '$150,000 - $200,000', value: '150000-200000' },
  { name: 'Above $200,000', value: '200000-100000000' },
] as const;

/** Countries an international search offers: every country but India and 'other'. */
export function isInternationalCountry(country: { code: string; name: string }): boolean {
  return country.code !== INDIA_COUNTRY_CODE && !/^others?$/i.test(country.name.trim());
}

/** Who a job is for: member jobs (ACS/FCS qualification) or student jobs. */
export const JOB_AUDIENCE = ['member', 'student'] as const;
export type JobAudience = (typeof JOB_AUDIENCE)[number];

// ---- Query pieces ----

const CODE_RE = /^[A-Za-z0-9_*-]+$/;

/** Comma-joined codes ('SKM-CG,SKM-SA'); empty parts dropped. */
export const codeListParam = z
  .string()
  .max(2000)
  .optional()
  .transform((value, ctx) => {
    const codes = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (codes.length > 50) ctx.addIssue({ code: 'custom', message: OUR_MSG.tooManyCodes });
    if (codes.some((code) => code.length > 64 || !CODE_RE.test(code))) {
      ctx.addIssue({ code: 'custom', message: OUR_MSG.invalidCode });
    }
    return [...new Set(codes)];
  });

const codeValue = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_*-]*$/, OUR_MSG.invalidCode)
  .optional()
  .transform((value) => value || undefined);

const amount = z.coerce.number().int().min(0).max(10_000_000_000).optional();

/** 'true'/'1' and 'false'/'0' in a query string. */
export const flagParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const paging = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(defaultLimit),
});

/** Filters shared by every job list. */
export const jobFilters = {
  jobType: codeValue,
  /** Skill codes or typed names, comma-joined: any of them (a name case-insensitively). */
  skill: codeOrNameListQuery,
  /** Role codes or typed names, comma-joined: any of them (a name case-insensitively). */
  role: codeOrNameListQuery,
  /** Industry codes of the employer, comma-joined: any of them. */
  industry: codeListParam,
  /** Company type codes (config/company-type), comma-joined: any of them. */
  companyType: codeListParam,
  /** Qualification codes of the job, comma-joined: any of them. */
  qualification: codeListParam,
  country: codeValue,
  state: codeValue,
  /** City codes, comma-joined; '*' means every city of the state. */
  city: codeListParam,
  /** Experience range in months ('from-to' split by the client). */
  minExperience: amount,
  maxExperience: amount,
  /** Salary range per annum in salaryCurrency. */
  minSalary: amount,
  maxSalary: amount,
  salaryCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,3}$/, OUR_MSG.invalidCurrency)
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
  /** Work from home or hybrid jobs only (workCulture Yes or Limited). */
  workFromHome: flagParam,
  /** For callers who are not members or students: only member or only student jobs. */
  audience: z.enum(JOB_AUDIENCE).optional(),
  sort: z.coerce.number().int().min(1).max(3).default(JOB_SORT.freshness),
};

export const jobRecentQuery = z.object({ ...jobFilters, ...paging(PAGE_SIZE.recentJobs) });
export const jobSearchQuery = z.object({ ...jobFilters, ...paging(PAGE_SIZE.memberJobSearch) });
export type JobSearchQuery = z.input<typeof jobSearchQuery>;
export type JobFilters = z.output<typeof jobSearchQuery>;

export const recommendedQuery = z.object({
  ...paging(PAGE_SIZE.recommended),
  /** The best match always comes first; equally good matches in this sort (JOB_SORT). */
  sort: z.coerce.number().int().min(1).max(3).default(JOB_SORT.freshness),
});

export const recentIntlQuery = z.object({
  /** Qualification codes, comma-joined: any of them. */
  qualification: codeListParam,
  ...paging(PAGE_SIZE.recentJobs),
  sort: z.coerce.number().int().min(1).max(3).default(JOB_SORT.freshness),
});

/** Filters of the training lists (spec: state, city, industry, duration, companyType). */
export const trainingFilters = {
  state: codeValue,
  /** City codes, comma-joined; '*' means every city of the state. */
  city: codeListParam,
  /** Industry codes, comma-joined: any of them. */
  industry: codeListParam,
  /** Training duration codes (config/training-duration), comma-joined: any of them. */
  duration: codeListParam,
  /** Company type codes, comma-joined: any of them. */
  companyType: codeListParam,
  sort: z.coerce.number().int().min(1).max(3).default(TRAINING_SORT.freshness),
};

export const trainingRecentQuery = z.object({ ...trainingFilters, ...paging(PAGE_SIZE.recentTrainings) });
export const trainingSearchQuery = z.object({
  ...trainingFilters,
  ...paging(PAGE_SIZE.trainingSearch),
  /** The spec's Search Training(s) requires a State/UT. */
  state: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(64)
    .regex(/^[A-Za-z0-9_*-]+$/, OUR_MSG.invalidCode),
});
export type TrainingSearchQuery = z.input<typeof trainingSearchQuery>;
export type TrainingFilters = z.output<typeof trainingRecentQuery>;

// ---- Items ----

/** A job in a search or list: the shared list item, plus whom it is for. */
export const searchJobItem = jobListItem.extend({
  /** A member job (ACS/FCS): members apply; otherwise students apply. */
  isMemberJob: z.boolean(),
});
export type SearchJobItem = z.infer<typeof searchJobItem>;

export const searchTrainingItem = trainingItem.extend({
  /** Code of the training duration option. */
  durationCode: z.string(),
});
export type SearchTrainingItem = z.infer<typeof searchTrainingItem>;

// ---- Endpoints ----

export const recentJobs = endpoint({
  method: 'GET',
  path: 'job/recent',
  query: jobRecentQuery,
  result: page(searchJobItem),
  roles: 'public',
  summary:
    'Recent open jobs with optional filters (industry, companyType, role, skill, country, state, city, experience, salary). Path ours.',
});

export const searchJobs = endpoint({
  method: 'GET',
  path: 'job/search',
  query: jobSearchQuery,
  result: page(searchJobItem),
  roles: 'public',
  summary:
    "Job search: jobType, skill and role codes comma-joined, country, state, city ('*' all), min/max experience, min/max salary, workFromHome, page, limit, sort 1 Freshness / 2 Experience / 3 Salary. Path ours.",
});

export const recommendedJobs = endpoint({
  method: 'GET',
  path: 'job/recommended',
  query: recommendedQuery,
  result: page(searchJobItem),
  roles: ['member'],
  summary: "Open member jobs matching the member's skills, role, location and experience; best match first.",
});

export const recentInternationalJobs = endpoint({
  method: 'GET',
  path: 'job/recent-intl',
  query: recentIntlQuery,
  result: page(searchJobItem),
  roles: ['member'],
  summary: 'Recent open member jobs outside India; optional qualification codes.',
});

export const recentTrainings = endpoint({
  method: 'GET',
  path: 'training/recent',
  query: trainingRecentQuery,
  result: page(searchTrainingItem),
  roles: 'public',
  summary:
    'Recent trainings open for applications; optional state, city, industry, duration, companyType. Sort 1 Freshness / 2 Stipend / 3 Duration. Path ours.',
});

export const searchTrainings = endpoint({
  method: 'GET',
  path: 'training/search',
  query: trainingSearchQuery,
  result: page(searchTrainingItem),
  roles: 'public',
  summary: 'Training search: State/UT required; city, industry, duration, companyType optional. Path ours.',
});
