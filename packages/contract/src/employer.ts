import { z } from 'zod';
import { type JOB_STATUS, MESSAGE_TO_PERSON_MAX, PAGE_SIZE } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult, page } from './envelope.ts';
import { applicantItem, jobDetail, jobListItem, jobPostBody, jobStatus } from './jobs.ts';
import { MSG } from './messages.ts';
import { stageFilter } from './pipeline.ts';
import { corporateAddressDetail, corporateBasicDetail, corporateContactDetail } from './registration.ts';
import { trainingItem, trainingPostBody, trainingStatus } from './trainings.ts';
import { codeParam, epochSeconds, requiredText } from './validators.ts';

/**
 * The employer area (spec 3 sections 2.1, 2.5, 3-9): posting and managing jobs and trainings,
 * their applicants, candidate search, messages to candidates, the company profile and the
 * dashboard. The job and training status endpoints serve admins too (spec 2 section 7).
 *
 * Ownership: an employer reads and changes only its own postings and their applicants; another
 * employer's code answers 404, as if it did not exist. Admins see every posting.
 */

// ---- Constants ----

/** How many days a job stays shown: the choices of the Post Job form (end = start + days). */
export const SHOW_FOR_DAYS = [7, 15, 30, 45, 60, 90] as const;
export const DEFAULT_SHOW_FOR_DAYS = 30;
/** A job's dates can be moved (PUT job), but a job is never shown for more than this. */
export const MAX_SHOW_DAYS = 365;
/** Balance sheet upload: multipart field (the spec's name) and size limit. */
export const BALANCE_SHEET_FIELD = 'resume';
export const BALANCE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** The dashboard's 'about to expire' window. */
export const EXPIRING_WITHIN_DAYS = 7;
/** Candidate search page size (spec 3 section 9: student search 20; member search the same). */
export const CANDIDATE_SEARCH_PAGE_SIZE = PAGE_SIZE.studentSearch;
export const MAX_SEARCH_CODES = 50;

/** Sort of candidate searches; the spec's default for member and student search is 2. */
export const CANDIDATE_SORT = [
  { value: 1, label: 'Name (A-Z)' },
  { value: 2, label: 'Recently updated' },
  { value: 3, label: 'Experience (high to low)' },
] as const;
export const DEFAULT_CANDIDATE_SORT = 2;

/** Sort of applicant lists. */
export const APPLICANT_SORT = [
  { value: 1, label: 'Latest applied first' },
  { value: 2, label: 'Earliest applied first' },
  { value: 3, label: 'Name (A-Z)' },
] as const;

/** Messages of this area that the spec leaves to us. */
export const EMPLOYER_MSG = {
  cannotPostTraining:
    'Only firms registered with the institute can post trainings. Please register your firm with the institute to post a training requirement.',
  jobNotFound: 'The job was not found.',
  trainingNotFound: 'The training was not found.',
  candidateNotFound: 'The candidate was not found.',
  startBeforeToday: 'Start date cannot be before today.',
  applicationStartBeforeToday: 'Application start date cannot be before today.',
  showForDays: `Please choose how many days the job is shown: ${SHOW_FOR_DAYS.join(', ')}.`,
  showTooLong: `A job can be shown for at most ${MAX_SHOW_DAYS} days.`,
  invalidCountry: 'Please select a valid country.',
  invalidLocation: 'Please select a valid State/UT and city.',
  cityRequired: 'Please select at least one city.',
  invalidRole: 'Please select roles from the list.',
  invalidSkill: 'Please select skills from the list.',
  skillsForQualification: 'Please select skills offered for the chosen qualification.',
  invalidJobType: 'Please select a job type from the list.',
  invalidQualification: 'Please select a qualification from the list.',
  mixedQualifications:
    'Please choose either member qualifications (ACS/FCS) or student qualifications, not both.',
  studentQualification: 'Please select a student qualification for a training.',
  invalidAdditionalQualification: 'Please select additional qualifications from the list.',
  invalidCurrency: 'Please select a currency from the list.',
  invalidIndustry: 'Please select industries from the list.',
  invalidDuration: 'Please select a duration from the list.',
  invalidListingType: 'Please select a valid listing type.',
  descriptionRequired: MSG.required,
  statusNotAllowed: 'This status change is not allowed.',
  jobStatusUpdated: 'The job status has been updated.',
  trainingStatusUpdated: 'The training status has been updated.',
  trainingDatesUpdated: 'The application dates of the training have been updated.',
  trainingShowTooLong: `Applications to a training can be open for at most ${MAX_SHOW_DAYS} days.`,
  companyProfileUpdated: 'Your company profile has been successfully updated.',
  balanceSheetNotFound: 'Balance sheet not found',
  balanceSheetTooBig: 'File size should not be greater than 5 MB.',
  companyNotFound: 'The company was not found.',
  noMessageToThisPerson:
    'You can only message candidates who are searchable or who applied to your postings.',
} as const;

// ---- Shared inputs ----

const codeListQuery = z
  .string()
  .trim()
  .max(3000)
  .optional()
  .transform((value, ctx) => {
    const codes = [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ];
    if (codes.length > MAX_SEARCH_CODES) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_SEARCH_CODES} entries` });
      return z.NEVER;
    }
    if (codes.some((c) => !/^[A-Za-z0-9_*-]{1,64}$/.test(c))) {
      ctx.addIssue({ code: 'custom', message: 'Invalid code' });
      return z.NEVER;
    }
    return codes;
  });

const pageField = z.coerce.number().int().min(1).max(100000).default(1);
const limitField = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

// ---- Jobs ----

export const codeResult = z.object({ code: z.string(), Message: z.string() });

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

// ---- Trainings ----

export const postTraining = endpoint({
  method: 'POST',
  path: 'training',
  body: trainingPostBody,
  result: codeResult,
  roles: ['corporate'],
  summary:
    'Posts a training; only when the employer may post trainings (canPostTraining), else 403 with the warning to register with the institute.',
});

export const trainingPostStatusResult = z.object({ status: z.boolean() });

export const getTrainingPostStatus = endpoint({
  method: 'GET',
  path: 'corporate/training-status',
  result: trainingPostStatusResult,
  roles: ['corporate'],
  summary: 'result.status: whether this employer may post trainings (canPostTraining).',
});

export const postedTrainingsQuery = z.object({
  page: pageField,
  limit: limitField(PAGE_SIZE.postedTrainings),
});

export const listPostedTrainings = endpoint({
  method: 'GET',
  path: 'training/posted-training',
  query: postedTrainingsQuery,
  result: page(trainingItem),
  roles: ['corporate', 'admin'],
  summary: "The employer's own trainings, newest first (admins: every employer's).",
});

export const exportPostedTrainings = endpoint({
  method: 'GET',
  path: 'training/posted-training-export',
  result: z.unknown(),
  roles: ['corporate'],
  download: true,
  summary: "Ours. The employer's trainings as report-{timestamp}.xlsx.",
});

/** A training as its detail page shows it; the expiry (application end) only for owner and admins. */
export const trainingDetailView = trainingItem.extend({
  trainingEndDate: z.number().nullable(),
  canManage: z.boolean(),
});
export type TrainingDetailView = z.infer<typeof trainingDetailView>;

export const getTrainingDetail = endpoint({
  method: 'GET',
  path: 'training/detail/:code',
  params: postingCodeParams,
  result: trainingDetailView,
  roles: 'public',
  summary:
    'A training. Owner and admins: any of theirs, with the expiry date. Others: open (active) trainings or one they applied to; trainingEndDate null.',
});

export const trainingStatusBody = z.object({ trainingCode: codeParam, status: trainingStatus });
export const trainingStatusResult = z.object({
  trainingCode: z.string(),
  status: trainingStatus,
  Message: z.string(),
});

export const setTrainingStatus = endpoint({
  method: 'POST',
  path: 'training/status',
  body: trainingStatusBody,
  result: trainingStatusResult,
  roles: ['corporate', 'admin'],
  summary: 'Opens (active) or closes (blocked) a training; the owner or an admin.',
});

/** Ours: the owner (or an admin) moves a training's application window (the spec has no call). */
export const trainingDatesBody = z
  .object({
    trainingCode: codeParam,
    trainingStartDate: epochSeconds,
    trainingEndDate: epochSeconds,
  })
  .superRefine((v, ctx) => {
    if (v.trainingStartDate > v.trainingEndDate)
      ctx.addIssue({ code: 'custom', path: ['trainingStartDate'], message: MSG.startAfterEnd });
  });
export type TrainingDatesInput = z.input<typeof trainingDatesBody>;

export const updateTrainingDates = endpoint({
  method: 'PUT',
  path: 'training/dates',
  body: trainingDatesBody,
  result: z.object({
    trainingCode: z.string(),
    trainingStartDate: z.number(),
    trainingEndDate: z.number(),
    Message: z.string(),
  }),
  roles: ['corporate', 'admin'],
  summary:
    "Moves a training's application window (owner or admin); start not after end, at most MAX_SHOW_DAYS long. Path ours (extending a training from its expiry e-mail).",
});

export const trainingApplicantsQuery = z.object({
  trainingCode: codeParam,
  page: pageField,
  limit: limitField(PAGE_SIZE.trainingApplicantsEmployer),
  sort: z.coerce.number().int().min(1).max(APPLICANT_SORT.length).default(1),
  /** Ours: only applicants at this pipeline stage. */
  stage: stageFilter,
});

export const listTrainingApplicants = endpoint({
  method: 'GET',
  path: 'training/applicant',
  query: trainingApplicantsQuery,
  result: page(applicantItem),
  roles: ['corporate', 'admin'],
});

export const exportTrainingApplicants = endpoint({
  method: 'GET',
  path: 'training/applicant-export',
  query: z.object({ trainingCode: codeParam }),
  result: z.unknown(),
  roles: ['corporate', 'admin'],
  download: true,
  summary: 'Ours. The applicants of a training as report-{timestamp}.xlsx.',
});

// ---- Company profile ----

export const industryTypeItem = z.object({ industryTypeCode: z.string(), industryTypeName: z.string() });

/** `GET corporate/profile` (spec 3 section 3; the same shape as the admin's corporate detail). */
export const corporateProfile = z.object({
  basicDetail: z.object({
    companyName: z.string(),
    /** Sanitized HTML. */
    companyDescription: z.string(),
    industryType: z.array(industryTypeItem),
    cinNumber: z.string(),
    isPCS: z.boolean(),
    firmName: z.string(),
    memberName: z.string(),
    membershipNumber: z.string(),
    isListed: z.boolean(),
    listingType: z.string(),
    listingTypeName: z.string(),
  }),
  addressDetail: z.object({
    address: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    otherCity: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    locality: z.string(),
    companyWebsite: z.string(),
    companyPhoneCode: z.string(),
    companyContactNumber: z.string(),
  }),
  authDetail: z.object({
    userCode: z.string(),
    email: z.string(),
    loginStatus: z.string(),
    canPostTraining: z.boolean(),
    registrationType: z.string(),
  }),
  /** The uploaded balance sheet, or null; download: corporate/balance-sheet/{userCode}/{fileName}. */
  balanceSheet: z.object({ fileName: z.string(), userCode: z.string(), modifiedOn: z.number() }).nullable(),
  contactDetail: z.object({
    contactPerson1Name: z.string(),
    contactPerson1Email: z.string(),
    contactPerson1PhoneCode: z.string(),
    contactPerson1Mobile: z.string(),
    contactPerson2Name: z.string(),
    contactPerson2Email: z.string(),
    contactPerson2Mobile: z.string(),
  }),
});
export type CorporateProfile = z.infer<typeof corporateProfile>;

export const getCorporateProfile = endpoint({
  method: 'GET',
  path: 'corporate/profile',
  result: corporateProfile,
  roles: ['corporate'],
});

export type CorporateBasicInput = z.input<typeof corporateBasicDetail>;
export type CorporateAddressInput = z.input<typeof corporateAddressDetail>;

/** Contact person 1's e-mail and mobile are the sign-in identity: not editable here (ignored if sent). */
export const corporateContactEdit = corporateContactDetail.omit({
  contactPerson1Email: true,
  contactPerson1PhoneCode: true,
  contactPerson1Mobile: true,
});
export type CorporateContactInput = z.input<typeof corporateContactEdit>;

export const saveCorporateBasicDetail = endpoint({
  method: 'PUT',
  path: 'corporate/profile/basic-detail',
  body: corporateBasicDetail,
  result: messageResult,
  roles: ['corporate'],
  summary: 'The registration rules of the basic section; the description is sanitized.',
});

export const saveCorporateAddressDetail = endpoint({
  method: 'PUT',
  path: 'corporate/profile/address-detail',
  body: corporateAddressDetail,
  result: messageResult,
  roles: ['corporate'],
});

export const saveCorporateContactDetail = endpoint({
  method: 'PUT',
  path: 'corporate/profile/contact-detail',
  body: corporateContactEdit,
  result: messageResult,
  roles: ['corporate'],
  summary: "Contact person 1's name and contact person 2; person 1's e-mail and mobile stay as registered.",
});

export const uploadBalanceSheet = endpoint({
  method: 'POST',
  path: 'corporate/profile/balance-sheet',
  result: z.object({ fileName: z.string(), Message: z.string() }),
  roles: ['corporate'],
  multipart: true,
  summary:
    'Multipart, field `resume`: a PDF (checked by content) of at most 5 MB. Replaces the previous one.',
});

export const balanceSheetParams = z.object({
  userCode: codeParam,
  fileName: z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9_-]+\.pdf$/, 'Invalid file name'),
});

export const downloadBalanceSheet = endpoint({
  method: 'GET',
  path: 'corporate/balance-sheet/:userCode/:fileName',
  params: balanceSheetParams,
  result: z.unknown(),
  roles: ['corporate', 'admin'],
  download: true,
  summary: 'Ours. The balance sheet PDF as an attachment: the company itself or an admin.',
});

export function balanceSheetPath(userCode: string, fileName: string) {
  return `corporate/balance-sheet/${encodeURIComponent(userCode)}/${encodeURIComponent(fileName)}`;
}

// ---- Candidate search and messages ----

export const candidateSearchQuery = z.object({
  /** State code; '*' for all states (required, spec 3 section 5 'Candidate search'). */
  state: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(64)
    .regex(/^[A-Za-z0-9_*-]+$/, 'Invalid code'),
  /** City codes, comma-joined; '*' or none for all cities of the state. */
  city: codeListQuery,
  /** Skill codes, comma-joined: a candidate with any of them matches. */
  skill: codeListQuery,
  page: pageField,
  limit: limitField(CANDIDATE_SEARCH_PAGE_SIZE),
  sort: z.coerce.number().int().min(1).max(CANDIDATE_SORT.length).default(DEFAULT_CANDIDATE_SORT),
});
export type CandidateSearchQuery = z.input<typeof candidateSearchQuery>;

/** A row of the employer's candidate search: no contact details (the employer sends a message). */
export const candidateSearchItem = z.object({
  userCode: z.string(),
  name: z.string(),
  /** Picture file name ('' when none): picture/{userCode}/{profilePicture}. */
  profilePicture: z.string(),
  stateName: z.string(),
  cityName: z.string(),
  skill: z.array(z.string()),
  profileSummary: z.string(),
  /** Members: experience, CTC, company and designation; students: 0 and ''. */
  totalExperienceInMonths: z.number(),
  currentCTC: z.number(),
  currentCTCCurrency: z.string(),
  currentCompany: z.string(),
  currentRoleName: z.string(),
  hasResume: z.boolean(),
  modifiedOn: z.number(),
});
export type CandidateSearchItem = z.infer<typeof candidateSearchItem>;

export const searchMembers = endpoint({
  method: 'GET',
  path: 'corporate/member-search',
  query: candidateSearchQuery,
  result: page(candidateSearchItem),
  roles: ['corporate'],
  summary: 'Ours. Active member profiles by state, cities and skills (any of them), paged.',
});

export const searchStudents = endpoint({
  method: 'GET',
  path: 'corporate/student-search',
  query: candidateSearchQuery,
  result: page(candidateSearchItem),
  roles: ['corporate'],
  summary: 'Ours. Active student profiles by state, cities and skills (any of them), paged.',
});

export const personMessageBody = z.object({
  message: requiredText(MESSAGE_TO_PERSON_MAX),
  userCode: codeParam,
});
export type PersonMessageInput = z.input<typeof personMessageBody>;

export const messageStudent = endpoint({
  method: 'POST',
  path: 'corporate/message-student',
  body: personMessageBody,
  result: messageResult,
  roles: ['corporate', 'admin'],
  summary:
    "E-mails a student (employers: an active student or one who applied to them). 'An Email has been sent successfully'.",
});

export const messageMember = endpoint({
  method: 'POST',
  path: 'corporate/message-member',
  body: personMessageBody,
  result: messageResult,
  roles: ['corporate', 'admin'],
  summary:
    "E-mails a member (employers: an active member or one who applied to them). 'An Email has been sent successfully'.",
});

// ---- Dashboard ----

export const dashboardPosting = z.object({
  kind: z.enum(['job', 'training']),
  code: z.string(),
  title: z.string(),
  /** Show-till (jobs) or application end (trainings). */
  endDate: z.number(),
  applicationCount: z.number(),
});

export const dashboardApplicant = z.object({
  kind: z.enum(['job', 'training']),
  postingCode: z.string(),
  postingTitle: z.string(),
  userCode: z.string(),
  userType: z.string(),
  name: z.string(),
  appliedOn: z.number(),
});

export const corporateDashboard = z.object({
  companyName: z.string(),
  canPostTraining: z.boolean(),
  /** Published jobs shown today. */
  openJobs: z.number(),
  /** Open trainings accepting applications today. */
  openTrainings: z.number(),
  /** Applications since `since` (the end of the previous visit, or 7 days ago on a first visit). */
  newApplicants: z.number(),
  since: z.number(),
  firstVisit: z.boolean(),
  /** Open postings whose end falls within EXPIRING_WITHIN_DAYS. */
  expiringSoon: z.array(dashboardPosting),
  /** The latest applications to any posting (at most 5). */
  latestApplicants: z.array(dashboardApplicant),
});
export type CorporateDashboard = z.infer<typeof corporateDashboard>;

export const getCorporateDashboard = endpoint({
  method: 'GET',
  path: 'corporate/dashboard',
  result: corporateDashboard,
  roles: ['corporate'],
  summary: 'Ours. Open postings, new applicants since the last visit, postings about to expire.',
});
