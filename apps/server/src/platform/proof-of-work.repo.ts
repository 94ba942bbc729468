import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverKeys, spentChallenges } from '../db/schema/security.ts';

/**
 * The key named `name`, made with `make` by whichever process asks first; every process then
 * reads the same one.
 */
export async function serverKey(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const rows = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(sql`${serverKeys.name} = ${name}`);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server key ${name} missing`);
  return value;
}

/** Marks a challenge answered; false when it was answered before (a replay). */
export async function spendChallenge(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(spentChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: spentChallenges.nonce });
  return rows.length === 1;
}

export async function deleteExpiredSpentChallenges(db: Db, now: Date) {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
}
