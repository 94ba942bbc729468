import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/comm.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementInsert = typeof announcements.$inferInsert;

const publicColumns = {
  code: announcements.code,
  title: announcements.title,
  body: announcements.body,
  link: announcements.link,
  publishedAt: announcements.publishedAt,
};
export type AnnouncementView = { code: string; title: string; body: string; link: string; publishedAt: Date };

/** One page, newest first (id breaks ties so pages never overlap). */
export async function pageAnnouncements(db: Db, offset: number, limit: number) {
  const [list, totals] = await Promise.all([
    db
      .select(publicColumns)
      .from(announcements)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(announcements),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
}

export async function findAnnouncement(db: Db, code: string): Promise<AnnouncementView | undefined> {
  const rows = await db
    .select(publicColumns)
    .from(announcements)
    .where(eq(announcements.code, code))
    .limit(1);
  return rows[0];
}

export async function insertAnnouncement(db: Db, row: AnnouncementInsert): Promise<AnnouncementView> {
  const rows = await db.insert(announcements).values(row).returning(publicColumns);
  return rows[0]!;
}

export async function updateAnnouncement(
  db: Db,
  code: string,
  changes: { title: string; body: string; link: string; modifiedAt: Date },
): Promise<AnnouncementView | undefined> {
  const rows = await db
    .update(announcements)
    .set(changes)
    .where(eq(announcements.code, code))
    .returning(publicColumns);
  return rows[0];
}

export async function deleteAnnouncementByCode(db: Db, code: string): Promise<AnnouncementView | undefined> {
  const rows = await db.delete(announcements).where(eq(announcements.code, code)).returning(publicColumns);
  return rows[0];
}
