import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { builtOnce } from '../db/prepared.ts';
import { rateLimits } from '../db/schema/security.ts';

/** Adds one hit to the window's counter and returns the new count. */
export async function incrementCounter(
  db: Db,
  bucket: string,
  key: string,
  windowStart: Date,
): Promise<number> {
  const rows = await counterHit(db).execute({ bucket, key, windowStart });
  return rows[0]?.count ?? 1;
}

// Named (db/prepared.ts): an employer's every candidate search counts, and PostgreSQL planned the
// statement afresh each time for as long as it ran it (docs/performance.md, ninth round).
const counterHit = builtOnce((db) =>
  db
    .insert(rateLimits)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
    .prepare('rate_limit_hit'),
);

export async function deleteOldCounters(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

/** The window's count (0 when none). */
export async function readCounter(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  const rows = await counterRead(db).execute({ bucket, key, windowStart });
  return rows[0]?.count ?? 0;
}

const counterRead = builtOnce((db) =>
  db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, sql.placeholder('bucket')),
        eq(rateLimits.key, sql.placeholder('key')),
        eq(rateLimits.windowStart, sql.placeholder('windowStart')),
      ),
    )
    .limit(1)
    .prepare('rate_limit_read'),
);
