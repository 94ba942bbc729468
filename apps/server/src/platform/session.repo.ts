import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { builtOnce } from '../db/prepared.ts';
import { memberProfiles } from '../db/schema/profiles.ts';
import { sessions, users } from '../db/schema/users.ts';

export async function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    userId: number;
    impersonatorId: number | null;
    expiresAt: Date;
    ip: string;
    userAgent: string;
    now: Date;
    secondFactorAt: Date | null;
  },
) {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    expiresAt: row.expiresAt,
    ip: row.ip,
    userAgent: row.userAgent.slice(0, 300),
    createdAt: row.now,
    lastSeenAt: row.now,
    secondFactorAt: row.secondFactorAt,
  });
}

/**
 * The session look-up runs before nearly every request: a named prepared statement, so that
 * PostgreSQL parses and plans it once per connection, and drizzle builds its SQL once per database.
 */
const sessionLookup = builtOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      impersonatorId: sessions.impersonatorId,
      secondFactorAt: sessions.secondFactorAt,
      userId: users.id,
      code: users.code,
      role: users.role,
      name: users.name,
      email: users.email,
      registrationType: users.registrationType,
      language: users.language,
      loginStatus: users.loginStatus,
      deletedAt: users.deletedAt,
      // A member's match profile (what the recommended jobs are ranked by), kept beside the
      // session (session.ts): null for everyone else.
      matchSkills: memberProfiles.skills,
      matchRole: memberProfiles.currentRole,
      matchState: memberProfiles.stateCode,
      matchCity: memberProfiles.cityCode,
      matchMonths: memberProfiles.totalExperienceInMonths,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

export async function findSessionWithUser(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await sessionLookup(db).execute({ tokenHash });
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number, now: Date) {
  await sessionTouch(db).execute({ sessionId, now });
}

// Named: every active session's idle clock (PostgreSQL planned it afresh at each run).
const sessionTouch = builtOnce((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_touch'),
);

/** The session's user has just proved a second factor in it. */
export async function markSessionSecondFactor(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends a user's sessions, all of them or all but `except` (the one that changed the password). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, except?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}

/** Sessions neither revoked, expired nor idle past `idleSince` (/metrics). */
export async function countActiveSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now}`,
        sql`${sessions.lastSeenAt} > ${idleSince}`,
      ),
    );
  return rows[0]?.n ?? 0;
}
