import type { Language } from '@pp/contract/account';
import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, passwordResetRequests, passwordResets, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(4);
}

export async function findUserByCode(db: Db, code: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.code, code), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  return rows[0]!;
}

export async function recordSuccessfulLogin(db: Db, id: number, now: Date) {
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, id));
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, modifiedAt: now, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, id));
}

export async function updateLanguage(db: Db, id: number, language: Language, now: Date) {
  await db.update(users).set({ language, modifiedAt: now }).where(eq(users.id, id));
}

export async function updateLoginStatus(db: Db, id: number, loginStatus: 'active' | 'blocked', now: Date) {
  await db.update(users).set({ loginStatus, modifiedAt: now }).where(eq(users.id, id));
}

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordResets).values(row);
}

/** Ends every outstanding reset link of the user (used or not: marked used now). */
export async function endPasswordResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Marks an unused, unexpired reset token used and returns its user id (once only). */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId;
}

// ---- Forgot-password requests (processed out of the request: features/auth/auth.service.ts) ----

export async function insertResetRequest(db: Db, row: { email: string; ip: string; createdAt: Date }) {
  await db.insert(passwordResetRequests).values(row);
}

/** Claims up to `limit` unprocessed requests (other processes skip them) and marks them processed. */
export async function claimResetRequests(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({
      id: passwordResetRequests.id,
      email: passwordResetRequests.email,
      ip: passwordResetRequests.ip,
    })
    .from(passwordResetRequests)
    .where(isNull(passwordResetRequests.processedAt))
    .orderBy(passwordResetRequests.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length)
    await db
      .update(passwordResetRequests)
      .set({ processedAt: now })
      .where(
        inArray(
          passwordResetRequests.id,
          rows.map((r) => r.id),
        ),
      );
  return rows;
}

/** Processed requests hold an e-mail and an address: kept a day, then deleted. */
export async function deleteProcessedResetRequests(db: Db, before: Date) {
  await db
    .delete(passwordResetRequests)
    .where(and(isNotNull(passwordResetRequests.processedAt), lt(passwordResetRequests.createdAt, before)));
}

// ---- E-mail confirmation (employer registration) ----

/** Marks the user's e-mail proved (first time only). */
export async function confirmEmail(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

export async function insertEmailConfirmation(
  db: Db,
  row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailConfirmations).values(row);
}

/** Uses an unused, unexpired confirmation link and returns its user id (once only). */
export async function consumeEmailConfirmation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning({ userId: emailConfirmations.userId });
  return rows[0]?.userId;
}
