import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens PGlite (in `dataDir`, or in memory when `dataDir` is null) and applies the migrations.
 * `template`: an archive of a database to start from (PGlite's `dumpDataDir`), e.g. one already
 * migrated: the tests start each file's database from one made once per run (test/global-setup.ts).
 */
export async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** An in-memory, migrated PGlite as an archive (`openPglite(null, archive)` starts from it). */
export async function migratedPgliteArchive(): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const archive = await client.dumpDataDir('none');
  await client.close();
  return archive;
}

/** Opens a PostgreSQL server pool and applies the migrations. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // With the server down or overloaded a request waits at most this long for a connection and
    // then fails (answered 503), rather than hanging; the pool reconnects once the server is back.
    connectionTimeoutMillis: 5_000,
    // A statement stuck on a dead connection fails instead of holding a request forever.
    query_timeout: 60_000,
    keepAlive: true,
  });
  // An idle connection closed by the server (restart, failover, DROP DATABASE ... FORCE) emits
  // 'error' on the pool; unhandled it would crash the process. The next query reconnects.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
