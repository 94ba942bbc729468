import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/security.ts';

export async function insertCaptcha(
  db: Db,
  row: { id: string; answer: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(captchas).values(row);
}

/** Deletes the captcha and returns it: a captcha is checked once. */
export async function takeCaptcha(db: Db, id: string) {
  const rows = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return rows[0];
}

/** The captcha without using it up (its audio is made from the answer). */
export async function findCaptcha(db: Db, id: string) {
  const rows = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
  return rows[0];
}

export async function deleteExpiredCaptchas(db: Db, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
