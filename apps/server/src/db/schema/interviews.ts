import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobApplications, jobs, trainingApplications, trainings } from './postings.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Interview scheduling (ours; contract interviews.ts). An interview is one round of one posting
 * (a job or a training) with its details; it offers one time for everyone invited or several slots
 * to pick from. Each invited applicant has an invitation: their time (the slot they picked, or the
 * round's time, or one the employer moved them to), their answer, and the calendar SEQUENCE that
 * grows with every change mailed.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    postingKind: text('posting_kind').notNull(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'cascade' }),
    trainingId: bigint('training_id', { mode: 'number' }).references(() => trainings.id, {
      onDelete: 'cascade',
    }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    roundName: text('round_name').notNull(),
    mode: text('mode').notNull(),
    location: text('location').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    note: text('note').notNull().default(''),
    /** The candidates pick one of the slots (each taken once). */
    pick: boolean('pick').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_code_uq').on(t.code),
    index('interviews_job_idx').on(t.jobId),
    index('interviews_training_idx').on(t.trainingId),
    check('interviews_kind_ck', sql`posting_kind in ('job', 'training')`),
    check(
      'interviews_posting_ck',
      sql`(posting_kind = 'job' and job_id is not null and training_id is null) or (posting_kind = 'training' and training_id is not null and job_id is null)`,
    ),
    check('interviews_mode_ck', sql`mode in ('inPerson', 'video', 'phone')`),
  ],
);

/** The times an interview offers (one for a fixed time; several to pick from). */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
  },
  (t) => [
    uniqueIndex('interview_slots_code_uq').on(t.code),
    uniqueIndex('interview_slots_time_uq').on(t.interviewId, t.startsAt),
  ],
);

export const interviewInvites = pgTable(
  'interview_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobApplicationId: bigint('job_application_id', { mode: 'number' }).references(() => jobApplications.id, {
      onDelete: 'cascade',
    }),
    trainingApplicationId: bigint('training_application_id', { mode: 'number' }).references(
      () => trainingApplications.id,
      { onDelete: 'cascade' },
    ),
    /** The slot picked (pick interviews) or the round's one slot; null when moved to another time. */
    slotId: bigint('slot_id', { mode: 'number' }).references(() => interviewSlots.id, {
      onDelete: 'set null',
    }),
    /** The slot is the candidate's alone (a pick interview): at most one invitation holds it. */
    exclusive: boolean('exclusive').notNull().default(false),
    /** The invitation's time; null while a slot is still to be picked. */
    startsAt: ts('starts_at'),
    status: text('status').notNull().default('scheduled'),
    response: text('response').notNull().default('pending'),
    responseNote: text('response_note').notNull().default(''),
    respondedAt: ts('responded_at'),
    /** iCalendar SEQUENCE of the last mail (0 = the first invitation). */
    sequence: integer('sequence').notNull().default(0),
    remindedAt: ts('reminded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_invites_code_uq').on(t.code),
    uniqueIndex('interview_invites_person_uq').on(t.interviewId, t.userId),
    // A slot to pick is taken once, whoever asks at the same moment.
    uniqueIndex('interview_invites_slot_uq')
      .on(t.slotId)
      .where(sql`${t.exclusive} and ${t.status} = 'scheduled' and ${t.slotId} is not null`),
    index('interview_invites_user_idx').on(t.userId, t.createdAt),
    index('interview_invites_job_app_idx').on(t.jobApplicationId, t.createdAt),
    index('interview_invites_training_app_idx').on(t.trainingApplicationId, t.createdAt),
    // The reminders' scan: scheduled, not yet reminded, by time.
    index('interview_invites_remind_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.remindedAt} is null and ${t.startsAt} is not null`),
    check('interview_invites_status_ck', sql`status in ('scheduled', 'cancelled')`),
    check('interview_invites_response_ck', sql`response in ('pending', 'accepted', 'declined', 'newTime')`),
    check(
      'interview_invites_application_ck',
      sql`(job_application_id is null) <> (training_application_id is null)`,
    ),
  ],
);
