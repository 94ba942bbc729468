/**
 * Migrations under load: `npm run bench -- --only=v-mix-open --migrate=<file.sql> [--migrate-batch=N]`.
 * While the varied mix arrives at its rate, the file's statements are applied to the bench
 * database and every backend waiting for a lock is watched (pg_stat_activity every 20 ms); the
 * report gives the migration's time, the longest lock wait of any statement and the requests that
 * failed (the scenario's errors).
 *
 * - Without --migrate-batch: the statements run in one transaction, as drizzle's migrator applies
 *   every pending migration (drizzle-orm pg-core dialect `migrate`: one transaction for all of
 *   them), so a lock taken by the first is held until the last ends.
 * - With --migrate-batch=N: each `UPDATE "table" SET ...;` without a WHERE (a rewrite of the whole
 *   table) runs as batches of N rows by id, each in its own transaction; the other statements one
 *   by one. The online way of docs/operations.md "Migrations without long locks".
 */
import pg from 'pg';

export interface LockWatch {
  /** The longest a statement has waited for a lock, in ms, and what it was. */
  stop(): Promise<{ longestMs: number; query: string; blockedBy: string; waits: number }>;
}

/** Samples the backends waiting for a lock (other than the watcher) until stopped. */
export async function watchLocks(url: string): Promise<LockWatch> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let longest = { longestMs: 0, query: '', blockedBy: '' };
  const seen = new Set<string>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const res = await client.query<{
        pid: number;
        ms: string;
        query: string;
        started: string;
        blocker: string;
      }>(
        `select a.pid, extract(epoch from clock_timestamp() - a.query_start) * 1000 as ms, left(a.query, 120) as query,
                a.query_start::text as started,
                coalesce((select left(b.query, 120) from pg_stat_activity b where b.pid = (pg_blocking_pids(a.pid))[1]), '') as blocker
         from pg_stat_activity a where a.wait_event_type = 'Lock' and a.pid <> pg_backend_pid()`,
      );
      for (const row of res.rows) {
        seen.add(`${row.pid} ${row.started}`);
        // extract() is numeric: node-postgres gives it as text.
        const ms = Number(row.ms);
        if (ms > longest.longestMs) longest = { longestMs: ms, query: row.query, blockedBy: row.blocker };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return { ...longest, waits: seen.size };
    },
  };
}

const WHOLE_TABLE_UPDATE = /^update\s+"?(\w+)"?\s+set\s+([\s\S]+?)\s*$/i;

/** The file's statements (drizzle's `--> statement-breakpoint`, or `;` at a line's end). */
export function statementsOf(text: string): string[] {
  return text
    .split(/--> statement-breakpoint|;\s*$/m)
    .map((s) =>
      s
        .replace(/^\s*--.*$/gm, '')
        .trim()
        .replace(/;$/, ''),
    )
    .filter(Boolean);
}

/** Applies the statements (see above); returns the seconds it took and the batches run. */
export async function applyMigration(url: string, statements: string[], batch: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  let batches = 0;
  try {
    if (!batch) {
      await client.query('begin');
      for (const s of statements) await client.query(s);
      await client.query('commit');
      batches = 1;
    } else
      for (const s of statements) {
        const rewrite = WHOLE_TABLE_UPDATE.exec(s);
        if (!rewrite || /\swhere\s/i.test(s)) {
          await client.query(s);
          batches++;
          continue;
        }
        const [, table, set] = rewrite;
        // By the table's primary key (the profiles': user_id), in its order.
        const key = (
          await client.query<{ name: string }>(
            `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = $1::regclass and i.indisprimary`,
            [table],
          )
        ).rows[0]!.name;
        for (let last = 0; ; ) {
          const res = await client.query<{ key: string }>(
            `update "${table}" set ${set} where "${key}" in (select "${key}" from "${table}" where "${key}" > $1 order by "${key}" limit ${batch}) returning "${key}" as key`,
            [last],
          );
          batches++;
          if (!res.rows.length) break;
          last = Math.max(...res.rows.map((r) => Number(r.key)));
        }
      }
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
  return { seconds: (performance.now() - started) / 1000, batches };
}
