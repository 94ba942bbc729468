import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { codeParam } from './validators.ts';

/**
 * The application pipeline (ours, beyond the spec): the owner of a job or training (or an admin) moves
 * each applicant through stages with an optional note; the candidate sees the stage on their
 * applications page and gets an e-mail at each change. Also the bulk download of the
 * applicants' resumes as one ZIP.
 *
 * Rules (the server enforces them):
 * - corporate: only applicants of its own postings; another employer's posting, or a person who
 *   did not apply, answers 404. Admins: any posting.
 * - The note is for the employer's team and admins only (applicant lists, Excel, audit log): it
 *   is never shown or mailed to the candidate, so a frank remark cannot reach them.
 * - A change of stage e-mails the candidate once; saving the same stage with another note only
 *   updates the note (no e-mail). Every change is audited with before and after.
 * - Applications are addressed by (posting code, userCode): applicant lists carry the userCode
 *   and there is one application per person per posting.
 */

export const APPLICATION_STAGES = [
  'applied',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'notSelected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABEL: Record<ApplicationStage, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  notSelected: 'Not selected',
};

/** Stages as select options, in pipeline order. */
export const STAGE_OPTIONS = APPLICATION_STAGES.map((value) => ({ value, label: STAGE_LABEL[value] }));

export const STAGE_NOTE_MAX = 500;

export const PIPELINE_MSG = {
  invalidStage: 'Please choose a stage.',
  noteTooLong: `The note can be at most ${STAGE_NOTE_MAX} characters.`,
  applicantNotFound: 'The applicant was not found.',
  noteSaved: 'The note has been saved.',
  /** Filled with the stage label. */
  stageChanged: (label: string) => `The applicant has been moved to ${label}.`,
  noResumes: 'No resume found to download.',
} as const;

export function stageLabel(stage: string): string {
  return STAGE_LABEL[stage as ApplicationStage] ?? stage;
}

export const applicationStage = z.enum(APPLICATION_STAGES, { error: PIPELINE_MSG.invalidStage });

/** Optional stage filter of applicant lists (absent or empty: every stage). */
export const stageFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  applicationStage.optional(),
);

const stageNote = z.string().trim().max(STAGE_NOTE_MAX, PIPELINE_MSG.noteTooLong).default('');

export const jobApplicantStageBody = z.object({
  jobCode: codeParam,
  userCode: codeParam,
  stage: applicationStage,
  note: stageNote,
});
export type JobApplicantStageInput = z.input<typeof jobApplicantStageBody>;

export const trainingApplicantStageBody = z.object({
  trainingCode: codeParam,
  userCode: codeParam,
  stage: applicationStage,
  note: stageNote,
});
export type TrainingApplicantStageInput = z.input<typeof trainingApplicantStageBody>;

export const applicantStageResult = z.object({
  userCode: z.string(),
  stage: applicationStage,
  stageLabel: z.string(),
  stageNote: z.string(),
  modifiedOn: z.number(),
  /** Whether the candidate was e-mailed (the stage changed). */
  notified: z.boolean(),
  Message: z.string(),
});
export type ApplicantStageResult = z.infer<typeof applicantStageResult>;

export const setJobApplicantStage = endpoint({
  method: 'PUT',
  path: 'job/applicant/stage',
  body: jobApplicantStageBody,
  result: applicantStageResult,
  roles: ['corporate', 'admin'],
  summary:
    "Ours. Moves a job's applicant to a stage with an optional note (max 500, employer and admins only); e-mails the candidate when the stage changes; audited.",
});

export const setTrainingApplicantStage = endpoint({
  method: 'PUT',
  path: 'training/applicant/stage',
  body: trainingApplicantStageBody,
  result: applicantStageResult,
  roles: ['corporate', 'admin'],
  summary: "Ours. The same for a training's applicant.",
});

// ---- Bulk resumes ----

/** Where the ZIP lists the applicants who have no resume. */
export const RESUMES_README = 'README.txt';

export const downloadJobResumes = endpoint({
  method: 'GET',
  path: 'job/applicant-resumes',
  query: z.object({ jobCode: codeParam }),
  result: z.unknown(),
  roles: ['corporate', 'admin'],
  download: true,
  summary:
    "Ours. The resumes of a job's applicants as one streamed ZIP (resumes-{timestamp}.zip), entries 'Name - USERCODE.pdf'; applicants without a resume are listed in README.txt. 'No resume found to download.' (400) when none has one.",
});

export const downloadTrainingResumes = endpoint({
  method: 'GET',
  path: 'training/applicant-resumes',
  query: z.object({ trainingCode: codeParam }),
  result: z.unknown(),
  roles: ['corporate', 'admin'],
  download: true,
  summary: "Ours. The resumes of a training's applicants as one streamed ZIP.",
});

/** Sort of applicant lists. */
export const APPLICANT_SORT = [
  { value: 1, label: 'Latest applied first' },
  { value: 2, label: 'Earliest applied first' },
  { value: 3, label: 'Name (A-Z)' },
] as const;

// ---- Counts by stage (the candidate's, employer's and admin's dashboards) ----

export const stageCount = z.object({
  stage: applicationStage,
  label: z.string(),
  count: z.number().int(),
});
export type StageCount = z.infer<typeof stageCount>;

/** Every stage in pipeline order with its count (0 where none), from counts keyed by stage. */
export function stageCounts(counts: ReadonlyMap<string, number>): StageCount[] {
  return APPLICATION_STAGES.map((stage) => ({
    stage,
    label: STAGE_LABEL[stage],
    count: counts.get(stage) ?? 0,
  }));
}

/** Applications to jobs and to trainings, each by stage. */
export const stagesByKind = z.object({ jobs: z.array(stageCount), trainings: z.array(stageCount) });
export type StagesByKind = z.infer<typeof stagesByKind>;

/** The two kinds of posting people apply to: one definition for every schema and the server. */
export const postingKind = z.enum(['job', 'training']);
export type PostingKind = z.infer<typeof postingKind>;
