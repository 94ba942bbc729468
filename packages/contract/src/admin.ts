import { z } from 'zod';
import { ADMIN_DATE_RANGE_DAYS, LOGIN_STATUS, PAGE_SIZE } from './constants.ts';
import { CANDIDATE_SORT, corporateProfile } from './corporates.ts';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { queryBoolean } from './govt.ts';
import { istStartOfDay } from './india-time.ts';
import { jobListItem } from './jobs.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { stagesByKind } from './pipeline.ts';
import { trainingItem } from './trainings.ts';
import { codeParam, epochSeconds, optionalCodeOrName } from './validators.ts';

/**
 * The admin area (spec 2): statistics, the summaries of posted jobs and trainings, soft delete,
 * user searches with their exports, the corporate detail, the canPostTraining switch and the
 * audit log. Every endpoint here is admin-only. Job and training status changes, applicants,
 * messages and the login status live with their features (employer.ts, auth.ts) and serve
 * admins too.
 */

// ---- Constants and messages ----

const DAY_SECONDS = 86_400;

/** Messages of the admin area that the spec leaves to us. */
export const ADMIN_MSG = {
  endAfterToday: 'End date cannot be after today.',
  startTooFarAhead: `Start date cannot be more than ${ADMIN_DATE_RANGE_DAYS} days ahead.`,
  rangeTooLong: `The end date can be at most ${ADMIN_DATE_RANGE_DAYS} days after the start date.`,
  cannotDelete: 'Only a job that is on hold and has no applicants can be deleted.',
  jobDeleted: 'The job has been deleted.',
  jobNotFound: 'The job was not found.',
  corporateNotFound: 'The employer was not found.',
  trainingRightGranted: 'The employer can now post trainings.',
  trainingRightRevoked: 'The employer can no longer post trainings.',
  stateRequired: MSG.required,
} as const;

/** The sort of the corporate search: the spec's default is 1. */
export const CORPORATE_SORT = [
  { value: 1, label: 'Recently registered' },
  { value: 2, label: 'Company name (A-Z)' },
] as const;
export const DEFAULT_CORPORATE_SORT = 1;

/**
 * Member and student search sort: the employer's candidate sort options, but the admin's default
 * is 2, recently updated (spec 2 section 9; the employer's default is the first option).
 */
export const ADMIN_CANDIDATE_SORT = CANDIDATE_SORT;
export const DEFAULT_ADMIN_CANDIDATE_SORT = ADMIN_CANDIDATE_SORT[1].value;

/** The most rows an admin export writes (the government jobs export's cap, spec 2 section 7). */
export const ADMIN_EXPORT_MAX_ROWS = 100000;

/** The grid truncations of the admin summaries (spec 2 section 2). */
export const GRID_TRUNCATE = {
  companyName: 15,
  title: 5,
  skill: 5,
  description: 8,
  address: 5,
  qualification: 5,
  applicantSummary: 10,
} as const;

// ---- The date range of the summaries (spec 2 section 5 'Date filters') ----

/** The India-time day of `seconds` as the epoch seconds of its start. */
const dayOf = (seconds: number) => istStartOfDay(seconds);

/** The default range: 15 days before today up to today (epoch seconds of the two days' starts). */
export function defaultAdminRange(nowSeconds: number): { startDate: number; endDate: number } {
  const today = dayOf(nowSeconds);
  return { startDate: today - ADMIN_DATE_RANGE_DAYS * DAY_SECONDS, endDate: today };
}

/**
 * The spec's caps on the range, by India-time day: the end not after today, the start at most 15
 * days ahead, the end at most the start plus 15 days, and the start not after the end. Returns
 * the message of the first broken rule, or null. The page uses the same rules to bound its pickers.
 */
export function adminRangeError(startDate: number, endDate: number, nowSeconds: number): string | null {
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  const today = dayOf(nowSeconds);
  if (start > end) return MSG.startAfterEnd;
  if (end > today) return ADMIN_MSG.endAfterToday;
  if (start > today + ADMIN_DATE_RANGE_DAYS * DAY_SECONDS) return ADMIN_MSG.startTooFarAhead;
  if (end > start + ADMIN_DATE_RANGE_DAYS * DAY_SECONDS) return ADMIN_MSG.rangeTooLong;
  return null;
}

// ---- Statistics ----

export const statItem = z.object({
  /** Stable key of the figure (the page picks its icon by it). */
  key: z.string(),
  name: z.string(),
  value: z.number(),
});
export type StatItem = z.infer<typeof statItem>;

export const weeklyStat = z.object({
  /** Monday of the week (India time), epoch seconds. */
  weekStart: z.number(),
  jobsPosted: z.number(),
  trainingsPosted: z.number(),
  jobApplications: z.number(),
  trainingApplications: z.number(),
  registrations: z.number(),
});
export type WeeklyStat = z.infer<typeof weeklyStat>;

export const STATS_WEEKS = 12;

export const statsResult = page(statItem).extend({
  /** The last STATS_WEEKS weeks, oldest first, the current week last. */
  weekly: z.array(weeklyStat),
  /** Every application ever made, by its stage now (the totals match the application cards). */
  applicationsByStage: stagesByKind,
});

export const getStats = endpoint({
  method: 'GET',
  path: 'config/stats',
  result: statsResult,
  roles: ['admin'],
  summary:
    'Dashboard figures (name and value), weekly postings, applications and registrations, applications by stage.',
});

// ---- Jobs and trainings summaries ----

const pageField = z.coerce.number().int().min(1).max(100000).default(1);
const limitField = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const searchField = z.string().trim().max(100).optional().default('');

/** startDate / endDate: epoch seconds of any moment of the chosen days (India time). */
export const adminJobsQuery = z.object({
  page: pageField,
  limit: limitField(PAGE_SIZE.admin),
  startDate: epochSeconds.optional(),
  endDate: epochSeconds.optional(),
  /** Words matched against title and company name. */
  search: searchField,
});
export type AdminJobsQuery = z.input<typeof adminJobsQuery>;

export const adminTrainingsQuery = adminJobsQuery.extend({
  /** true: every training, the date range ignored (the spec's IsAll). */
  IsAll: queryBoolean.optional().default(false),
});
export type AdminTrainingsQuery = z.input<typeof adminTrainingsQuery>;

export const adminJobRow = jobListItem.extend({
  /** The employer's userCode (links to the corporate detail). */
  companyCode: z.string(),
});
export type AdminJobRow = z.infer<typeof adminJobRow>;

export const adminTrainingRow = trainingItem.extend({
  companyCode: z.string(),
  /** Names of who created and last changed the training. */
  createdBy: z.string(),
  modifiedBy: z.string(),
});
export type AdminTrainingRow = z.infer<typeof adminTrainingRow>;

export const listAdminJobs = endpoint({
  method: 'GET',
  path: 'job/admin',
  query: adminJobsQuery,
  result: page(adminJobRow),
  roles: ['admin'],
  summary: 'Jobs posted in the range (default 15 days back to today), newest first, with the range rules.',
});

export const exportAdminJobs = endpoint({
  method: 'GET',
  path: 'job/exportJobs',
  query: adminJobsQuery.omit({ page: true, limit: true }),
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'The jobs of the range as report-{timestamp}.xlsx, streamed.',
});

export const listAdminTrainings = endpoint({
  method: 'GET',
  path: 'training/admin',
  query: adminTrainingsQuery,
  result: page(adminTrainingRow),
  roles: ['admin'],
  summary: 'Trainings posted in the range (or all with IsAll), newest first.',
});

export const exportAdminTrainings = endpoint({
  method: 'GET',
  path: 'training/exportTrainings',
  query: adminTrainingsQuery.omit({ page: true, limit: true }),
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Ours. The trainings of the range as report-{timestamp}.xlsx, streamed.',
});

export const softDeleteBody = z.object({ jobCode: codeParam });

export const softDeleteJob = endpoint({
  method: 'POST',
  path: 'job/softDelete',
  body: softDeleteBody,
  result: z.object({ jobCode: z.string(), status: z.literal('deleted'), Message: z.string() }),
  roles: ['admin'],
  summary: 'Deletes (hides) a job that is on hold and has no applicants. Audited.',
});

// ---- Users ----

const stateField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64)
  .regex(/^[A-Za-z0-9_*-]+$/, OUR_MSG.invalidCode)
  .default('*');
const optionalCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_*-]*$/, OUR_MSG.invalidCode)
  .optional()
  .default('');
const keywordField = z.string().trim().max(100).optional().default('');

export const corporateSearchQuery = z.object({
  keyword: keywordField,
  /** State code, or '*' for every state (required by the form, default '*'). */
  state: stateField,
  /** City code, '*' or empty for every city of the state. */
  city: optionalCode,
  /** Industry code, or empty. */
  industry: optionalCode,
  page: pageField,
  limit: limitField(PAGE_SIZE.admin),
  sort: z.coerce.number().int().min(1).max(CORPORATE_SORT.length).default(DEFAULT_CORPORATE_SORT),
});
export type CorporateSearchQuery = z.input<typeof corporateSearchQuery>;

export const corporateAccountRow = z.object({
  userCode: z.string(),
  companyName: z.string(),
  cinNumber: z.string(),
  industry: z.array(z.string()),
  companyDescription: z.string(),
  contactPersonName: z.string(),
  contactPersonMobile: z.string(),
  contactPersonEmail: z.string(),
  /** The sign-in e-mail. */
  email: z.string(),
  stateName: z.string(),
  cityName: z.string(),
  loginStatus: z.enum(LOGIN_STATUS),
  canPostTraining: z.boolean(),
  isListed: z.boolean(),
  isPCS: z.boolean(),
  registrationType: z.string(),
  createdOn: z.number(),
  modifiedOn: z.number(),
});
export type CorporateAccountRow = z.infer<typeof corporateAccountRow>;

export const searchCorporates = endpoint({
  method: 'GET',
  path: 'corporate/admin-search',
  query: corporateSearchQuery,
  result: page(corporateAccountRow),
  roles: ['admin'],
  summary: 'Employer accounts by keyword (company, e-mail, contact, CIN), State/UT, city and industry.',
});

export const exportCorporates = endpoint({
  method: 'GET',
  path: 'corporate/admin-export',
  query: corporateSearchQuery.omit({ page: true, limit: true }),
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Ours. The corporate search as report-{timestamp}.xlsx.',
});

export const trainingRightBody = z.object({
  userCode: codeParam,
  /** The new value; when omitted it is toggled. */
  status: z.boolean().optional(),
});

export const setTrainingRight = endpoint({
  method: 'POST',
  path: 'corporate/training-status',
  body: trainingRightBody,
  result: z.object({ userCode: z.string(), status: z.boolean(), Message: z.string() }),
  roles: ['admin'],
  summary: "Blocks or activates an employer's right to post trainings (canPostTraining). Audited.",
});

export const corporateDetailParams = z.object({ userCode: codeParam });

export const getCorporateDetail = endpoint({
  method: 'GET',
  path: 'corporate/detail/:userCode',
  params: corporateDetailParams,
  result: corporateProfile,
  roles: ['admin'],
  summary: "An employer's profile (basicDetail, addressDetail, authDetail, balanceSheet, contactDetail).",
});

export const memberSearchQuery = z
  .object({
    keyword: keywordField,
    state: stateField,
    city: optionalCode,
    /** A skill code or a name typed in (matched case-insensitively); empty for any. */
    skill: optionalCodeOrName,
    /** A role code or a name typed in (the member's own designation, case-insensitively); empty for any. */
    role: optionalCodeOrName,
    /** Present experience in years. */
    minXp: z.coerce.number().int().min(0).max(60).optional(),
    maxXp: z.coerce.number().int().min(0).max(60).optional(),
    /** Present CTC in lakhs per annum. */
    minSal: z.coerce.number().min(0).max(100000).optional(),
    maxSal: z.coerce.number().min(0).max(100000).optional(),
    page: pageField,
    limit: limitField(PAGE_SIZE.admin),
    sort: z.coerce
      .number()
      .int()
      .min(1)
      .max(ADMIN_CANDIDATE_SORT.length)
      .default(DEFAULT_ADMIN_CANDIDATE_SORT),
  })
  .superRefine((v, ctx) => {
    if (v.minXp !== undefined && v.maxXp !== undefined && v.minXp > v.maxXp) {
      ctx.addIssue({
        code: 'custom',
        path: ['minXp'],
        message: OUR_MSG.minExperienceOverMax,
      });
    }
    if (v.minSal !== undefined && v.maxSal !== undefined && v.minSal > v.maxSal) {
      ctx.addIssue({ code: 'custom', path: ['minSal'], message: MSG.minSalaryOverMax });
    }
  });
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;

export const memberAccountRow = z.object({
  userCode: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  membershipType: z.string(),
  membershipNumber: z.string(),
  stateName: z.string(),
  cityName: z.string(),
  currentCompany: z.string(),
  currentRoleName: z.string(),
  totalExperienceInMonths: z.number(),
  currentCTC: z.number(),
  currentCTCCurrency: z.string(),
  skill: z.array(z.string()),
  profileSummary: z.string(),
  /** The member's own 'open to opportunities' switch. */
  isActive: z.boolean(),
  loginStatus: z.enum(LOGIN_STATUS),
  hasResume: z.boolean(),
  createdOn: z.number(),
  modifiedOn: z.number(),
});
export type MemberAccountRow = z.infer<typeof memberAccountRow>;

export const searchMembersAdmin = endpoint({
  method: 'GET',
  path: 'member/admin-search',
  query: memberSearchQuery,
  result: page(memberAccountRow),
  roles: ['admin'],
  summary: 'Members by keyword, State/UT, city, skill, role, experience (years) and CTC (lakhs).',
});

export const exportMembers = endpoint({
  method: 'GET',
  path: 'member/admin-export',
  query: memberSearchQuery,
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Ours. The member search as report-{timestamp}.xlsx (page and limit ignored).',
});

export const studentSearchQuery = z.object({
  keyword: keywordField,
  state: stateField,
  city: optionalCode,
  /** A skill code or a name typed in (matched case-insensitively); empty for any. */
  skill: optionalCodeOrName,
  page: pageField,
  limit: limitField(PAGE_SIZE.admin),
  sort: z.coerce.number().int().min(1).max(ADMIN_CANDIDATE_SORT.length).default(DEFAULT_ADMIN_CANDIDATE_SORT),
});
export type StudentSearchQuery = z.input<typeof studentSearchQuery>;

export const studentAccountRow = z.object({
  userCode: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  registrationNumber: z.string(),
  stateName: z.string(),
  cityName: z.string(),
  skill: z.array(z.string()),
  profileSummary: z.string(),
  isActive: z.boolean(),
  loginStatus: z.enum(LOGIN_STATUS),
  hasResume: z.boolean(),
  createdOn: z.number(),
  modifiedOn: z.number(),
});
export type StudentAccountRow = z.infer<typeof studentAccountRow>;

export const searchStudentsAdmin = endpoint({
  method: 'GET',
  path: 'student/admin-search',
  query: studentSearchQuery,
  result: page(studentAccountRow),
  roles: ['admin'],
  summary: 'Students by keyword, State/UT, city and skill.',
});

export const exportStudents = endpoint({
  method: 'GET',
  path: 'student/admin-export',
  query: studentSearchQuery,
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Ours. The student search as report-{timestamp}.xlsx (page and limit ignored).',
});

// ---- Audit log ----

/** Groups of audited actions, for the filter of the audit page (prefix match). */
export const AUDIT_ACTION_GROUPS = [
  { value: 'login', label: 'Sign-in events' },
  { value: 'login-as', label: 'Login as' },
  { value: 'user.login-status', label: 'Login status (block / activate)' },
  { value: 'corporate.training-status', label: 'Right to post trainings' },
  { value: 'job.', label: 'Jobs (status, dates, delete, export)' },
  { value: 'training.', label: 'Trainings (status, export)' },
  { value: 'govt-job.', label: 'Government jobs' },
  { value: 'govt-training.', label: 'Government trainings' },
  { value: 'lookup.', label: 'Configuration (master lists)' },
  { value: 'announcement.', label: 'Announcements' },
  { value: 'message.', label: 'Messages to candidates' },
  { value: 'password.', label: 'Passwords' },
  { value: 'register.', label: 'Registrations' },
  { value: 'export.', label: 'User exports' },
] as const;

export const auditQuery = z.object({
  /** Part of the actor's name or e-mail, or the actor's userCode. */
  actor: z.string().trim().max(100).optional().default(''),
  /** An action, or the start of one ('job.' for every job action). */
  action: z.string().trim().max(60).optional().default(''),
  /** From and to (epoch seconds, inclusive days in India time). */
  from: epochSeconds.optional(),
  to: epochSeconds.optional(),
  page: pageField,
  limit: limitField(PAGE_SIZE.admin),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditItem = z.object({
  id: z.number(),
  at: z.number(),
  action: z.string(),
  actorCode: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  targetCode: z.string(),
  targetName: z.string(),
  /** What the action changed: codes, titles and, for changes, `before` and `after`. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditItem = z.infer<typeof auditItem>;

export const listAudit = endpoint({
  method: 'GET',
  path: 'admin/audit',
  query: auditQuery,
  result: page(auditItem),
  roles: ['admin'],
  summary: 'Ours. The audit log, newest first, by actor, action and date.',
});
