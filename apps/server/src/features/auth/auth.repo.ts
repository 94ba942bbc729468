import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/users.ts';

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

export async function updateLoginStatus(db: Db, id: number, loginStatus: 'active' | 'blocked', now: Date) {
  await db.update(users).set({ loginStatus, modifiedAt: now }).where(eq(users.id, id));
}

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordResets).values(row);
}

/** Marks an unused, unexpired reset token used and returns its user id (once only). */
/** Ends every outstanding reset link of the user (used or not: marked used now). */
export async function endPasswordResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

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
