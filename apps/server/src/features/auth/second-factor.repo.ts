import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, secondFactorChallenges, totpFactors } from '../../db/schema/users.ts';
import { deleteUserPasskeys } from './passkey.repo.ts';

export async function findTotp(db: Db, userId: number) {
  const rows = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return rows[0];
}

/** Whether the user has a confirmed second factor. */
export async function hasConfirmedTotp(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return rows.length === 1;
}

/** A new, unconfirmed secret in place of an unconfirmed one (never of a confirmed one). */
export async function putUnconfirmedTotp(db: Db, userId: number, secret: string, now: Date) {
  await db
    .insert(totpFactors)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, createdAt: now, lastTimeStep: 0 },
      setWhere: isNull(totpFactors.confirmedAt),
    });
}

export async function confirmTotpRow(db: Db, userId: number, timeStep: number, now: Date) {
  await db
    .update(totpFactors)
    .set({ confirmedAt: now, lastTimeStep: timeStep })
    .where(eq(totpFactors.userId, userId));
}

/**
 * Records the time step a code was accepted for; false when that step (or a later one) was taken
 * already, by a request racing this one too.
 */
export async function takeTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastTimeStep: timeStep })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastTimeStep, timeStep)))
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code up; false when it is not one of the user's unused codes. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function insertSecondFactorChallenge(
  db: Db,
  row: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(secondFactorChallenges).values(row);
}

/** Counts a try of a pending sign-in and returns it while it is good (unexpired, tries left). */
export async function trySecondFactorChallenge(db: Db, tokenHash: string, now: Date, maxAttempts: number) {
  const rows = await db
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        gt(secondFactorChallenges.expiresAt, now),
        lt(secondFactorChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return rows[0];
}

export async function deleteSecondFactorChallenge(db: Db, tokenHash: string) {
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.tokenHash, tokenHash));
}

/** Removes every second factor of the user: the app, its recovery codes, passkeys, halfway sign-ins. */
export async function deleteSecondFactors(db: Db, userId: number) {
  await deleteUserPasskeys(db, userId);
  await deleteAuthenticatorApp(db, userId);
}

/** The authenticator app alone (its recovery codes and pending sign-ins with it); passkeys stay. */
export async function deleteAuthenticatorApp(db: Db, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
}
