import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationInsert = typeof notifications.$inferInsert;

const listColumns = {
  code: notifications.code,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
export type NotificationRow = {
  code: string;
  kind: string;
  params: unknown;
  link: string;
  createdAt: Date;
  readAt: Date | null;
};

export async function insertNotification(db: Db, row: NotificationInsert): Promise<void> {
  await db.insert(notifications).values(row);
}

/** One page of the user's notifications, newest first (id breaks ties, so pages never overlap). */
export async function pageNotifications(db: Db, userId: number, offset: number, limit: number) {
  const [list, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { list: list as NotificationRow[], total: totals[0]?.total ?? 0 };
}

/** Every notification of the user, newest first (the person's own data export). */
export async function allNotificationsOf(db: Db, userId: number): Promise<NotificationRow[]> {
  return (await db
    .select(listColumns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))) as NotificationRow[];
}

/** The unread count: read from the partial index of unread rows only. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows[0]?.unread ?? 0;
}

/** Marks one of the user's notifications read (an already read one keeps its time); false when not theirs. */
export async function markRead(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const owned = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
    .limit(1);
  const row = owned[0];
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, row.id));
  return true;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Account deletion: the person's notifications go (inside the caller's transaction). */
export async function deleteForUser(db: Db, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
