import type { Role } from './endpoint.ts';

/**
 * User type codes travel in `userType`. The member code is the literal the institute's client
 * checks ('146C1691'); the others are fixed here the same way.
 */
export const USER_TYPE = {
  admin: '0A1D9E37',
  corporate: '7C0B2F45',
  member: '146C1691',
  student: '5D3E8B12',
} as const satisfies Record<Role, string>;
export type UserTypeCode = (typeof USER_TYPE)[Role];

export function roleOfUserType(code: string): Role | undefined {
  return (Object.keys(USER_TYPE) as Role[]).find((role) => USER_TYPE[role] === code);
}

/** Corporate registration types: placement (company) and training (company or practising firm). */
export const REGISTRATION_TYPE = { placement: 'P', training: 'T' } as const;

export const LOGIN_STATUS = ['active', 'blocked'] as const;
export type LoginStatus = (typeof LOGIN_STATUS)[number];

export const JOB_STATUS = ['active', 'onHold', 'blocked'] as const;
export type JobStatus = (typeof JOB_STATUS)[number];
export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  active: 'Open',
  onHold: 'OnHold',
  blocked: 'Closed',
};

export const TRAINING_STATUS = ['active', 'blocked'] as const;
export type TrainingStatus = (typeof TRAINING_STATUS)[number];

export const WORK_CULTURE = ['No', 'Yes', 'Limited'] as const;
export const MEMBERSHIP_TYPES = ['A', 'F'] as const;
export const DEFAULT_MEMBERSHIP_TYPE = 'A';
export const RESUME_MEMBERSHIP_TYPES = ['ACS', 'FCS'] as const;

/** The client's web version, compared with `GET version` at start. */
export const WEB_VERSION = '1.7';

export const OTP_LENGTH = 4;
export const PASSWORD_MIN = 8;
export const CIN_MAX = 21;
export const MOBILE_MAX_DIGITS = 10;
export const FIRM_FIELD_MAX = 100;
export const COMPANY_DESCRIPTION_MAX = 1000;
export const MESSAGE_TO_PERSON_MAX = 160;
export const TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 1000;
export const GOVT_DESCRIPTION_MAX = 5000;
export const URL_MAX = 500;
export const TRAINING_ADDRESS_MAX = 200;
export const TRAINING_DETAIL_MAX = 1000;
export const ACHIEVEMENTS_MAX = 500;
/** Spec 3 sections 5 and 9: profile summary 1000 on the student screens too (spec 2's 500 is the admin's reading). */
export const STUDENT_SUMMARY_MAX = 1000;
export const MEMBER_SUMMARY_MAX = 1000;
export const JOB_PROFILE_MAX = 1000;
export const RESUME_TEXT_MAX = 300;
export const SUPPORT_MESSAGE_MAX = 2000;

export const DEFAULT_PHONE_CODE = '91';
/** India's country code in the master data (ISO 3166-1 alpha-2). */
export const INDIA_COUNTRY_CODE = 'IN';
export const ALL_CITY_CODE = '*';
export const CURRENCY = { code: 'INR', symbol: '₹', locale: 'en-IN' } as const;
export const MIN_SALARY_MEMBER_JOB = 600000;
export const MIN_SALARY_OTHER_JOB = 120000;

export const RESUME_MAX_BYTES_MEMBER = 2 * 1024 * 1024;
export const RESUME_MAX_BYTES_STUDENT = 5 * 1024 * 1024;
export const BUILDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const SEARCH_DEBOUNCE_MS = 300;
export const OTP_LIST_SIZE = 100;
export const JOBS_SUMMARY_DAYS = 180;
export const JOBS_OLD_START = '2015-01-01';
export const ADMIN_DATE_RANGE_DAYS = 15;
export const GOVT_EXPORT_MAX_ROWS = 100000;

/** Page sizes from the spec's constants sections. */
export const PAGE_SIZE = {
  admin: 20,
  applicantsAdmin: 10,
  applicantsEmployer: 20,
  trainingApplicantsEmployer: 20,
  postedJobs: 10,
  postedTrainings: 10,
  workFromHome: 10,
  govtJobs: 20,
  govtTrainings: 20,
  studentSearch: 20,
  memberJobSearch: 10,
  recentJobs: 10,
  recentTrainings: 10,
  trainingSearch: 10,
  studentJobLists: 10,
  recommended: 5,
  otp: 100,
} as const;

/** How many days a job stays shown: the choices of the Post Job form (end = start + days). */
export const SHOW_FOR_DAYS = [7, 15, 30, 45, 60, 90] as const;
export const DEFAULT_SHOW_FOR_DAYS = 30;
/** A job's dates can be moved (PUT job), but a job is never shown for more than this. */
export const MAX_SHOW_DAYS = 365;
/** At most this many codes in one search filter (cities, skills, ...). */
export const MAX_SEARCH_CODES = 50;
