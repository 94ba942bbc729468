import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { applicationStage } from './pipeline.ts';
import { SEARCH_LIMIT_MAX, searchJobItem, searchTrainingItem } from './search.ts';

/**
 * Applying for jobs and trainings, and the applicant's own applications (spec 1 sections 4 and 7,
 * spec 3 sections 4, 5 'Apply', 7 and 8).
 *
 * Rules (the server enforces them all):
 * - One application per person per job or training (a unique constraint). Applying again is not
 *   an error: the answer is `code: 0` without `jobCode` (or `trainingCode`) and the spec's
 *   'You have already applied for this job' / '... training'.
 * - Only members apply for member jobs (qualification ACS/FCS) and only students for the other
 *   jobs and for trainings: 'Only members can apply for the jobs' / 'Only students can apply for
 *   this job/training' (403). Employers and admins get the same refusals.
 * - Without a resume on the profile: 'Can not apply job without Resume !' (or the training
 *   wording), with a null result.
 * - A job or training that is closed, on hold, not yet shown or past its window is refused.
 *
 * Paths the spec does not show, chosen in its style: GET student/job-application,
 * GET student/job-application-code.
 */

export const APPLICATION_CODES_MAX = 5000;

const jobCode = z
  .string({ error: MSG.selectJobToApply })
  .trim()
  .min(1, MSG.selectJobToApply)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, OUR_MSG.invalidCode);
const trainingCode = z
  .string({ error: MSG.selectTrainingToApply })
  .trim()
  .min(1, MSG.selectTrainingToApply)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, OUR_MSG.invalidCode);

export const jobApplicationBody = z.object({ jobCode });
export const trainingApplicationBody = z.object({ trainingCode });

/** 1: applied now; 0: applied before (nothing changed). */
export const APPLY_CODE = { applied: 1, alreadyApplied: 0 } as const;

/** The application record (spec 3 section 3): jobCode and appliedOn, with the message to show. */
export const jobApplicationResult = z.object({
  code: z.number().int(),
  /** Present when this call made the application. */
  jobCode: z.string().optional(),
  /** When the person applied (epoch seconds), now or before. */
  appliedOn: z.number(),
  createdOn: z.number(),
  Message: z.string(),
});
export type JobApplicationResult = z.infer<typeof jobApplicationResult>;

export const trainingApplicationResult = z.object({
  code: z.number().int(),
  trainingCode: z.string().optional(),
  appliedOn: z.number(),
  createdOn: z.number(),
  Message: z.string(),
});
export type TrainingApplicationResult = z.infer<typeof trainingApplicationResult>;

export const appliedJobCode = z.object({ jobCode: z.string(), appliedOn: z.number() });
export const appliedTrainingCode = z.object({ trainingCode: z.string(), appliedOn: z.number() });

/** The candidate's own applications carry the pipeline stage (never the employer's note). */
const stageFields = { stage: applicationStage, stageLabel: z.string() };
export const appliedJobItem = searchJobItem.extend(stageFields);
export type AppliedJobItem = z.infer<typeof appliedJobItem>;
export const appliedTrainingItem = searchTrainingItem.extend(stageFields);
export type AppliedTrainingItem = z.infer<typeof appliedTrainingItem>;

export const applicationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(PAGE_SIZE.studentJobLists),
});

const allRoles = ['member', 'student', 'corporate', 'admin'] as const;

export const applyForJob = endpoint({
  method: 'POST',
  path: 'job/application',
  body: jobApplicationBody,
  result: jobApplicationResult,
  // Every signed-in kind may call it so that a wrong kind hears the spec's message.
  roles: allRoles,
  summary: 'Apply for a job (member jobs: members; student jobs: students). Once per job.',
});

export const applyForTraining = endpoint({
  method: 'POST',
  path: 'training/application',
  body: trainingApplicationBody,
  result: trainingApplicationResult,
  roles: allRoles,
  summary: 'Apply for a training (students only). Once per training.',
});

export const applyForTrainingPublic = endpoint({
  method: 'POST',
  path: 'training/applicationPublic',
  body: trainingApplicationBody,
  result: trainingApplicationResult,
  roles: allRoles,
  summary: 'Apply from the public training list (after sign-in); the same rules as training/application.',
});

export const memberJobApplications = endpoint({
  method: 'GET',
  path: 'member/job-application',
  query: applicationPageQuery,
  result: page(appliedJobItem),
  roles: ['member'],
  summary: 'The jobs the member applied for, latest application first, with appliedOn and the stage.',
});

export const memberJobApplicationCodes = endpoint({
  method: 'GET',
  path: 'member/job-application-code',
  result: page(appliedJobCode),
  roles: ['member'],
  summary: `Codes of the jobs the member applied for (latest ${APPLICATION_CODES_MAX}).`,
});

export const studentJobApplications = endpoint({
  method: 'GET',
  path: 'student/job-application',
  query: applicationPageQuery,
  result: page(appliedJobItem),
  roles: ['student'],
  summary: 'The jobs the student applied for, latest application first. Path ours.',
});

export const studentJobApplicationCodes = endpoint({
  method: 'GET',
  path: 'student/job-application-code',
  result: page(appliedJobCode),
  roles: ['student'],
  summary: 'Codes of the jobs the student applied for. Path ours.',
});

export const studentTrainingApplications = endpoint({
  method: 'GET',
  path: 'student/training-application',
  query: applicationPageQuery,
  result: page(appliedTrainingItem),
  roles: ['student'],
  summary: 'The trainings the student applied for, latest application first, with appliedOn.',
});

export const studentTrainingApplicationCodes = endpoint({
  method: 'GET',
  path: 'student/training-application-code',
  result: page(appliedTrainingCode),
  roles: ['student'],
  summary: `Codes of the trainings the student applied for (latest ${APPLICATION_CODES_MAX}).`,
});
