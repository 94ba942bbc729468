import { z } from 'zod';
import {
  PAGE_SIZE,
  TITLE_MAX,
  TRAINING_ADDRESS_MAX,
  TRAINING_DETAIL_MAX,
  TRAINING_STATUS,
  type TrainingStatus,
} from './constants.ts';
import { endpoint } from './endpoint.ts';
import { codeResult, page } from './envelope.ts';
import { DAY_SECONDS, istStartOfDay } from './india-time.ts';
import { applicantItem, plainTextLength, postingCodeParams } from './jobs.ts';
import { MSG } from './messages.ts';
import { APPLICANT_SORT, stageFilter } from './pipeline.ts';
import { codeParam, epochSeconds, limitField, pageField } from './validators.ts';

/**
 * Shapes shared by every training screen. Endpoints live in the files of the features that serve
 * them. Times are epoch seconds; the application window is trainingStartDate..trainingEndDate.
 */

export const trainingStatus = z.enum(TRAINING_STATUS);

/** Spec 3 section 4: a training is shown as Open (active) or Closed (blocked). */
export const TRAINING_STATUS_LABEL: Record<TrainingStatus, 'Open' | 'Closed'> = {
  active: 'Open',
  blocked: 'Closed',
};

/**
 * Applications close at the end of the India day of trainingEndDate (the lists' rule): from then
 * on the training has expired, whatever its status.
 */
export function trainingExpired(trainingEndDate: number, nowSeconds: number): boolean {
  return nowSeconds >= istStartOfDay(trainingEndDate) + DAY_SECONDS;
}

/** The status a training shows: an expired training is never shown as Open, only as Closed. */
export function trainingStatusLabel(
  training: { status: TrainingStatus; trainingEndDate: number },
  nowSeconds: number,
): 'Open' | 'Closed' {
  return trainingExpired(training.trainingEndDate, nowSeconds)
    ? 'Closed'
    : TRAINING_STATUS_LABEL[training.status];
}

/** A training in a list or detail (spec 3 section 3 'Training', spec 2 'Training (admin list row)'). */
export const trainingItem = z.object({
  code: z.string(),
  title: z.string(),
  companyName: z.string(),
  address: z.string(),
  location: z.array(z.string()),
  stateName: z.string(),
  qualification: z.string(),
  industry: z.array(z.string()),
  stipend: z.number(),
  stipendCurrency: z.string(),
  /** Application window. */
  trainingStartDate: z.number(),
  trainingEndDate: z.number(),
  /** Month and year the training starts (epoch seconds of the first day), or null. */
  startDateTraining: z.number().nullable(),
  description: z.string(),
  createdOn: z.number(),
  modifiedOn: z.number(),
  status: trainingStatus,
  applicationCount: z.number(),
  noOfTrainees: z.number(),
  /** Months. */
  duration: z.number(),
  isPCS: z.boolean(),
  companyDescription: z.string(),
  /** For the signed-in student: when they applied (epoch seconds), else null. */
  appliedOn: z.number().nullable(),
});
export type TrainingItem = z.infer<typeof trainingItem>;

const codeList = (max: number) => z.array(z.string().trim().min(1).max(60)).max(max);

/** `POST training` payload (spec 3 section 3 'Training post payload') with section 5 'Training posting'. */
export const trainingPostBody = z
  .object({
    title: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(TITLE_MAX, `Maximum ${TITLE_MAX} characters allowed`),
    noOfTrainees: z.coerce.number({ error: MSG.required }).int().min(1, MSG.required).max(10000),
    state: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(40),
    city: codeList(50).min(1, MSG.required),
    industry: codeList(20).min(1, MSG.required),
    qualification: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(60),
    duration: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(60),
    stipend: z.coerce.number({ error: MSG.required }).int().min(0).max(10_000_000),
    stipendCurrency: z.string().trim().max(3).default('INR'),
    trainingStartDate: z.coerce.number({ error: MSG.required }).int().min(0),
    trainingEndDate: z.coerce.number({ error: MSG.required }).int().min(0),
    address: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(TRAINING_ADDRESS_MAX, `Maximum ${TRAINING_ADDRESS_MAX} characters allowed`),
    description: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(20000),
    startDateTraining: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((v, ctx) => {
    if (plainTextLength(v.description) > TRAINING_DETAIL_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: `Maximum ${TRAINING_DETAIL_MAX} characters allowed`,
      });
    }
    if (v.trainingStartDate > v.trainingEndDate) {
      ctx.addIssue({ code: 'custom', path: ['trainingStartDate'], message: MSG.startAfterEnd });
    }
  });
export type TrainingPostInput = z.input<typeof trainingPostBody>;
/** A training post as the server reads it. */
export type TrainingPost = z.infer<typeof trainingPostBody>;

// ---- Endpoints: posting and managing trainings, their applicants (employer and admin) ----

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
  summary: "The applicants of a training (the owner's or, for admins, any).",
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
