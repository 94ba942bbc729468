import { z } from 'zod';
import { TITLE_MAX, TRAINING_ADDRESS_MAX, TRAINING_DETAIL_MAX, TRAINING_STATUS } from './constants.ts';
import { plainTextLength } from './jobs.ts';
import { MSG } from './messages.ts';

/**
 * Shapes shared by every training screen. Endpoints live in the files of the features that serve
 * them. Times are epoch seconds; the application window is trainingStartDate..trainingEndDate.
 */

export const trainingStatus = z.enum(TRAINING_STATUS);

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
