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
  /** Each pool's connections now (/metrics: platform/metrics.ts). */
  poolStats(): PoolStats[];
  /** Where each wait for a connection and each failed statement are reported from now on. */
  observe(observer: DbObserver): void;
  close(): Promise<void>;
}

/** The pools: 'app' (db), 'generic' (genericPlans; PostgreSQL only). */
export type PoolName = 'app' | 'generic';

/** A pool's connections: at most `size`, `open` of them now, `idle` unused, `waiting` requests queued. */
export interface PoolStats {
  pool: PoolName;
  size: number;
  open: number;
  idle: number;
  waiting: number;
}

/**
 * What the pools report as they work. PostgreSQL: the wait for a pool's connection, and every
 * statement the server refused (constraint violations included). PGlite (one connection that
 * runs one call at a time, in order): the wait of a call is the time until the one queued before it
 * ended.
 */
export interface DbObserver {
  waited(pool: PoolName, seconds: number): void;
  failed(pool: PoolName): void;
}

/** The observer of a database, set after it opens (the app's metrics are made later). */
class ObserverSlot implements DbObserver {
  observer: DbObserver | undefined;
  waited(pool: PoolName, seconds: number) {
    this.observer?.waited(pool, seconds);
  }
  failed(pool: PoolName) {
    this.observer?.failed(pool);
  }
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
  const slot = new ObserverSlot();
  const queue = queueWatch(client, slot);
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
    poolStats: () => [
      {
        pool: 'app',
        size: 1,
        open: 1,
        idle: queue.outstanding === 0 ? 1 : 0,
        waiting: Math.max(0, queue.outstanding - 1),
      },
    ],
    observe: (observer) => {
      slot.observer = observer;
    },
    close: () => client.close(),
  };
}

/**
 * Counts PGlite's calls in flight and reports each one's wait and failure. PGlite runs one call at
 * a time in the order they came (a transaction is one call), so a call waits until the one before
 * it has ended.
 */
function queueWatch(client: PGlite, observer: DbObserver): { readonly outstanding: number } {
  const state = { outstanding: 0 };
  let tail: Promise<unknown> = Promise.resolve();
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const called = performance.now();
      const before = tail;
      state.outstanding++;
      void before.then(() => observer.waited('app', (performance.now() - called) / 1000));
      const result = original(...args);
      const settled = result.then(
        () => {},
        () => observer.failed('app'),
      );
      tail = settled;
      void settled.finally(() => {
        state.outstanding--;
      });
      return result;
    };
  }
  return state;
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
  const slot = new ObserverSlot();
  const pool = newPool(url, poolSize);
  const genericSize = Math.max(2, Math.ceil(poolSize / 2));
  const genericPool = newPool(url, genericSize, 'force_generic_plan');
  watchPool(pool, 'app', slot);
  watchPool(genericPool, 'generic', slot);
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    genericPlans: drizzleNodePg(genericPool, { schema }) as unknown as Db,
    kind: 'postgres',
    notifications: { listen: (channel, handlers) => listenPostgres(url, channel, handlers) },
    poolStats: () => [
      { pool: 'app', size: poolSize, ...countsOf(pool) },
      { pool: 'generic', size: genericSize, ...countsOf(genericPool) },
    ],
    observe: (observer) => {
      slot.observer = observer;
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

function countsOf(pool: pg.Pool) {
  return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

type Callback = (...args: unknown[]) => void;

/**
 * Reports each wait for a connection of `pool` and each statement that fails on one of them.
 * node-postgres takes a connection through `connect` (callback or promise) for `pool.query` and for
 * a transaction, and every statement goes through the connection's `query`.
 */
function watchPool(pool: pg.Pool, name: PoolName, observer: DbObserver) {
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<unknown> | undefined;
  (pool as unknown as { connect: unknown }).connect = (cb?: Callback) => {
    const started = performance.now();
    const waited = () => observer.waited(name, (performance.now() - started) / 1000);
    if (typeof cb === 'function')
      return connect((...args) => {
        waited();
        cb(...args);
      });
    return connect()?.then(
      (client) => {
        waited();
        return client;
      },
      (err) => {
        waited();
        throw err;
      },
    );
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
          if (err) observer.failed(name);
          (last as Callback)(err, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(() => observer.failed(name));
      return result;
    };
  });
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
