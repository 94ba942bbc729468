import pg from 'pg';

/** One fixed key for pg_advisory_lock: "placement portal start" (any constant bigint works). */
export const STARTUP_LOCK_KEY = 7_318_420_261;

/**
 * Runs `work` (migrations and the first-start seed) while holding a PostgreSQL session advisory
 * lock, so that when several server processes start at once over one database, one migrates and
 * seeds while the others wait, then find the work done (both steps are idempotent).
 *
 * The lock is held on a connection of its own: the migrator and the seed use the pool, and the
 * lock only has to exclude the other processes. It is released when `work` ends, or by the server
 * when this process dies (session locks end with the session).
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'placement-startup-lock' });
  // A connection dropped while waiting must not crash the process through an unhandled 'error'.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
