import { istStartOfDay } from '@pp/contract/india-time';
import type { PostingKind } from '@pp/contract/pipeline';
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { jobApplications, jobs, trainingApplications, trainings } from './schema/postings.ts';

/**
 * "Job or training" described once: the posting's table and the columns the two kinds share
 * under one name (owner, show window, status, deletion, applications), and the one rule of when
 * a posting is open. Repos that treat both kinds alike read them from here instead of writing
 * each query twice.
 */

export type { PostingKind };

export const POSTING = {
  job: {
    t: jobs,
    id: jobs.id,
    code: jobs.code,
    title: jobs.title,
    ownerId: jobs.ownerId,
    status: jobs.status,
    /** First day shown. */
    start: jobs.startDate,
    /** India midnight starting the last day shown. */
    end: jobs.endDate,
    deletedAt: jobs.deletedAt,
    applicationCount: jobs.applicationCount,
    expiryNoticeSentAt: jobs.expiryNoticeSentAt,
    modifiedAt: jobs.modifiedAt,
    createdAt: jobs.createdAt,
    /** The window's property names, for writes. */
    windowKeys: { start: 'startDate', end: 'endDate' },
    applications: {
      t: jobApplications,
      id: jobApplications.id,
      postingId: jobApplications.jobId,
      /** The posting column's property name, for writes. */
      postingKey: 'jobId',
      userId: jobApplications.userId,
      stage: jobApplications.stage,
      stageNote: jobApplications.stageNote,
      appliedAt: jobApplications.appliedAt,
      modifiedAt: jobApplications.modifiedAt,
    },
  },
  training: {
    t: trainings,
    id: trainings.id,
    code: trainings.code,
    title: trainings.title,
    ownerId: trainings.ownerId,
    status: trainings.status,
    start: trainings.applicationStart,
    end: trainings.applicationEnd,
    deletedAt: trainings.deletedAt,
    applicationCount: trainings.applicationCount,
    expiryNoticeSentAt: trainings.expiryNoticeSentAt,
    modifiedAt: trainings.modifiedAt,
    createdAt: trainings.createdAt,
    windowKeys: { start: 'applicationStart', end: 'applicationEnd' },
    applications: {
      t: trainingApplications,
      id: trainingApplications.id,
      postingId: trainingApplications.trainingId,
      postingKey: 'trainingId',
      userId: trainingApplications.userId,
      stage: trainingApplications.stage,
      stageNote: trainingApplications.stageNote,
      appliedAt: trainingApplications.appliedAt,
      modifiedAt: trainingApplications.modifiedAt,
    },
  },
} as const;

/** The columns of one kind (a union narrowed by `kind`). */
export function posting<K extends PostingKind>(kind: K): (typeof POSTING)[K] {
  return POSTING[kind];
}

/** The moment a posting's openness is judged: now, and the start of today's India day. */
export interface OpenClock {
  now: Date;
  /** India midnight starting today: a posting is open through the whole of its last day. */
  dayStart: Date;
}

export function openClock(now: Date): OpenClock {
  return { now, dayStart: new Date(istStartOfDay(Math.floor(now.getTime() / 1000)) * 1000) };
}

/**
 * Open: published, not deleted, its first day come and its last day not over (India time). Every
 * count, dashboard, reminder and list asks this, in SQL or (for rows already read) `isOpenAt`.
 */
export function isOpen(kind: PostingKind, at: OpenClock): SQL {
  return and(notClosed(kind, at.dayStart), lte(POSTING[kind].start, at.now)) as SQL;
}

/** Open, or to open later: published, not deleted, its last day not over at `dayStart`. */
export function notClosed(kind: PostingKind, dayStart: Date): SQL {
  const p = POSTING[kind];
  return and(eq(p.status, 'active'), isNull(p.deletedAt), sql`${p.end} >= ${dayStart}`) as SQL;
}

/** The same rule for a posting already read. */
export function isOpenAt(
  row: { status: string; start: Date; end: Date; deletedAt?: Date | null },
  at: OpenClock,
): boolean {
  return row.status === 'active' && !row.deletedAt && row.start <= at.now && row.end >= at.dayStart;
}
