import { z } from 'zod';
import { isHttpUrl, maxCharsMessage } from './announcements.ts';
import {
  GOVT_DESCRIPTION_MAX,
  GOVT_EXPORT_MAX_ROWS,
  PAGE_SIZE,
  TITLE_MAX,
  URL_MAX,
  WORK_CULTURE,
} from './constants.ts';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { plainTextLength } from './jobs.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { codeParam, epochSeconds } from './validators.ts';

/**
 * Government and other jobs and trainings (spec 2 sections 2, 3, 5, 7): published by admins,
 * read by everyone (public pages, members, students). Times are epoch seconds. A row is expired
 * when today (India time) is after its end date.
 */

export { GOVT_DESCRIPTION_MAX };

/** Ceiling on the raw HTML of a description, so markup cannot be used to send megabytes. */
export const GOVT_DESCRIPTION_HTML_MAX = 50000;
export const GOVT_TEXT_MAX = 200;
export const GOVT_SHORT_TEXT_MAX = 100;
export const GOVT_MAX_CITIES = 50;
/** Experience of a government job, in years. */
export const GOVT_EXPERIENCE_MAX_YEARS = 50;
/** The description preview of the government lists (spec 2 section 9). */
export const GOVT_PREVIEW_CHARS = 20;
/** Vacancy of a government training: digits only. */
export const VACANCY_DIGITS_MAX = 6;

export const GOVT_SORT = { newest: 1, closingSoon: 2 } as const;
export const GOVT_SORT_OPTIONS = [
  { value: String(GOVT_SORT.newest), label: 'Newest first' },
  { value: String(GOVT_SORT.closingSoon), label: 'Last date first' },
] as const;

/** Messages of this feature that the spec leaves to us. */
export const GOVT_MSG = {
  invalidUrl: 'Please enter a valid link starting with http:// or https://',
  unknownCity: 'Please select valid cities.',
  unknownJobType: 'Please select a valid job type.',
  unknownGovernmentType: 'Please select a valid government type.',
  unknownQualification: 'Please select a valid qualification.',
  digitsOnly: 'Please enter digits only',
  minExperienceOverMax: OUR_MSG.minExperienceOverMax,
  tooManyCities: `At most ${GOVT_MAX_CITIES} cities`,
  vacancyDigits: `At most ${VACANCY_DIGITS_MAX} digits`,
  codeRequiredForUpdate: 'The training to update was not given.',
  notFound: 'The requested item was not found.',
} as const;

// ---- Items ----

export const govtStatus = z.enum(['active', 'expired']);

export const govtJobItem = z.object({
  code: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** City codes. */
  city: z.array(z.string()),
  /** City names, in the order of `city`. */
  location: z.array(z.string()),
  jobType: z.string(),
  jobTypeName: z.string(),
  workCulture: z.enum(WORK_CULTURE),
  jobPost: z.string(),
  governmentType: z.string(),
  governmentTypeName: z.string(),
  companyName: z.string(),
  vacancy: z.string(),
  payScale: z.string(),
  ageLimit: z.string(),
  applyURL: z.string(),
  advertisementURL: z.string(),
  startDate: z.number().nullable(),
  endDate: z.number().nullable(),
  /** Years. */
  minimumExperience: z.number(),
  maximumExperience: z.number(),
  createdOn: z.number(),
  modifiedOn: z.number(),
  /** 'expired' when today (India time) is after the end date. */
  status: govtStatus,
});
export type GovtJobItem = z.infer<typeof govtJobItem>;

export const govtTrainingItem = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.array(z.string()),
  location: z.array(z.string()),
  designation: z.string(),
  governmentType: z.string(),
  governmentTypeName: z.string(),
  companyName: z.string(),
  vacancy: z.string(),
  stipend: z.string(),
  ageLimit: z.string(),
  applyURL: z.string(),
  advertisementURL: z.string(),
  trainingStartDate: z.number().nullable(),
  trainingEndDate: z.number().nullable(),
  /** Qualification code (the `config/qualification` list). */
  minimumQualification: z.string(),
  minimumQualificationName: z.string(),
  createdOn: z.number(),
  modifiedOn: z.number(),
  status: govtStatus,
});
export type GovtTrainingItem = z.infer<typeof govtTrainingItem>;

// ---- Queries ----

/** 'true'/'1' and 'false'/'0' as booleans (query strings carry text). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');

const listQuery = (defaultLimit: number) =>
  z.object({
    /** true: expired rows too (the admin lists); false (default): only rows still open. */
    isExpiry: queryBoolean.optional().default(false),
    page: z.coerce.number().int().min(1).max(100000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
    /** 1 newest first (default), 2 last date first. */
    sort: z.coerce.number().int().min(1).max(2).default(GOVT_SORT.newest),
    /** Optional words matched against title, organisation and post. */
    keyword: z.string().trim().max(100).optional().default(''),
  });

export const govtJobListQuery = listQuery(PAGE_SIZE.govtJobs);
export const govtTrainingListQuery = listQuery(PAGE_SIZE.govtTrainings);

/** The government jobs export: every row of the list's filter, up to GOVT_EXPORT_MAX_ROWS. */
export const govtJobExportQuery = z.object({
  isExpiry: queryBoolean.optional().default(true),
  sort: z.coerce.number().int().min(1).max(2).default(GOVT_SORT.newest),
  keyword: z.string().trim().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(GOVT_EXPORT_MAX_ROWS).default(GOVT_EXPORT_MAX_ROWS),
});

/** The government trainings export: the page shown (spec 2 section 7 'Exports'). */
export const govtTrainingExportQuery = z.object({
  isExpiry: queryBoolean.optional().default(true),
  sort: z.coerce.number().int().min(1).max(2).default(GOVT_SORT.newest),
  keyword: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE.govtTrainings),
});

// ---- Bodies ----

const requiredGovtText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, maxCharsMessage(max));
const optionalGovtText = (max: number) =>
  z.string().trim().max(max, maxCharsMessage(max)).optional().default('');
const requiredCode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, OUR_MSG.invalidCode);
const urlField = z
  .string()
  .trim()
  .max(URL_MAX, maxCharsMessage(URL_MAX))
  .refine((value) => value === '' || isHttpUrl(value), GOVT_MSG.invalidUrl)
  .optional()
  .default('');
/** Rich text: required; the 5000 limit counts the visible text (checked again after sanitizing). */
const descriptionField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(GOVT_DESCRIPTION_HTML_MAX, maxCharsMessage(GOVT_DESCRIPTION_MAX));
function checkDescription(html: string, ctx: z.RefinementCtx) {
  if (plainTextLength(html) > GOVT_DESCRIPTION_MAX) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: maxCharsMessage(GOVT_DESCRIPTION_MAX) });
  }
}
const cityField = z
  .array(requiredCode, { error: MSG.required })
  .min(1, MSG.required)
  .max(GOVT_MAX_CITIES, GOVT_MSG.tooManyCities);
const optionalDate = epochSeconds.nullable().optional().default(null);
const optionalCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, OUR_MSG.invalidCode)
  .optional()
  .default('');

export const govtJobBody = z
  .object({
    /** Empty: create; a code: update that job. */
    code: optionalCode,
    title: requiredGovtText(TITLE_MAX),
    description: descriptionField,
    city: cityField,
    jobType: requiredCode,
    workCulture: z.enum(WORK_CULTURE).optional().default('No'),
    jobPost: requiredGovtText(GOVT_TEXT_MAX),
    governmentType: requiredCode,
    companyName: optionalGovtText(GOVT_TEXT_MAX),
    vacancy: optionalGovtText(GOVT_SHORT_TEXT_MAX),
    payScale: optionalGovtText(GOVT_TEXT_MAX),
    ageLimit: optionalGovtText(GOVT_SHORT_TEXT_MAX),
    applyURL: urlField,
    advertisementURL: urlField,
    startDate: optionalDate,
    endDate: optionalDate,
    minimumExperience: z.coerce.number().int().min(0).max(GOVT_EXPERIENCE_MAX_YEARS).optional().default(0),
    maximumExperience: z.coerce.number().int().min(0).max(GOVT_EXPERIENCE_MAX_YEARS).optional().default(0),
  })
  .superRefine((v, ctx) => {
    checkDescription(v.description, ctx);
    if (v.startDate !== null && v.endDate !== null && v.startDate > v.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.startAfterEnd });
    }
    if (v.maximumExperience > 0 && v.minimumExperience > v.maximumExperience) {
      ctx.addIssue({ code: 'custom', path: ['minimumExperience'], message: GOVT_MSG.minExperienceOverMax });
    }
  });
export type GovtJobInput = z.input<typeof govtJobBody>;

/** Form mode of a government training: 'i' create, 'u' update (the spec's `check`). */
export const GOVT_CHECK = { create: 'i', update: 'u' } as const;

export const govtTrainingBody = z
  .object({
    code: optionalCode,
    check: z.enum([GOVT_CHECK.create, GOVT_CHECK.update]).optional().default(GOVT_CHECK.create),
    title: requiredGovtText(TITLE_MAX),
    description: descriptionField,
    city: cityField,
    designation: requiredGovtText(GOVT_TEXT_MAX),
    governmentType: requiredCode,
    companyName: optionalGovtText(GOVT_TEXT_MAX),
    vacancy: z
      .string()
      .trim()
      .regex(/^\d*$/, GOVT_MSG.digitsOnly)
      .max(VACANCY_DIGITS_MAX, GOVT_MSG.vacancyDigits)
      .optional()
      .default(''),
    stipend: optionalGovtText(GOVT_SHORT_TEXT_MAX),
    ageLimit: optionalGovtText(GOVT_SHORT_TEXT_MAX),
    applyURL: urlField,
    advertisementURL: urlField,
    trainingStartDate: optionalDate,
    trainingEndDate: optionalDate,
    minimumQualification: requiredCode,
  })
  .superRefine((v, ctx) => {
    checkDescription(v.description, ctx);
    if (v.check === GOVT_CHECK.update && !v.code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: GOVT_MSG.codeRequiredForUpdate });
    }
    if (
      v.trainingStartDate !== null &&
      v.trainingEndDate !== null &&
      v.trainingStartDate > v.trainingEndDate
    ) {
      ctx.addIssue({ code: 'custom', path: ['trainingStartDate'], message: MSG.startAfterEnd });
    }
  });
export type GovtTrainingInput = z.input<typeof govtTrainingBody>;

export const govtSaveResult = z.object({ code: z.string(), Message: z.string() });

const codeParams = z.object({ code: codeParam });

// ---- Endpoints: public reads ----

export const listGovtJobs = endpoint({
  method: 'GET',
  path: 'govt-job/recent',
  query: govtJobListQuery,
  result: page(govtJobItem),
  roles: 'public',
  summary: 'Government jobs; isExpiry=true includes expired ones (admin list). Sort 1 newest, 2 last date.',
});

export const getGovtJob = endpoint({
  method: 'GET',
  path: 'govt-job/detail/:code',
  params: codeParams,
  result: govtJobItem,
  roles: 'public',
  summary: 'One government job by its code, for everyone.',
});

export const listGovtTrainings = endpoint({
  method: 'GET',
  path: 'training/posted-Govtraining',
  query: govtTrainingListQuery,
  result: page(govtTrainingItem),
  roles: 'public',
  summary: 'Government trainings; isExpiry=true includes expired ones (admin list).',
});

/** The few newest open government trainings (the student and public pages' side list). */
export const recentGovtTrainings = endpoint({
  method: 'GET',
  path: 'training/recentGov',
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
  result: page(govtTrainingItem),
  roles: 'public',
  summary: 'Newest open government trainings (the spec shows neither query nor answer; ours).',
});

export const getGovtTraining = endpoint({
  method: 'GET',
  path: 'govtraining/detail/:code',
  params: codeParams,
  result: govtTrainingItem,
  roles: 'public',
  summary: 'One government training by its code, for everyone.',
});

// ---- Endpoints: admin writes and exports ----

export const saveGovtJob = endpoint({
  method: 'POST',
  path: 'govt-job',
  body: govtJobBody,
  result: govtSaveResult,
  roles: ['admin'],
  summary: 'Create (empty code) or update (code) a government job. Audited with before/after.',
});

export const saveGovtTraining = endpoint({
  method: 'POST',
  path: 'govtraining',
  body: govtTrainingBody,
  result: govtSaveResult,
  roles: ['admin'],
  summary: "Create (check 'i') or update (check 'u' with code) a government training. Audited.",
});

export const exportGovtJobs = endpoint({
  method: 'GET',
  path: 'govt-job/export',
  query: govtJobExportQuery,
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Excel of government jobs (up to 100000 rows), streamed.',
});

export const exportGovtTrainings = endpoint({
  method: 'GET',
  path: 'govtraining/export',
  query: govtTrainingExportQuery,
  result: z.unknown(),
  roles: ['admin'],
  download: true,
  summary: 'Excel of a page of government trainings, streamed.',
});
