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
  /**
   * The same database on connections that plan each prepared statement once, for every value
   * (PostgreSQL's plan_cache_mode = force_generic_plan): for the statements whose form fixes their
   * plan and whose planning costs as much as running them (the employer searches by skill codes,
   * corporates.repo.ts). PGlite: `db` itself.
   */
  genericPlans: Db;
  kind: 'pglite' | 'postgres';
  /** What the database announces on a channel (NOTIFY), to this process. */
  notifications: Notifications;
  close(): Promise<void>;
}

/** The channels the database announces on: 'pp_auth', session and account changes (migration 0020). */
export type Channel = 'pp_auth';

/**
 * The announcements of one channel (LISTEN): `notify` with each payload, in commit order;
 * `connected(false)` when announcements may have been missed (the listening connection is lost),
 * `connected(true)` once listening again. Returns what stops listening.
 */
export interface Notifications {
  listen(
    channel: Channel,
    handlers: { notify(payload: string): void; connected(up: boolean): void },
  ): Promise<() => Promise<void>>;
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
  // One process and one connection: an announcement reaches the listener before the statement
  // that made it returns (PGlite queues the listeners as it reads the answer).
  const notifications: Notifications = {
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.notify(payload));
      handlers.connected(true);
      return stop;
    },
  };
  return {
    db: db as unknown as Db,
    genericPlans: db as unknown as Db,
    kind: 'pglite',
    notifications,
    close: () => client.close(),
  };
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
  const pool = newPool(url, poolSize);
  const genericPool = newPool(url, Math.max(2, Math.ceil(poolSize / 2)), 'force_generic_plan');
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    genericPlans: drizzleNodePg(genericPool, { schema }) as unknown as Db,
    kind: 'postgres',
    notifications: { listen: (channel, handlers) => listenPostgres(url, channel, handlers) },
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

function newPool(url: string, max: number, planCacheMode?: 'force_generic_plan') {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // With the server down or overloaded a request waits at most this long for a connection and
    // then fails (answered 503), rather than hanging; the pool reconnects once the server is back.
    connectionTimeoutMillis: 5_000,
    // A statement stuck on a dead connection fails instead of holding a request forever.
    query_timeout: 60_000,
    keepAlive: true,
    ...(planCacheMode ? { options: `-c plan_cache_mode=${planCacheMode}` } : {}),
  });
  // An idle connection closed by the server (restart, failover, DROP DATABASE ... FORCE) emits
  // 'error' on the pool; unhandled it would crash the process. The next query reconnects.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`);
  });
  return pool;
}

/**
 * LISTEN on a connection of its own (outside the pool), reconnecting after a loss: announcements
 * made while it is down are lost, so `connected(false)` comes first and `connected(true)` only
 * once the LISTEN is in place again.
 */
async function listenPostgres(
  url: string,
  channel: Channel,
  handlers: { notify(payload: string): void; connected(up: boolean): void },
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.connected(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.notify(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (!lost && !stopped) handlers.connected(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
