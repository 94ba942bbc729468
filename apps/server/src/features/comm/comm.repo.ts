import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { grievances } from '../../db/schema/comm.ts';
import { otps, registrationLookups } from '../../db/schema/security.ts';

export type GrievanceInsert = typeof grievances.$inferInsert;

export async function insertGrievance(db: Db, row: GrievanceInsert): Promise<number> {
  const rows = await db.insert(grievances).values(row).returning({ id: grievances.id });
  return rows[0]!.id;
}

// ---- One-time passwords ----

export type OtpRow = typeof otps.$inferSelect;

export async function insertOtp(db: Db, row: typeof otps.$inferInsert) {
  await db.insert(otps).values(row);
}

export async function latestOtpForSubject(db: Db, subject: string): Promise<OtpRow | undefined> {
  const rows = await db
    .select()
    .from(otps)
    .where(eq(otps.subject, subject))
    .orderBy(desc(otps.createdAt), desc(otps.id))
    .limit(1);
  return rows[0];
}

export async function findOtpByRef(db: Db, ref: string): Promise<OtpRow | undefined> {
  const rows = await db.select().from(otps).where(eq(otps.ref, ref)).limit(1);
  return rows[0];
}

export async function recordWrongOtp(db: Db, id: number) {
  const rows = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(eq(otps.id, id))
    .returning({ attempts: otps.attempts });
  return rows[0]?.attempts ?? 0;
}

/** Marks the OTP verified (once) and stores the hash of the registration token. */
export async function markOtpVerified(db: Db, id: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(otps)
    .set({ verifiedAt: now, verifyTokenHash: tokenHash })
    .where(and(eq(otps.id, id), isNull(otps.verifiedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

/** A verified, unused registration token issued after `since`. */
export async function findVerifiedOtp(db: Db, tokenHash: string, since: Date): Promise<OtpRow | undefined> {
  const rows = await db
    .select()
    .from(otps)
    .where(and(eq(otps.verifyTokenHash, tokenHash), isNull(otps.consumedAt), gt(otps.verifiedAt, since)))
    .limit(1);
  return rows[0];
}

/** Uses the registration token up; true only for the first caller. */
export async function consumeVerifiedOtp(db: Db, id: number, now: Date) {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

export async function lastOtps(db: Db, limit: number) {
  return db.select().from(otps).orderBy(desc(otps.createdAt), desc(otps.id)).limit(limit);
}

export async function insertRegistrationLookup(db: Db, row: typeof registrationLookups.$inferInsert) {
  await db.insert(registrationLookups).values(row);
}

export async function findRegistrationLookup(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(registrationLookups)
    .where(and(eq(registrationLookups.tokenHash, tokenHash), gt(registrationLookups.expiresAt, now)))
    .limit(1);
  return rows[0];
}
