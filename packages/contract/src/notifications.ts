import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { page } from './envelope.ts';
import { APPLICATION_STAGES } from './pipeline.ts';
import { codeParam } from './validators.ts';

/**
 * The notification centre (ours, beyond the spec): the bell in the signed-in header and a page
 * listing what happened to the user. Every event that e-mails a member, student or employer
 * (a stage change, a message from an employer or the institute, a saved search's new matches, a
 * posting about to expire, an interview's invitation, change or answer) also leaves a notification, written in the same transaction as the
 * e-mail. A notification holds its kind and values (titles, stage code, company, link), not a
 * sentence: the client words it in the reader's language.
 *
 * Paths (ours):
 *   GET  notification                  the caller's notifications, newest first, paged
 *   GET  notification/unread-count     how many are unread (the header asks it every minute)
 *   PUT  notification/:code/read       mark one read
 *   PUT  notification/read-all         mark all read
 */

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * Who has a notification centre: every signed-in kind. Admins get the notes of their own postings
 * (about to expire, a candidate's answer to an interview they scheduled).
 */
export const NOTIFICATION_ROLES = ['admin', 'member', 'student', 'corporate'] as const;

export const NOTIFICATION_MSG = {
  notFound: 'This notification was not found.',
} as const;

const postingKind = z.enum(['job', 'training']);

const stageChanged = z.object({
  kind: z.literal('stageChanged'),
  params: z.object({
    postingKind,
    postingCode: z.string(),
    postingTitle: z.string(),
    companyName: z.string(),
    stage: z.enum(APPLICATION_STAGES),
  }),
});

const message = z.object({
  kind: z.literal('message'),
  params: z.object({
    /** An employer (senderName: the company) or the institute's placement cell (senderName ''). */
    from: z.enum(['employer', 'institute']),
    senderName: z.string(),
    message: z.string(),
  }),
});

const alertMatches = z.object({
  kind: z.literal('alertMatches'),
  params: z.object({
    searchName: z.string(),
    /** New matching postings found in this run. */
    count: z.number().int(),
  }),
});

const postingExpiring = z.object({
  kind: z.literal('postingExpiring'),
  params: z.object({
    postingKind,
    postingCode: z.string(),
    postingTitle: z.string(),
    /** The last day it is shown (epoch seconds). */
    endDate: z.number().int(),
    applicants: z.number().int(),
  }),
});

const interviewPosting = {
  postingKind,
  postingCode: z.string(),
  postingTitle: z.string(),
  companyName: z.string(),
  roundName: z.string(),
  /** Epoch seconds; null while the candidate has still to pick one of the offered times. */
  startsOn: z.number().int().nullable(),
};

/** To the candidate: invited to an interview (interviews.ts). */
const interviewInvited = z.object({
  kind: z.literal('interviewInvited'),
  params: z.object(interviewPosting),
});

/** To the candidate: their interview moved to another time or was cancelled. */
const interviewChanged = z.object({
  kind: z.literal('interviewChanged'),
  params: z.object({ ...interviewPosting, change: z.enum(['rescheduled', 'cancelled']) }),
});

/** To the employer: a candidate answered an invitation or booked a time. */
const interviewAnswered = z.object({
  kind: z.literal('interviewAnswered'),
  params: z.object({
    ...interviewPosting,
    candidateName: z.string(),
    response: z.enum(['accepted', 'declined', 'newTime']),
  }),
});

/** What each kind of notification carries (stored as they are; the client words them). */
export const notificationPayload = z.discriminatedUnion('kind', [
  stageChanged,
  message,
  alertMatches,
  postingExpiring,
  interviewInvited,
  interviewChanged,
  interviewAnswered,
]);
export type NotificationPayload = z.infer<typeof notificationPayload>;
export type NotificationKind = NotificationPayload['kind'];

const notificationBase = {
  code: z.string(),
  /** Epoch seconds. */
  createdOn: z.number().int(),
  read: z.boolean(),
  /** Where it leads in the web app (a path under /PlacementApp), or '' for nowhere. */
  link: z.string(),
};

export const notificationItem = z.discriminatedUnion('kind', [
  stageChanged.extend(notificationBase),
  message.extend(notificationBase),
  alertMatches.extend(notificationBase),
  postingExpiring.extend(notificationBase),
  interviewInvited.extend(notificationBase),
  interviewChanged.extend(notificationBase),
  interviewAnswered.extend(notificationBase),
]);
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});

export const unreadResult = z.object({ unread: z.number().int() });

export const listNotifications = endpoint({
  method: 'GET',
  path: 'notification',
  query: notificationPageQuery,
  result: page(notificationItem).extend({ unread: z.number().int() }),
  roles: NOTIFICATION_ROLES,
  summary: "Ours. The caller's notifications, newest first, a page at a time, with the unread count.",
});

export const unreadNotifications = endpoint({
  method: 'GET',
  path: 'notification/unread-count',
  result: unreadResult,
  roles: NOTIFICATION_ROLES,
  // Asked every minute by an open tab: it must not keep an idle session alive.
  passive: true,
  summary: "Ours. How many of the caller's notifications are unread (the header's bell).",
});

export const notificationCodeParams = z.object({ code: codeParam });

export const markNotificationRead = endpoint({
  method: 'PUT',
  path: 'notification/:code/read',
  params: notificationCodeParams,
  result: unreadResult,
  roles: NOTIFICATION_ROLES,
  summary: "Ours. Marks one of the caller's notifications read; answers the unread count.",
});

export const markAllNotificationsRead = endpoint({
  method: 'PUT',
  path: 'notification/read-all',
  result: unreadResult,
  roles: NOTIFICATION_ROLES,
  summary: "Ours. Marks every one of the caller's notifications read; answers the unread count (0).",
});
