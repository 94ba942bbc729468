import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Bookkeeping a refused request may legitimately write: the proof of work it used up (and the
 * signing keys the first challenge made), rate-limit
 * counters, the session's last-seen time, the audit of a failed sign-in, the wrong-password
 * counter and lock of an account, the attempt counter of an OTP.
 */
const SKIP_TABLES = new Set(['spent_challenges', 'server_keys', 'rate_limits', 'sessions', 'audit_log']);
const SKIP_COLUMNS: Record<string, string[]> = {
  users: ['failed_logins', 'locked_until', 'last_login_at'],
  otps: ['attempts'],
};

/** The tables of the public schema, once per database. */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return rows.rows.map((r) => r.table_name).filter((name) => !SKIP_TABLES.has(name));
}

/**
 * A checksum of the whole database but the bookkeeping above: per table the row count and the
 * sum of the rows' transaction ids (any insert, update or delete changes it), or for tables with
 * bookkeeping columns the sum of the hashes of the rows' JSON without them. One statement, so it is cheap enough to take after every
 * request of the fuzz test.
 */
export async function checksummer(db: Db): Promise<() => Promise<string>> {
  const tables = await tablesOf(db);
  const parts = tables.map((name) => {
    const skip = SKIP_COLUMNS[name];
    // Identifiers come from information_schema, not from input: built as text on purpose.
    if (skip) {
      const minus = skip.map((c) => ` - '${c}'`).join('');
      return `select '${name}' as t, count(*)::text || ':' || coalesce(sum(hashtext((to_jsonb(x)${minus})::text)::bigint), 0)::text as h from "${name}" x`;
    }
    // Every insert or update gives the row a new transaction id (xmin); a delete lowers the count.
    return `select '${name}' as t, count(*)::text || ':' || coalesce(sum(x.xmin::text::bigint), 0)::text as h from "${name}" x`;
  });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = (await db.execute(query)) as unknown as { rows: { t: string; h: string }[] };
    return rows.rows
      .map((r) => `${r.t}=${r.h}`)
      .sort()
      .join(' ');
  };
}

/** The tables whose part of two checksums differ. */
export function changedTables(before: string, after: string): string[] {
  const a = new Map(before.split(' ').map((p) => p.split('=') as [string, string]));
  return after
    .split(' ')
    .map((p) => p.split('=') as [string, string])
    .filter(([t, h]) => a.get(t) !== h)
    .map(([t]) => t);
}
