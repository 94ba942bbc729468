import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents, privacyGrievances } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';

export type ConsentRow = typeof consents.$inferSelect;
export type GrievanceRow = typeof privacyGrievances.$inferSelect;

// ---- Consents ----

/** The person's consents, newest first (a handful per purpose at most). */
export async function consentsOf(db: Db, userId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id)).limit(500);
}

/** Locks the row in force for the purpose, if any (a give and a withdraw at once wait for each other). */
export async function lockInForce(db: Db, userId: number, purpose: string): Promise<ConsentRow | undefined> {
  const rows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .for('update');
  return rows[0];
}

export async function insertConsents(db: Db, rows: (typeof consents.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(consents).values(rows);
}

export async function withdraw(db: Db, id: number, at: Date, channel: string): Promise<void> {
  await db.update(consents).set({ withdrawnAt: at, withdrawnChannel: channel }).where(eq(consents.id, id));
}

/**
 * Of `userIds`, those who withdrew the purpose: a row for it and none in force (no row at all is a
 * person registered before the register, under the terms then shown).
 */
export async function withdrawnAmong(db: Db, userIds: number[], purpose: string): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: consents.userId })
    .from(consents)
    .where(and(inArray(consents.userId, userIds), eq(consents.purpose, purpose)))
    .groupBy(consents.userId)
    .having(sql`bool_and(${consents.withdrawnAt} IS NOT NULL)`);
  return new Set(rows.map((r) => r.userId));
}

/** Of the users with these public codes, the purposes each withdrew (as `withdrawnAmong`). */
export async function withdrawnByCode(
  db: Db,
  codes: string[],
  purposes: string[],
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ code: users.code, purpose: consents.purpose })
    .from(consents)
    .innerJoin(users, eq(users.id, consents.userId))
    .where(and(inArray(users.code, codes), inArray(consents.purpose, purposes)))
    .groupBy(users.code, consents.purpose)
    .having(sql`bool_and(${consents.withdrawnAt} IS NOT NULL)`);
  const byCode = new Map<string, Set<string>>();
  for (const r of rows) byCode.set(r.code, (byCode.get(r.code) ?? new Set()).add(r.purpose));
  return byCode;
}

// ---- Grievances ----

export async function insertGrievance(
  db: Db,
  row: typeof privacyGrievances.$inferInsert,
): Promise<GrievanceRow> {
  const rows = await db.insert(privacyGrievances).values(row).returning();
  return rows[0]!;
}

export async function grievancesOf(db: Db, userId: number): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(privacyGrievances)
    .where(eq(privacyGrievances.userId, userId))
    .orderBy(desc(privacyGrievances.createdAt), desc(privacyGrievances.id))
    .limit(200);
}

const grievanceWithPerson = {
  grievance: privacyGrievances,
  name: users.name,
  email: users.email,
  role: users.role,
  language: users.language,
  repliedBy: sql<string>`coalesce((SELECT a.name FROM users a WHERE a.id = ${privacyGrievances.repliedBy}), '')`,
};

export type GrievanceWithPerson = Awaited<ReturnType<typeof pageGrievances>>[number];

/** Open ones first, by the day their period lapses; then the answered, newest first. */
export async function pageGrievances(db: Db, status: string | undefined, offset: number, limit: number) {
  return db
    .select(grievanceWithPerson)
    .from(privacyGrievances)
    .innerJoin(users, eq(users.id, privacyGrievances.userId))
    .where(status ? eq(privacyGrievances.status, status) : undefined)
    .orderBy(
      sql`${privacyGrievances.status} = 'open' DESC`,
      sql`CASE WHEN ${privacyGrievances.status} = 'open' THEN ${privacyGrievances.dueAt} END ASC`,
      desc(privacyGrievances.createdAt),
      asc(privacyGrievances.id),
    )
    .offset(offset)
    .limit(limit);
}

export async function countGrievances(db: Db, status: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(privacyGrievances)
    .where(status ? eq(privacyGrievances.status, status) : undefined);
  return row?.n ?? 0;
}

export async function findGrievance(db: Db, reference: string) {
  const rows = await db
    .select(grievanceWithPerson)
    .from(privacyGrievances)
    .innerJoin(users, eq(users.id, privacyGrievances.userId))
    .where(eq(privacyGrievances.reference, reference))
    .limit(1)
    .for('update', { of: privacyGrievances });
  return rows[0];
}

export async function answerGrievance(
  db: Db,
  id: number,
  answer: { reply: string; repliedBy: number; repliedAt: Date },
): Promise<void> {
  await db
    .update(privacyGrievances)
    .set({ ...answer, status: 'answered' })
    .where(eq(privacyGrievances.id, id));
}

/**
 * Claims open grievances whose period lapses by `before` and that no reminder went out for, and
 * marks them reminded in the same statement: other processes skip the locked rows, so each
 * reminder goes out once.
 */
export async function claimDueReminders(db: Db, before: Date, now: Date, limit: number) {
  const due = db
    .select({ id: privacyGrievances.id })
    .from(privacyGrievances)
    .where(
      and(
        eq(privacyGrievances.status, 'open'),
        isNull(privacyGrievances.remindedAt),
        lte(privacyGrievances.dueAt, before),
      ),
    )
    .orderBy(asc(privacyGrievances.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(privacyGrievances)
    .set({ remindedAt: now })
    .where(inArray(privacyGrievances.id, due))
    .returning({
      reference: privacyGrievances.reference,
      createdAt: privacyGrievances.createdAt,
      dueAt: privacyGrievances.dueAt,
    });
}

/** Where reminders go: every active admin. */
export async function activeAdminAddresses(db: Db) {
  return db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.loginStatus, 'active'), isNull(users.deletedAt)))
    .limit(1000);
}
