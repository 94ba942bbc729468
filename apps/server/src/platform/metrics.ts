import { createHash, timingSafeEqual } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import {
  AggregatorRegistry,
  type CollectFunction,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { Database, DbObserver, PoolName } from '../db/client.ts';

/**
 * The portal's Prometheus metrics (prom-client), one registry per app: the tests build many apps
 * in one process, and each must count only its own. What each family means, and the alerts built
 * on them, are in docs/operations.md ("Monitor"); deploy/prometheus/alerts.yml holds the rules.
 *
 * Families that are read from the database when scraped (the outbox, active sessions, readiness)
 * are the same in every process: with several processes (WORKERS) their values are aggregated with
 * `max` or `min`, not summed; counters and histograms are summed.
 */

/** Seconds: a request's answer (0.03 and 0.05: the targets of docs/performance.md), a wait for a database connection, a scheduled job's run. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** The outbox's channels: every one has its series from the start (0), so the alerts see them. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;

/** The cache families that mark their answers (X-Cache) and the process's other kept copies. */
export type CacheName = 'public' | 'answers' | 'sessions' | 'match_profiles' | 'reference_names';

export type SignInOutcome = 'success' | 'failure' | 'locked_out';

/** What is read from the database at each scrape (so it is right whichever process changed it). */
export interface ScrapeReads {
  /** Per channel: messages waiting and failed, and the oldest waiting one's creation time. */
  outbox(): Promise<{ channel: string; pending: number; failed: number; oldestPending: Date | null }[]>;
  activeSessions(): Promise<number>;
  ready(): Promise<boolean>;
  now(): Date;
}

/** Folders whose free space is reported (DATA_DIR, the backups). */
export type Volumes = Partial<Record<'data' | 'backups', string>>;

/** A collect function that never fails a scrape: a failed read leaves the family as it was. */
function safely<T>(read: (this: T) => Promise<void>): CollectFunction<T> {
  return async function (this: T) {
    try {
      await read.call(this);
    } catch {
      // The database may be down: readiness says so (pp_ready 0); the rest keeps its last value.
    }
  };
}

/** One call of `read` shared by everyone asking while it runs. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

const channelsOf = (rows: { channel: string }[]) =>
  new Set([...OUTBOX_CHANNELS, ...rows.map((r) => r.channel)]);

export class Metrics {
  readonly registry = new Registry();
  readonly #requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly #inFlight: Gauge;
  readonly #rateLimited: Counter<'route'>;
  readonly #cache: Counter<'cache' | 'outcome'>;
  readonly #poolWait: Histogram<'pool'>;
  readonly #statementErrors: Counter<'pool'>;
  readonly #jobLastRun: Gauge<'task'>;
  readonly #jobLastSuccess: Gauge<'task'>;
  readonly #jobPeriod: Gauge<'task'>;
  readonly #jobDuration: Histogram<'task'>;
  readonly #jobFailures: Counter<'task'>;
  readonly #signIns: Counter<'outcome'>;

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'pp_server_processes',
      help: 'Server processes answering (1 per process; summed over the processes of one scrape).',
      registers,
    }).set(1);
    this.#requestDuration = new Histogram({
      name: 'pp_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.#inFlight = new Gauge({
      name: 'pp_http_requests_in_flight',
      help: 'Requests being answered now.',
      registers,
    });
    this.#rateLimited = new Counter({
      name: 'pp_http_rate_limited_total',
      help: 'Requests refused by a rate limit (429), by route template.',
      labelNames: ['route'],
      registers,
    });
    this.#cache = new Counter({
      name: 'pp_cache_requests_total',
      help: 'Look-ups in the process caches, by cache and outcome (hit, miss).',
      labelNames: ['cache', 'outcome'],
      registers,
    });
    this.#poolWait = new Histogram({
      name: 'pp_db_pool_wait_seconds',
      help: 'Wait for a database connection (PGlite: for the calls queued before).',
      labelNames: ['pool'],
      buckets: WAIT_BUCKETS,
      registers,
    });
    this.#statementErrors = new Counter({
      name: 'pp_db_statement_errors_total',
      help: 'Statements the database refused or that failed on their connection.',
      labelNames: ['pool'],
      registers,
    });
    this.#jobLastRun = new Gauge({
      name: 'pp_scheduler_last_run_timestamp_seconds',
      help: 'When a scheduled job last ended, successful or not (the scheduler start before its first run).',
      labelNames: ['task'],
      aggregator: 'max',
      registers,
    });
    this.#jobLastSuccess = new Gauge({
      name: 'pp_scheduler_last_success_timestamp_seconds',
      help: 'When a scheduled job last ended without an error (the scheduler start before its first run).',
      labelNames: ['task'],
      aggregator: 'max',
      registers,
    });
    this.#jobPeriod = new Gauge({
      name: 'pp_scheduler_period_seconds',
      help: 'How often a scheduled job runs.',
      labelNames: ['task'],
      aggregator: 'max',
      registers,
    });
    this.#jobDuration = new Histogram({
      name: 'pp_scheduler_run_duration_seconds',
      help: 'How long a scheduled job ran.',
      labelNames: ['task'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.#jobFailures = new Counter({
      name: 'pp_scheduler_failures_total',
      help: 'Runs of a scheduled job that ended in an error.',
      labelNames: ['task'],
      registers,
    });
    this.#signIns = new Counter({
      name: 'pp_sign_ins_total',
      help: 'Password sign-ins, by outcome: success, failure (wrong or unknown), locked_out (too many failures).',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['success', 'failure', 'locked_out'] as const) this.#signIns.inc({ outcome }, 0);
  }

  /** A request began: counted in flight until its response closes (answered or abandoned). */
  requestStarted(onClose: (done: () => void) => void) {
    this.#inFlight.inc();
    onClose(() => this.#inFlight.dec());
  }

  /** A request was answered. `route` is the route's template (never the URL); unknown paths are 'unmatched'. */
  requestAnswered(method: string, route: string | undefined, status: number, ms: number) {
    const labels = { method, route: route ?? 'unmatched', status: String(status) };
    this.#requestDuration.observe(labels, ms / 1000);
    if (status === 429) this.#rateLimited.inc({ route: labels.route });
  }

  cacheLookup(cache: CacheName, outcome: 'hit' | 'miss') {
    this.#cache.inc({ cache, outcome });
  }

  signIn(outcome: SignInOutcome) {
    this.#signIns.inc({ outcome });
  }

  // Labelled `task`, not `job`: Prometheus gives every scraped series its own `job` label.
  /** The scheduler started a job that runs every `everyMs`; its clocks start now. */
  jobScheduled(job: string, everyMs: number, now: Date) {
    this.#jobPeriod.set({ task: job }, everyMs / 1000);
    this.#jobLastRun.set({ task: job }, now.getTime() / 1000);
    this.#jobLastSuccess.set({ task: job }, now.getTime() / 1000);
  }

  jobRan(job: string, ms: number, ok: boolean, now: Date) {
    this.#jobDuration.observe({ task: job }, ms / 1000);
    this.#jobLastRun.set({ task: job }, now.getTime() / 1000);
    if (ok) this.#jobLastSuccess.set({ task: job }, now.getTime() / 1000);
    else this.#jobFailures.inc({ task: job });
  }

  /** The database's pools: their connections at each scrape; their waits and failed statements as they happen. */
  watchDatabase(database: Pick<Database, 'poolStats' | 'observe'>) {
    const registers = [this.registry];
    const observer: DbObserver = {
      waited: (pool: PoolName, seconds: number) => this.#poolWait.observe({ pool }, seconds),
      failed: (pool: PoolName) => this.#statementErrors.inc({ pool }),
    };
    database.observe(observer);
    for (const { pool } of database.poolStats()) this.#statementErrors.inc({ pool }, 0);
    const poolGauge = (
      name: string,
      help: string,
      value: (s: ReturnType<Database['poolStats']>[number]) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers,
        collect() {
          for (const stats of database.poolStats()) this.set({ pool: stats.pool }, value(stats));
        },
      });
    poolGauge('pp_db_pool_size', 'Connections a pool may open.', (s) => s.size);
    poolGauge('pp_db_pool_connections', 'Connections a pool has open.', (s) => s.open);
    poolGauge('pp_db_pool_idle', 'Open connections unused.', (s) => s.idle);
    poolGauge('pp_db_pool_waiting', 'Requests waiting for a connection.', (s) => s.waiting);
  }

  /** Families read from the database at each scrape. */
  watchScrapeReads(reads: ScrapeReads) {
    const registers = [this.registry];
    // Both outbox families come from one read per scrape (the registry collects them at once).
    const outbox = shared(reads.outbox);
    new Gauge({
      name: 'pp_outbox_messages',
      help: 'Outbox messages waiting to be sent (pending) or given up (failed), by channel.',
      labelNames: ['channel', 'status'],
      aggregator: 'max',
      registers,
      collect: safely(async function (this: Gauge<'channel' | 'status'>) {
        const rows = await outbox();
        for (const channel of channelsOf(rows)) {
          const row = rows.find((r) => r.channel === channel);
          this.set({ channel, status: 'pending' }, row?.pending ?? 0);
          this.set({ channel, status: 'failed' }, row?.failed ?? 0);
        }
      }),
    });
    new Gauge({
      name: 'pp_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message waiting in the outbox, by channel (0 when none).',
      labelNames: ['channel'],
      aggregator: 'max',
      registers,
      collect: safely(async function (this: Gauge<'channel'>) {
        const rows = await outbox();
        const now = reads.now().getTime();
        for (const channel of channelsOf(rows)) {
          const oldest = rows.find((r) => r.channel === channel)?.oldestPending?.getTime();
          this.set({ channel }, oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000));
        }
      }),
    });
    new Gauge({
      name: 'pp_sessions_active',
      help: 'Sessions neither ended nor expired.',
      aggregator: 'max',
      registers,
      collect: safely(async function (this: Gauge) {
        this.set(await reads.activeSessions());
      }),
    });
    new Gauge({
      name: 'pp_ready',
      help: 'Whether the database answers and has every migration of this build (/readyz); the lowest of the processes.',
      aggregator: 'min',
      registers,
      async collect() {
        this.set((await reads.ready().catch(() => false)) ? 1 : 0);
      },
    });
  }

  /** Free and total bytes of the file systems holding DATA_DIR and the backups. */
  watchVolumes(volumes: Volumes) {
    const registers = [this.registry];
    const entries = Object.entries(volumes).filter((e): e is [string, string] => Boolean(e[1]));
    if (!entries.length) return;
    const size = new Gauge({
      name: 'pp_volume_size_bytes',
      help: 'Size of the file system holding a folder (data: DATA_DIR; backups: BACKUP_DIR).',
      labelNames: ['volume'],
      aggregator: 'max',
      registers,
    });
    new Gauge({
      name: 'pp_volume_free_bytes',
      help: 'Bytes free for the server on the file system holding a folder.',
      labelNames: ['volume'],
      aggregator: 'min',
      registers,
      async collect() {
        for (const [volume, folder] of entries) {
          // A folder not made yet (no backup so far) is left out until it is.
          const stats = await statfs(folder).catch(() => undefined);
          if (!stats) continue;
          size.set({ volume }, stats.blocks * stats.bsize);
          this.set({ volume }, stats.bavail * stats.bsize);
        }
      },
    });
  }

  /** This process's metrics in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Lets the supervisor (WORKERS > 1) collect this process's metrics into its scrape. */
  answerSupervisor() {
    answerSupervisor(this.registry);
  }
}

let answering = false;

/**
 * A worker's answer to the supervisor's scrape (WORKERS > 1): the registry's metrics, or none
 * while the process starts (called first without one: a worker that does not answer holds the
 * whole scrape until prom-client gives up after 5 s).
 */
export function answerSupervisor(registry?: Registry) {
  AggregatorRegistry.setRegistries(registry ? [registry] : []);
  // Constructing one installs the worker's answer to the supervisor's requests (once).
  if (!answering) new AggregatorRegistry();
  answering = true;
}

/** The metrics of every worker of this supervisor, aggregated (prom-client's cluster support). */
export function clusterMetrics(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  return () => aggregator.clusterMetrics();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the bearer token (compared in constant time). */
export function hasBearer(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * The metrics listener: GET /metrics on a port of its own (METRICS_PORT, never the public one),
 * answered only with `Authorization: Bearer METRICS_TOKEN`; 401 without it, 404 for any other path.
 */
export async function serveMetrics(options: {
  port: number;
  host: string;
  token: string;
  read: () => Promise<string>;
  onError?: (err: unknown) => void;
}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!hasBearer(req.headers.authorization, options.token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    options.read().then(
      (text) => res.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE }).end(text),
      (err) => {
        options.onError?.(err);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
