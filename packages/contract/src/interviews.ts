import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { istDayStart } from './india-time.ts';
import { codeParam } from './validators.ts';

/**
 * Interview scheduling (ours, beyond the spec). From the applicants list of a job or a training
 * the owner (or an admin) invites one or many shortlisted applicants to an interview round: one
 * time for everyone invited, or several times ("slots") of which each candidate picks one, first
 * come first served, a slot taken once. The candidate gets an e-mail with an iCalendar invitation
 * and a notification, sees the interview on their applications page, and accepts, declines or asks
 * for another time. Changes and cancellations are mailed with the same calendar UID and a higher
 * SEQUENCE; a reminder goes to both sides once, 24 hours before.
 *
 * Rules (the server enforces them):
 * - Only the posting's owner or an admin schedules, reschedules and cancels; anyone else: 404.
 * - Only applicants at the stage 'shortlisted' or 'interview' are invited; the stage moves to
 *   'interview' (audited; the invitation is the candidate's e-mail, no second stage mail).
 * - Times are India time, at least 15 minutes ahead and within a year; with slots to pick, at
 *   least as many distinct slots as candidates.
 * - A candidate sees and answers only their own invitations; a cancelled or past interview takes
 *   no answer. Asking for another time needs a note.
 * - A slot is taken once, even when two candidates pick it at the same moment (a unique index).
 *
 * Paths (ours):
 *   POST job/interview, training/interview          schedule (owner or admin)
 *   GET  job/interview, training/interview          a posting's invitations (owner or admin)
 *   PUT  interview/invite/:code/reschedule          a new time for one invitation (owner or admin)
 *   PUT  interview/invite/:code/cancel              cancel one invitation (owner or admin)
 *   GET  interview/mine                             the candidate's own invitations
 *   PUT  interview/invite/:code/respond             accept, decline or ask for another time
 *   PUT  interview/invite/:code/slot                pick a slot
 *   GET  interview/invite/:code/ics                 the invitation as an .ics file (either side)
 */

export const INTERVIEW_MODES = ['inPerson', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABEL: Record<InterviewMode, string> = {
  inPerson: 'In person',
  video: 'Video call',
  phone: 'Phone call',
};

/** The candidate's answer. 'pending': not answered yet (or a slot still to pick). */
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'declined', 'newTime'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];
export const INTERVIEW_RESPONSE_LABEL: Record<InterviewResponse, string> = {
  pending: 'Awaiting reply',
  accepted: 'Accepted',
  declined: 'Declined',
  newTime: 'Asked for another time',
};

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_LIMITS = {
  roundNameMax: 100,
  locationMax: 500,
  noteMax: 1000,
  responseNoteMax: 500,
  durationMin: 15,
  durationMax: 480,
  slotsMax: 20,
  candidatesMax: 100,
  /** A time must be at least this far ahead. */
  leadMinutes: 15,
  /** ... and at most this far. */
  aheadDays: 366,
  /** The reminder goes out this long before. */
  reminderHours: 24,
} as const;

export const INTERVIEW_PAGE_SIZE = 50;

export const INTERVIEW_MSG = {
  notFound: 'This interview was not found.',
  chooseCandidates: 'Please choose at least one shortlisted applicant.',
  tooManyCandidates: `At most ${INTERVIEW_LIMITS.candidatesMax} applicants can be invited at once.`,
  notShortlisted: 'Only shortlisted applicants can be invited to an interview.',
  roundName: 'Please enter the name of the round.',
  roundNameTooLong: `The name of the round can be at most ${INTERVIEW_LIMITS.roundNameMax} characters.`,
  mode: 'Please choose how the interview takes place.',
  address: 'Please enter the address of the interview.',
  videoLink: 'Please enter the link of the video call (https://...).',
  locationTooLong: `The address or link can be at most ${INTERVIEW_LIMITS.locationMax} characters.`,
  duration: `The duration must be between ${INTERVIEW_LIMITS.durationMin} and ${INTERVIEW_LIMITS.durationMax} minutes.`,
  noteTooLong: `The note can be at most ${INTERVIEW_LIMITS.noteMax} characters.`,
  date: 'Please enter a valid date.',
  time: 'Please enter a valid time (HH:MM).',
  chooseTime: 'Please add a date and time.',
  tooManySlots: `At most ${INTERVIEW_LIMITS.slotsMax} times can be offered.`,
  duplicateSlot: 'The same time is offered twice.',
  pastTime: 'The interview must be at least 15 minutes from now.',
  tooFarAhead: 'The interview must be within a year from today.',
  fewerSlots: 'Please offer at least as many times as applicants invited.',
  scheduled: 'The interview has been scheduled.',
  /** Filled with the number of applicants invited (more than one). */
  scheduledFor: (count: number) => `The interview has been scheduled for ${count} applicants.`,
  rescheduled: 'The interview has been moved to the new time.',
  cancelled: 'The interview has been cancelled.',
  alreadyCancelled: 'This interview has been cancelled.',
  over: 'This interview is over.',
  response: 'Please choose your answer.',
  responseNote: 'Please say which times suit you.',
  responseNoteTooLong: `The note can be at most ${INTERVIEW_LIMITS.responseNoteMax} characters.`,
  pickFirst: 'Please choose one of the offered times first.',
  noSlots: 'This interview does not offer times to choose from.',
  slotTaken: 'This time has just been taken by another candidate. Please choose another.',
  slotNotFound: 'Please choose one of the offered times.',
  accepted: 'Thank you. The employer has been told that you will attend.',
  declined: 'The employer has been told that you will not attend.',
  newTime: 'The employer has been told that you would like another time.',
  slotPicked: 'Your interview time has been booked.',
} as const;

/** 'YYYY-MM-DD' and 'HH:MM' in India time. */
export const interviewSlotInput = z.object({
  date: z.string().refine((v) => istDayStart(v) !== null, INTERVIEW_MSG.date),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INTERVIEW_MSG.time),
});
export type InterviewSlotInput = z.infer<typeof interviewSlotInput>;

/** The instant of a date and time in India (epoch seconds). */
export function slotEpochSeconds(slot: InterviewSlotInput): number {
  const day = istDayStart(slot.date) ?? Number.NaN;
  const [h, m] = slot.time.split(':').map(Number);
  return day + (h ?? 0) * 3600 + (m ?? 0) * 60;
}

/** Whether a time is acceptable now: at least leadMinutes ahead and within aheadDays. */
export function slotTimeProblem(epochSeconds: number, nowMs: number): string | null {
  const now = nowMs / 1000;
  if (epochSeconds < now + INTERVIEW_LIMITS.leadMinutes * 60) return INTERVIEW_MSG.pastTime;
  if (epochSeconds > now + INTERVIEW_LIMITS.aheadDays * 86_400) return INTERVIEW_MSG.tooFarAhead;
  return null;
}

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** What an interview round is: the same for every candidate invited at once. */
const interviewDetails = z.object({
  roundName: z
    .string({ error: INTERVIEW_MSG.roundName })
    .trim()
    .min(1, INTERVIEW_MSG.roundName)
    .max(INTERVIEW_LIMITS.roundNameMax, INTERVIEW_MSG.roundNameTooLong),
  mode: z.enum(INTERVIEW_MODES, { error: INTERVIEW_MSG.mode }),
  /** The address (in person), the link (video) or an optional number to call from (phone). */
  location: trimmed(INTERVIEW_LIMITS.locationMax, INTERVIEW_MSG.locationTooLong).default(''),
  durationMinutes: z.coerce
    .number({ error: INTERVIEW_MSG.duration })
    .int(INTERVIEW_MSG.duration)
    .min(INTERVIEW_LIMITS.durationMin, INTERVIEW_MSG.duration)
    .max(INTERVIEW_LIMITS.durationMax, INTERVIEW_MSG.duration),
  /** A note from the interviewers to the candidates (shown in the invitation). */
  note: trimmed(INTERVIEW_LIMITS.noteMax, INTERVIEW_MSG.noteTooLong).default(''),
});

const scheduleFields = interviewDetails.extend({
  userCodes: z
    .array(codeParam, { error: INTERVIEW_MSG.chooseCandidates })
    .min(1, INTERVIEW_MSG.chooseCandidates)
    .max(INTERVIEW_LIMITS.candidatesMax, INTERVIEW_MSG.tooManyCandidates),
  /** true: the candidates each pick one of the slots; false: one time (the first slot) for all. */
  pick: z.boolean().default(false),
  slots: z
    .array(interviewSlotInput, { error: INTERVIEW_MSG.chooseTime })
    .min(1, INTERVIEW_MSG.chooseTime)
    .max(INTERVIEW_LIMITS.slotsMax, INTERVIEW_MSG.tooManySlots),
});

/** The cross-field rules, shared by both kinds of posting (and the web form). */
function checkSchedule(
  v: z.infer<typeof scheduleFields>,
  issue: (message: string, path: (string | number)[]) => void,
) {
  if (v.mode === 'inPerson' && !v.location) issue(INTERVIEW_MSG.address, ['location']);
  if (v.mode === 'video' && !isHttpsUrl(v.location)) issue(INTERVIEW_MSG.videoLink, ['location']);
  const times = v.slots.map(slotEpochSeconds);
  if (new Set(times).size !== times.length) issue(INTERVIEW_MSG.duplicateSlot, ['slots']);
  if (!v.pick && v.slots.length > 1) issue(INTERVIEW_MSG.chooseTime, ['slots']);
  if (v.pick && v.slots.length < new Set(v.userCodes).size) issue(INTERVIEW_MSG.fewerSlots, ['slots']);
}

function withScheduleRules<T extends z.ZodType<z.infer<typeof scheduleFields>>>(schema: T) {
  return schema.superRefine((v, ctx) =>
    checkSchedule(v, (message, path) => ctx.addIssue({ code: 'custom', message, path })),
  );
}

export const jobInterviewBody = withScheduleRules(scheduleFields.extend({ jobCode: codeParam }));
export type JobInterviewInput = z.input<typeof jobInterviewBody>;
export const trainingInterviewBody = withScheduleRules(scheduleFields.extend({ trainingCode: codeParam }));
export type TrainingInterviewInput = z.input<typeof trainingInterviewBody>;

/** The web form's own schema: the same fields and rules without the posting's code. */
export const interviewForm = withScheduleRules(scheduleFields);
export type InterviewFormInput = z.input<typeof interviewForm>;
/** A schedule as the server reads it (defaults applied). */
export type InterviewSchedule = z.infer<typeof interviewForm>;

export const scheduleResult = z.object({
  interviewCode: z.string(),
  invited: z.number().int(),
  Message: z.string(),
});

const slotItem = z.object({
  code: z.string(),
  /** Epoch seconds. */
  startsOn: z.number().int(),
  /** Taken by another candidate (the candidate's own pick is `mine`). */
  taken: z.boolean(),
  mine: z.boolean(),
});
export type InterviewSlot = z.infer<typeof slotItem>;

const inviteBase = {
  code: z.string(),
  interviewCode: z.string(),
  roundName: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  durationMinutes: z.number().int(),
  note: z.string(),
  /** When the candidate picks a slot. */
  pick: z.boolean(),
  /** Epoch seconds; null while the candidate has still to pick a slot. */
  startsOn: z.number().int().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  response: z.enum(INTERVIEW_RESPONSES),
  responseNote: z.string(),
  /** Epoch seconds of the answer, or null. */
  respondedOn: z.number().int().nullable(),
  modifiedOn: z.number().int(),
};

/** An invitation as the posting's owner and admins see it. */
export const postingInviteItem = z.object({
  ...inviteBase,
  userCode: z.string(),
  name: z.string(),
});
export type PostingInviteItem = z.infer<typeof postingInviteItem>;

/** An invitation as the candidate sees it: with the posting, and the slots while a pick is open. */
export const myInviteItem = z.object({
  ...inviteBase,
  postingKind: z.enum(['job', 'training']),
  postingCode: z.string(),
  postingTitle: z.string(),
  companyName: z.string(),
  slots: z.array(slotItem),
});
export type MyInviteItem = z.infer<typeof myInviteItem>;

export const postingInvitesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(INTERVIEW_PAGE_SIZE),
});

export const inviteCodeParams = z.object({ code: codeParam });

export const rescheduleBody = interviewSlotInput;

export const respondBody = z
  .object({
    response: z.enum(['accepted', 'declined', 'newTime'], { error: INTERVIEW_MSG.response }),
    note: trimmed(INTERVIEW_LIMITS.responseNoteMax, INTERVIEW_MSG.responseNoteTooLong).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.response === 'newTime' && !v.note)
      ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.responseNote, path: ['note'] });
  });
export type RespondInput = z.input<typeof respondBody>;

export const pickSlotBody = z.object({ slotCode: z.string({ error: INTERVIEW_MSG.slotNotFound }).min(1) });

// ---- Endpoints ----

export const scheduleJobInterview = endpoint({
  method: 'POST',
  path: 'job/interview',
  body: jobInterviewBody,
  result: scheduleResult,
  roles: ['corporate', 'admin'],
  summary:
    "Ours. Invites shortlisted applicants of a job to an interview round: one time for all, or slots each candidate picks (first come, a slot taken once). E-mails each an iCalendar invitation, notifies them, moves them to the stage 'interview'.",
});

export const scheduleTrainingInterview = endpoint({
  method: 'POST',
  path: 'training/interview',
  body: trainingInterviewBody,
  result: scheduleResult,
  roles: ['corporate', 'admin'],
  summary: "Ours. The same for a training's shortlisted applicants.",
});

export const jobInterviews = endpoint({
  method: 'GET',
  path: 'job/interview',
  query: postingInvitesQuery.extend({ jobCode: codeParam }),
  result: page(postingInviteItem),
  roles: ['corporate', 'admin'],
  summary:
    "Ours. The interview invitations of a job's applicants, soonest first (the owner's or, for admins, any).",
});

export const trainingInterviews = endpoint({
  method: 'GET',
  path: 'training/interview',
  query: postingInvitesQuery.extend({ trainingCode: codeParam }),
  result: page(postingInviteItem),
  roles: ['corporate', 'admin'],
  summary: "Ours. The interview invitations of a training's applicants.",
});

export const rescheduleInterview = endpoint({
  method: 'PUT',
  path: 'interview/invite/:code/reschedule',
  params: inviteCodeParams,
  body: rescheduleBody,
  result: z.object({ invite: postingInviteItem, Message: z.string() }),
  roles: ['corporate', 'admin'],
  summary:
    'Ours. Moves one invitation to a new time; the candidate is e-mailed the update (same calendar UID, higher SEQUENCE) and asked to answer again.',
});

export const cancelInterview = endpoint({
  method: 'PUT',
  path: 'interview/invite/:code/cancel',
  params: inviteCodeParams,
  result: z.object({ invite: postingInviteItem, Message: z.string() }),
  roles: ['corporate', 'admin'],
  summary: 'Ours. Cancels one invitation; the candidate is e-mailed the cancellation (METHOD:CANCEL).',
});

export const myInterviews = endpoint({
  method: 'GET',
  path: 'interview/mine',
  query: postingInvitesQuery,
  result: page(myInviteItem),
  roles: ['member', 'student'],
  summary:
    "Ours. The candidate's interview invitations: upcoming first (soonest first), then past and cancelled.",
});

export const respondToInterview = endpoint({
  method: 'PUT',
  path: 'interview/invite/:code/respond',
  params: inviteCodeParams,
  body: respondBody,
  result: z.object({ invite: myInviteItem, Message: z.string() }),
  roles: ['member', 'student'],
  summary:
    'Ours. The candidate accepts, declines or asks for another time (with a note); the employer is e-mailed and notified.',
});

export const pickInterviewSlot = endpoint({
  method: 'PUT',
  path: 'interview/invite/:code/slot',
  params: inviteCodeParams,
  body: pickSlotBody,
  result: z.object({ invite: myInviteItem, Message: z.string() }),
  roles: ['member', 'student'],
  summary:
    'Ours. The candidate books one of the offered times (a slot is taken once: 409 when another candidate has just taken it); the invitation is e-mailed with the time.',
});

export const interviewCalendar = endpoint({
  method: 'GET',
  path: 'interview/invite/:code/ics',
  params: inviteCodeParams,
  result: z.unknown(),
  roles: ['member', 'student', 'corporate', 'admin'],
  download: true,
  summary:
    "Ours. The invitation as an iCalendar file (interview-{code}.ics), for the candidate or the posting's owner.",
});
