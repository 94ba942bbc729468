import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema/users.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyPurpose = 'register' | 'sign-in' | 'second-factor';

export async function listUserPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.id));
}

export async function countUserPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return rows[0];
}

/** One of the user's own passkeys (never another user's). */
export async function findOwnPasskey(db: Db, userId: number, code: string): Promise<PasskeyRow | undefined> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.code, code)))
    .limit(1);
  return rows[0];
}

/** Keeps a new passkey; undefined when its credential is kept already. */
export async function insertPasskey(
  db: Db,
  row: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  const rows = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function renamePasskeyRow(db: Db, id: number, name: string): Promise<PasskeyRow | undefined> {
  const rows = await db.update(passkeys).set({ name }).where(eq(passkeys.id, id)).returning();
  return rows[0];
}

export async function deletePasskeyRow(db: Db, id: number) {
  await db.delete(passkeys).where(eq(passkeys.id, id));
}

export async function deleteUserPasskeys(db: Db, userId: number) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
}

/**
 * Records a sign-in's counter and time; false when another sign-in moved the counter since it
 * was read (two requests racing with one signature).
 */
export async function usePasskey(
  db: Db,
  id: number,
  seenCounter: number,
  newCounter: number,
  backedUp: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seenCounter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function insertPasskeyChallenge(
  db: Db,
  row: { challengeHash: string; purpose: PasskeyPurpose; userId: number | null; expiresAt: Date },
) {
  await db.insert(passkeyChallenges).values(row);
}

/**
 * Takes a challenge once: true when it was issued for this purpose and user and has not expired;
 * it is gone afterwards either way.
 */
export async function takePasskeyChallenge(
  db: Db,
  challengeHash: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.challengeHash, challengeHash))
    .returning();
  const row = rows[0];
  return Boolean(row && row.purpose === purpose && row.userId === userId && row.expiresAt > now);
}

export async function deleteExpiredPasskeyChallenges(db: Db, now: Date) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}
