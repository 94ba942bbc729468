import { z } from 'zod';
import {
  CURRENCY,
  INDIA_COUNTRY_CODE,
  JOB_DESCRIPTION_MAX,
  JOB_STATUS,
  MIN_SALARY_MEMBER_JOB,
  MIN_SALARY_OTHER_JOB,
  PAGE_SIZE,
  TITLE_MAX,
  WORK_CULTURE,
} from './constants.ts';
import { endpoint } from './endpoint.ts';
import { codeResult, page } from './envelope.ts';
import { INTERVIEW_RESPONSES } from './interviews.ts';
import { isMemberJobQualification, SEMI_QUALIFIED_TITLE } from './lookups.ts';
import { EMPLOYER_MSG, MSG, OUR_MSG } from './messages.ts';
import { APPLICANT_SORT, applicationStage, stageFilter } from './pipeline.ts';
import { codeOrName, codeParam, epochSeconds, limitField, pageField } from './validators.ts';

/**
 * Shapes shared by every job screen (employer, member, student, public, admin). Endpoints live in
 * the files of the features that serve them; the shapes live here once.
 * Times are epoch seconds; experience in months; salary in the currency's units per annum.
 */

export const jobStatus = z.enum(JOB_STATUS);

/** A job in a list (spec 3 section 3 'Job (list item)' plus the admin row's extra fields). */
export const jobListItem = z.object({
  code: z.string(),
  title: z.string(),
  companyName: z.string(),
  skill: z.array(z.string()),
  additionalQualification: z.array(z.string()),
  qualification: z.array(z.string()),
  minExperienceInMonths: z.number(),
  maxExperienceInMonths: z.number(),
  minSalary: z.number(),
  maxSalary: z.number(),
  salaryCurrency: z.string(),
  location: z.array(z.string()),
  countryName: z.string(),
  description: z.string(),
  createdOn: z.number(),
  startDate: z.number(),
  endDate: z.number(),
  modifiedOn: z.number(),
  status: jobStatus,
  applicationCount: z.number(),
  jobType: z.string(),
  workCulture: z.enum(WORK_CULTURE),
  role: z.array(z.string()),
  industry: z.array(z.string()),
  isPCS: z.boolean(),
  /** For the signed-in member or student: when they applied (epoch seconds), else null. */
  appliedOn: z.number().nullable(),
});
export type JobListItem = z.infer<typeof jobListItem>;

/** A job's detail (spec 3 section 3 'Job detail'). Dates and isPCS only for admin or owner. */
export const jobDetail = jobListItem.extend({
  noOfVacancy: z.number(),
  companyDetail: z.string(),
  service: z.boolean(),
  countryCode: z.string(),
  stateCode: z.string(),
  cityCodes: z.array(z.string()),
  /** The city of a job outside India ('' in India). */
  otherCity: z.string(),
  roleCodes: z.array(z.string()),
  skillCodes: z.array(z.string()),
  qualificationCodes: z.array(z.string()),
  additionalQualificationCodes: z.array(z.string()),
});
export type JobDetail = z.infer<typeof jobDetail>;

const codeList = (max: number) => z.array(z.string().trim().min(1).max(60)).max(max);

/** Plain-text length of rich text (the description limit counts what a reader sees). */
export function plainTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x').length;
}

/** The INR minimum of a job with these qualifications. */
export function minimumSalaryFor(qualifications: readonly string[]): number {
  return qualifications.some(isMemberJobQualification) ? MIN_SALARY_MEMBER_JOB : MIN_SALARY_OTHER_JOB;
}

export const minSalaryMessage = (amount: number) =>
  EMPLOYER_MSG.minSalary(new Intl.NumberFormat(CURRENCY.locale).format(amount));

/** The other city of a job abroad (the registration form's other city is 100 too). */
export const OTHER_CITY_MAX = 100;

/** `POST job` payload (spec 3 section 3 'Job post payload') with every rule of section 5 'Job posting'. */
export const jobPostBody = z
  .object({
    title: z.string().trim().max(TITLE_MAX, `Maximum ${TITLE_MAX} characters allowed`).optional().default(''),
    country: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(3),
    state: z.string().trim().max(40).optional().default(''),
    city: codeList(50),
    /** Outside India the job's city is typed here (spec 1 section 4, the country rule). */
    otherCity: z
      .string()
      .trim()
      .max(OTHER_CITY_MAX, `Maximum ${OTHER_CITY_MAX} characters allowed`)
      .optional()
      .default(''),
    noOfVacancy: z.coerce
      .number({ error: MSG.required })
      .int(EMPLOYER_MSG.vacancyWholeNumber)
      .min(1, MSG.required)
      .max(10000),
    /** Role and skill codes, or names typed in (validators.ts codeOrName). */
    role: z.array(codeOrName()).min(1, MSG.required).max(20),
    skill: z.array(codeOrName()).min(1, MSG.required).max(50),
    jobType: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(60),
    qualification: codeList(10).min(1, MSG.required),
    additionalQualification: codeList(20).optional().default([]),
    minSalary: z.coerce.number({ error: MSG.required }).int().min(0),
    maxSalary: z.coerce.number({ error: MSG.required }).int().min(0),
    salaryCurrency: z.string().trim().min(1).max(3).default(CURRENCY.code),
    minExperienceInMonths: z.coerce.number({ error: MSG.required }).int().min(0).max(600),
    maxExperienceInMonths: z.coerce.number({ error: MSG.required }).int().min(0).max(600),
    startDate: z.coerce.number({ error: MSG.required }).int().min(0),
    endDate: z.coerce.number({ error: MSG.required }).int().min(0),
    service: z.boolean().default(false),
    description: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(20000),
    workCulture: z.enum(WORK_CULTURE).default('No'),
    /** The terms checkbox must be ticked. */
    terms: z.literal(true, { error: EMPLOYER_MSG.acceptTerms }),
  })
  .superRefine((v, ctx) => {
    const memberJob = v.qualification.some(isMemberJobQualification);
    if (memberJob && !v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: MSG.required });
    // India: state and cities (checked against the lists on the server); elsewhere the other city.
    if (v.country.toUpperCase() !== INDIA_COUNTRY_CODE && !v.otherCity)
      ctx.addIssue({ code: 'custom', path: ['otherCity'], message: MSG.required });
    if (plainTextLength(v.description) > JOB_DESCRIPTION_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: `Maximum ${JOB_DESCRIPTION_MAX} characters allowed`,
      });
    }
    if (v.minSalary > v.maxSalary)
      ctx.addIssue({ code: 'custom', path: ['minSalary'], message: MSG.minSalaryOverMax });
    if (v.salaryCurrency === CURRENCY.code && v.minSalary < minimumSalaryFor(v.qualification)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minSalary'],
        message: minSalaryMessage(minimumSalaryFor(v.qualification)),
      });
    }
    if (v.minExperienceInMonths > v.maxExperienceInMonths) {
      ctx.addIssue({
        code: 'custom',
        path: ['minExperienceInMonths'],
        message: OUR_MSG.minExperienceOverMax,
      });
    }
    if (v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.startAfterEnd });
  })
  // The title is free only for the two member-job qualifications; otherwise it is 'Semi Qualified'.
  // The country rule clears what the other country hides: India no other city, abroad no state or city.
  .transform((v) => {
    const india = v.country.toUpperCase() === INDIA_COUNTRY_CODE;
    return {
      ...v,
      title: v.qualification.some(isMemberJobQualification) ? v.title : SEMI_QUALIFIED_TITLE,
      state: india ? v.state : '',
      city: india ? v.city : [],
      otherCity: india ? '' : v.otherCity,
    };
  });
export type JobPostInput = z.input<typeof jobPostBody>;
/** A job post as the server reads it. */
export type JobPost = z.infer<typeof jobPostBody>;

/** A member's or student's application to a job or training, as applicant lists show it. */
export const applicantItem = z.object({
  userCode: z.string(),
  userType: z.string(),
  name: z.string(),
  profilePicture: z.string(),
  skill: z.array(z.string()),
  qualification: z.array(z.string()),
  profileSummary: z.string(),
  totalExperienceInMonths: z.number(),
  currentCTC: z.number(),
  currentCTCCurrency: z.string(),
  mobile: z.string(),
  email: z.string(),
  membershipNumber: z.string(),
  membershipType: z.string(),
  registrationNumber: z.string(),
  /** Resume file name for resume/{userCode}/{fileName}; empty when none. */
  fileName: z.string(),
  city: z.string(),
  role: z.string(),
  currentCompany: z.string(),
  appliedOn: z.number(),
  modifiedOn: z.number(),
  /** Pipeline stage (pipeline.ts) and the employer's note on it (never shown to the candidate). */
  stage: applicationStage,
  stageNote: z.string(),
  /** Ours: the applicant's latest interview invitation that is not cancelled, or null. */
  interview: z
    .object({
      code: z.string(),
      roundName: z.string(),
      /** Epoch seconds; null while the candidate has still to pick a time. */
      startsOn: z.number().int().nullable(),
      response: z.enum(INTERVIEW_RESPONSES),
    })
    .nullable(),
});
export type ApplicantItem = z.infer<typeof applicantItem>;

/**
 * The employer's applicant column (and Excel header) naming the candidate's number: members have a
 * membership number, students a registration number (spec 3 section 2.5: 'Membership Number' on
 * job applicants, 'registration number' on training applicants; a student job's applicants are
 * students too).
 */
export const APPLICANT_NUMBER_TITLE = {
  member: 'Membership Number',
  student: 'Registration Number',
} as const;

/** Whom a job's applicants are: a member job (ACS/FCS qualification) or a student job. */
export function jobAudience(qualificationCodes: readonly string[]): 'member' | 'student' {
  return qualificationCodes.some(isMemberJobQualification) ? 'member' : 'student';
}

// ---- Endpoints: posting and managing jobs, their applicants (employer and admin) ----

export const postJob = endpoint({
  method: 'POST',
  path: 'job',
  body: jobPostBody,
  result: codeResult,
  roles: ['corporate'],
  summary:
    "Posts a job. Start date not before today (India time); end = start + one of SHOW_FOR_DAYS; codes checked against master data; the description is sanitized. 'Your job has been successfully posted.'",
});

export const jobDatesBody = z
  .object({
    code: codeParam,
    startDate: epochSeconds,
    endDate: epochSeconds,
  })
  .superRefine((v, ctx) => {
    if (v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.startAfterEnd });
  });
export type JobDatesInput = z.input<typeof jobDatesBody>;

export const jobDatesResult = z.object({
  code: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  Message: z.string(),
});

export const updateJobDates = endpoint({
  method: 'PUT',
  path: 'job',
  body: jobDatesBody,
  result: jobDatesResult,
  roles: ['corporate', 'admin'],
  summary: "Changes a job's show-from and show-till dates (owner or admin). Start must not be after end.",
});

/**
 * A job as its detail page shows it. For anyone but the owner and admins, the show-from and
 * show-till dates and the PCS flag are null (spec 3 section 2.5), and only published jobs exist.
 */
export const jobDetailView = jobDetail.extend({
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
  isPCS: z.boolean().nullable(),
  /** The viewer may change dates and status (owner or admin). */
  canManage: z.boolean(),
});
export type JobDetailView = z.infer<typeof jobDetailView>;

export const postingCodeParams = z.object({ code: codeParam });

export const getJobDetail = endpoint({
  method: 'GET',
  path: 'job/detail/:code',
  params: postingCodeParams,
  result: jobDetailView,
  roles: 'public',
  summary:
    'A job. Owner and admins: any of their jobs with dates and PCS flag. Others: published (active, started) jobs, or a job they applied to; dates and PCS flag null.',
});

export const jobStatusBody = z.object({ jobCode: codeParam, status: jobStatus });
export const jobStatusResult = z.object({ jobCode: z.string(), status: jobStatus, Message: z.string() });

/**
 * Who may move a job from one status to another. Admins: between all three. Employers (own
 * jobs): Close (active or onHold -> blocked), Open on the list (blocked -> onHold), and on the
 * detail page Publish (blocked or onHold -> active) and Unpublish (active -> blocked).
 */
export const JOB_TRANSITIONS: Record<
  'corporate' | 'admin',
  Record<(typeof JOB_STATUS)[number], readonly (typeof JOB_STATUS)[number][]>
> = {
  admin: { active: ['onHold', 'blocked'], onHold: ['active', 'blocked'], blocked: ['active', 'onHold'] },
  corporate: { active: ['blocked'], onHold: ['blocked', 'active'], blocked: ['onHold', 'active'] },
};

/**
 * The status the employer's job summary shows (spec 3 section 4 'Employer view: Open and OnHold
 * show Open plus a Close link'); the admin's views show JOB_STATUS_LABEL (OnHold apart).
 */
export const EMPLOYER_JOB_STATUS_LABEL: Record<(typeof JOB_STATUS)[number], 'Open' | 'Closed'> = {
  active: 'Open',
  onHold: 'Open',
  blocked: 'Closed',
};

export const setJobStatus = endpoint({
  method: 'POST',
  path: 'job/status',
  body: jobStatusBody,
  result: jobStatusResult,
  roles: ['corporate', 'admin'],
  summary: 'Changes a job status (see JOB_TRANSITIONS); the owner or an admin.',
});

export const postedJobsQuery = z
  .object({
    page: pageField,
    limit: limitField(PAGE_SIZE.postedJobs),
    /** Posted on or after (epoch seconds); default 180 days ago. */
    startDate: epochSeconds.optional(),
    /** Posted on or before (epoch seconds); default now. */
    endDate: epochSeconds.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate !== undefined && v.endDate !== undefined && v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.startAfterEnd });
  });

export const listPostedJobs = endpoint({
  method: 'GET',
  path: 'job/posted-job',
  query: postedJobsQuery,
  result: page(jobListItem),
  roles: ['corporate', 'admin'],
  summary:
    "The employer's own jobs posted in the window, newest first (admins: every employer's). The web asks for the last 180 days, or from 2015-01-01 up to 180 days ago.",
});

/** /corporate/job/search: an employer's search over all of its own jobs (ours; the spec names only the route). */
export const postedJobSearchQuery = z
  .object({
    page: pageField,
    limit: limitField(PAGE_SIZE.postedJobs),
    /** Words matched against the title or the job code. */
    keyword: z.string().trim().max(100).optional().default(''),
    /** '' or absent: every status. */
    status: z
      .union([jobStatus, z.literal('')])
      .optional()
      .default(''),
    /** Posted on or after (epoch seconds). */
    from: epochSeconds.optional(),
    /** Posted on or before (epoch seconds). */
    to: epochSeconds.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from !== undefined && v.to !== undefined && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: MSG.startAfterEnd });
  });
export type PostedJobSearchQuery = z.input<typeof postedJobSearchQuery>;

export const searchPostedJobs = endpoint({
  method: 'GET',
  path: 'job/posted-job/search',
  query: postedJobSearchQuery,
  result: page(jobListItem),
  roles: ['corporate'],
  summary:
    "Searches the employer's own jobs of every date by title or code, status and posting dates, newest first.",
});

export const applicantsQuery = z.object({
  jobCode: codeParam,
  page: pageField,
  limit: limitField(PAGE_SIZE.applicantsEmployer),
  sort: z.coerce.number().int().min(1).max(APPLICANT_SORT.length).default(1),
  /** Ours: only applicants at this pipeline stage. */
  stage: stageFilter,
});

export const listJobApplicants = endpoint({
  method: 'GET',
  path: 'job/applicant',
  query: applicantsQuery,
  result: page(applicantItem),
  roles: ['corporate', 'admin'],
  summary: "The applicants of a job (the owner's or, for admins, any).",
});

export const exportQuery = z.object({ jobCode: codeParam });

export const exportJobApplicants = endpoint({
  method: 'GET',
  path: 'job/applicant-export',
  query: exportQuery,
  result: z.unknown(),
  roles: ['corporate', 'admin'],
  download: true,
  summary: "Ours. The applicants of a job as report-{timestamp}.xlsx ('No data found to export.' when none).",
});
