import { z } from 'zod';
import { MESSAGE_TO_PERSON_MAX, PAGE_SIZE } from './constants.ts';
import { buildPath, endpoint } from './endpoint.ts';
import { messageResult, page } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { stagesByKind } from './pipeline.ts';
import { corporateAddressDetail, corporateBasicDetail, corporateContactDetail } from './registration.ts';
import {
  codeListQuery,
  codeOrNameListQuery,
  codeParam,
  limitField,
  pageField,
  requiredText,
} from './validators.ts';

/**
 * The employer's own area beside its postings (spec 3 sections 2.1, 2.5, 8-9): the company
 * profile, candidate search, messages to candidates and the dashboard.
 */

/** Balance sheet upload: multipart field (the spec's name) and size limit. */
export const BALANCE_SHEET_FIELD = 'resume';
export const BALANCE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** The dashboard's 'about to expire' window. */
export const EXPIRING_WITHIN_DAYS = 7;
/** Candidate search page size (spec 3 section 9: student search 20; member search the same). */
export const CANDIDATE_SEARCH_PAGE_SIZE = PAGE_SIZE.studentSearch;

/** Sort of candidate searches (the labels are ours). */
export const CANDIDATE_SORT = [
  { value: 1, label: 'Name (A-Z)' },
  { value: 2, label: 'Recently updated' },
  { value: 3, label: 'Experience (high to low)' },
] as const;
/** Spec 3 section 9: 'Default sort value 1 (first option)'. */
export const DEFAULT_CANDIDATE_SORT = CANDIDATE_SORT[0].value;

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
  summary:
    "The employer's company profile (basicDetail, addressDetail, authDetail, balanceSheet, contactDetail).",
});

export type CorporateBasicInput = z.input<typeof corporateBasicDetail>;
export type CorporateBasic = z.infer<typeof corporateBasicDetail>;
export type CorporateAddress = z.infer<typeof corporateAddressDetail>;
export type CorporateAddressInput = z.input<typeof corporateAddressDetail>;

/** Contact person 1's e-mail and mobile are the sign-in identity: not editable here (ignored if sent). */
export const corporateContactEdit = corporateContactDetail.omit({
  contactPerson1Email: true,
  contactPerson1PhoneCode: true,
  contactPerson1Mobile: true,
});
export type CorporateContactInput = z.input<typeof corporateContactEdit>;
export type CorporateContact = z.infer<typeof corporateContactEdit>;

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
  summary: "Saves the address section of the employer's company profile.",
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
    .regex(/^[A-Za-z0-9_-]+\.pdf$/, OUR_MSG.invalidFileName),
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
  return buildPath(downloadBalanceSheet.path, { userCode, fileName });
}

// ---- Candidate search and messages ----

export const candidateSearchQuery = z.object({
  /** State code; '*' for all states (required, spec 3 section 5 'Candidate search'). */
  state: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(64)
    .regex(/^[A-Za-z0-9_*-]+$/, OUR_MSG.invalidCode),
  /** City codes, comma-joined; '*' or none for all cities of the state. */
  city: codeListQuery,
  /** Skill codes or typed names, comma-joined: a candidate with any of them matches. */
  skill: codeOrNameListQuery,
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
  /** Applicants of the employer's postings (deleted ones left out), by stage. */
  applicantsByStage: stagesByKind,
});
export type CorporateDashboard = z.infer<typeof corporateDashboard>;

export const getCorporateDashboard = endpoint({
  method: 'GET',
  path: 'corporate/dashboard',
  result: corporateDashboard,
  roles: ['corporate'],
  summary:
    'Ours. Open postings, new applicants since the last visit, postings about to expire, applicants by stage.',
});
