import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/security.ts';

/** Adds one hit to the window's counter and returns the new count. */
export async function incrementCounter(
  db: Db,
  bucket: string,
  key: string,
  windowStart: Date,
): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ bucket, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

export async function deleteOldCounters(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

/** The window's count (0 when none). */
export async function readCounter(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)),
    )
    .limit(1);
  return rows[0]?.count ?? 0;
}
