import { toEpochSeconds } from '@pp/contract/format';
import {
  NOTIFICATION_MSG,
  type NotificationItem,
  type NotificationPayload,
  notificationItem,
} from '@pp/contract/notifications';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import * as repo from './notifications.repo.ts';

/**
 * The notification centre (ours): what the header's bell counts and the notifications page lists.
 * Rows are written by `notify`, which the services that e-mail a user call next to `queueMail`
 * with the same transaction's context: the notification and its e-mail exist together or not at all.
 */

export type NotificationInput = NotificationPayload & {
  userId: number;
  /** Where the notification leads in the web app (a path under /PlacementApp), or none. */
  link?: string;
};

/** Stores a notification for `userId`; call it with the transaction's context of the e-mail's write. */
export async function notify(ctx: AppContext, input: NotificationInput): Promise<void> {
  await repo.insertNotification(ctx.db, {
    code: newCode(),
    userId: input.userId,
    kind: input.kind,
    params: input.params,
    link: input.link ?? '',
    createdAt: ctx.now(),
  });
}

/** A stored row as the contract's item; a row of an unknown kind or shape (a later version's) is left out. */
function toItem(row: repo.NotificationRow): NotificationItem | null {
  const parsed = notificationItem.safeParse({
    code: row.code,
    kind: row.kind,
    params: row.params,
    link: row.link,
    createdOn: toEpochSeconds(row.createdAt),
    read: row.readAt !== null,
  });
  return parsed.success ? parsed.data : null;
}

export async function listNotifications(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number },
) {
  const [{ list, total }, unread] = await Promise.all([
    repo.pageNotifications(ctx.db, user.id, (query.page - 1) * query.limit, query.limit),
    repo.countUnread(ctx.db, user.id),
  ]);
  return { list: list.map(toItem).filter((item) => item !== null), total, unread };
}

export async function unreadCount(ctx: AppContext, user: AuthUser) {
  return { unread: await repo.countUnread(ctx.db, user.id) };
}

/** Marks one read; another user's notification (or an unknown code) is "not found". */
export async function markRead(ctx: AppContext, user: AuthUser, code: string) {
  const found = await repo.markRead(ctx.db, user.id, code, ctx.now());
  if (!found) throw notFound(NOTIFICATION_MSG.notFound);
  return unreadCount(ctx, user);
}

export async function markAllRead(ctx: AppContext, user: AuthUser) {
  await repo.markAllRead(ctx.db, user.id, ctx.now());
  return { unread: 0 };
}

/** Account deletion: the person's notifications go (inside the caller's transaction). */
/** Every notification of the user as the data export writes it (kind, values, link, times). */
export async function notificationsForExport(ctx: AppContext, userId: number) {
  const rows = await repo.allNotificationsOf(ctx.db, userId);
  return rows.map((n) => ({
    kind: n.kind,
    details: n.params,
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt ? n.readAt.toISOString() : null,
  }));
}

export async function removeAllNotifications(ctx: AppContext, userId: number): Promise<void> {
  await repo.deleteForUser(ctx.db, userId);
}
