import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/comm.ts';

export type OutboxInsert = typeof outbox.$inferInsert;

export async function insertOutbox(db: Db, row: OutboxInsert) {
  const rows = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return rows[0]!.id;
}

/**
 * Claims due mails (or SMS) for one worker: their next attempt is pushed past `leaseUntil`, so another
 * process polling the same database skips them (SKIP LOCKED) and nothing is sent twice.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
  channel: 'email' | 'sms' = 'email',
) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(outbox).set({ nextAttemptAt: leaseUntil }).where(inArray(outbox.id, due)).returning();
}

export async function markSent(db: Db, id: number, now: Date) {
  await db.update(outbox).set({ status: 'sent', sentAt: now }).where(eq(outbox.id, id));
}

export async function markRetry(
  db: Db,
  id: number,
  attempts: number,
  next: Date,
  error: string,
  gaveUp: boolean,
) {
  await db
    .update(outbox)
    .set({
      attempts,
      nextAttemptAt: next,
      lastError: error.slice(0, 500),
      status: gaveUp ? 'failed' : 'pending',
    })
    .where(eq(outbox.id, id));
}

export async function outboxTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(asc(outbox.id));
}

/** Per channel: messages waiting and given up, and when the oldest waiting one was queued (/metrics). */
export async function outboxBacklog(db: Db) {
  return db
    .select({
      channel: outbox.channel,
      pending: sql<number>`(count(*) filter (where ${outbox.status} = 'pending'))::int`,
      failed: sql<number>`(count(*) filter (where ${outbox.status} = 'failed'))::int`,
      oldestPending:
        sql<Date | null>`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`.mapWith(
          outbox.createdAt,
        ),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.channel);
}
