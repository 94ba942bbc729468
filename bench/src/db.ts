import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { pgBinDir } from '../../apps/server/src/test/pg-server.ts';

/**
 * Where the benchmark data lives.
 *
 * - `DATABASE_URL` set: that PostgreSQL database (any server).
 * - unset, `--pglite` (or BENCH_DB=pglite): an embedded PGlite in data/bench/pglite-<preset>.
 * - unset otherwise: a bench-owned PostgreSQL cluster (Debian's binaries,
 *   `apt-get install postgresql`) in BENCH_PG_DIR (default /tmp/pp-bench-pg), started on BENCH_PG_PORT (default 55432) when not running
 *   and stopped again by the script that started it. Its data stays, so `bench:seed` then
 *   `bench` work on the same data.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDataDir = path.join(repoRoot, 'data', 'bench');

export type Preset = 'full' | 'small';

export interface BenchArgs {
  preset: Preset;
  pglite: boolean;
  force: boolean;
  /** Bench-owned server only: drop and recreate the preset's database first. */
  fresh: boolean;
  seed: number;
  only: string[];
  duration: number;
  /** The server's WORKERS: processes sharing the port ('auto' = one per core; PGlite: always 1). */
  workers: string;
  /** false with --no-cache: the server runs with PUBLIC_CACHE_SECONDS=0 (every list read from the database). */
  cache: boolean;
  /** --no-raw: skip the raw-SQL replay and its plans (a quicker look at the app alone). */
  raw: boolean;
  /** --rates=1000,1300: the open-rate mix's arrival rates, requests a second (none given: the
   * preset's target, 1 000 full and 500 small). */
  rates: number[];
}

export function parseArgs(argv = process.argv.slice(2)): BenchArgs {
  const value = (name: string) => {
    const hit = argv.find((a) => a.startsWith(`--${name}=`));
    return hit ? hit.slice(name.length + 3) : undefined;
  };
  const preset = (value('preset') ?? process.env.BENCH_PRESET ?? 'full') as Preset;
  if (preset !== 'full' && preset !== 'small') throw new Error(`Unknown preset ${preset} (full or small)`);
  return {
    preset,
    pglite: argv.includes('--pglite') || process.env.BENCH_DB === 'pglite',
    force: argv.includes('--force'),
    fresh: argv.includes('--fresh'),
    seed: Number(value('seed') ?? process.env.BENCH_SEED ?? 20260101),
    only: (value('only') ?? process.env.BENCH_ONLY ?? '').split(',').filter(Boolean),
    duration: Number(value('duration') ?? process.env.BENCH_DURATION ?? 10),
    workers: value('workers') ?? process.env.BENCH_WORKERS ?? 'auto',
    cache: !argv.includes('--no-cache'),
    raw: !argv.includes('--no-raw'),
    rates: (value('rates') ?? process.env.BENCH_RATES ?? '')
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
  };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function runPg(bin: string, args: string[], allowFail = false) {
  const [cmd, argv] = isRoot()
    ? ['su', ['postgres', '-c', [bin, ...args].map(quote).join(' ')]]
    : [bin, args];
  const result = spawnSync(cmd as string, argv as string[], { encoding: 'utf8' });
  if (result.status !== 0 && !allowFail)
    throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.status ?? 1;
}

export interface BenchTarget {
  kind: 'postgres' | 'pglite';
  /** PostgreSQL URL, or the PGlite data folder. */
  url: string;
  dataDir: string;
  /** Stops the bench-owned cluster when this process started it. */
  release(): void;
  /** Stops the bench-owned cluster in any case. */
  stop(): void;
}

/** The database the bench works on (see the top of this file). */
export function benchTarget(args: BenchArgs): BenchTarget {
  if (process.env.DATABASE_URL)
    return { kind: 'postgres', url: process.env.DATABASE_URL, dataDir: '', release() {}, stop() {} };
  if (args.pglite) {
    const dir = path.join(benchDataDir, `pglite-${args.preset}`);
    if (args.fresh) rmSync(dir, { recursive: true, force: true });
    return { kind: 'pglite', url: dir, dataDir: dir, release() {}, stop() {} };
  }
  const bin = pgBinDir();
  if (!bin)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL database, install PostgreSQL (apt-get install postgresql) for a bench-owned server, or pass --pglite.',
    );
  const port = Number(process.env.BENCH_PG_PORT ?? 55432);
  // Outside the repository: the postgres user may not traverse the checkout's folders.
  const root = process.env.BENCH_PG_DIR ?? path.join(os.tmpdir(), 'pp-bench-pg');
  const dataDir = path.join(root, 'data');
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o777);
  if (isRoot()) spawnSync('chown', ['postgres:postgres', root]);
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    runPg(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const running = runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'status'], true) === 0;
  if (!running) {
    // Production-like settings for a 2-core, 24 GB machine: fsync on, 1 GB shared buffers.
    const opts = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c shared_buffers=1GB -c effective_cache_size=8GB -c max_connections=200 -c maintenance_work_mem=512MB -c max_wal_size=4GB -c random_page_cost=1.1`;
    runPg(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      opts,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      'start',
    ]);
  }
  // One database per preset on the bench-owned server.
  const database = `bench_${args.preset}`;
  const exists = spawnSync(
    path.join(bin, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-tAc',
      `select 1 from pg_database where datname = '${database}'`,
    ],
    { encoding: 'utf8' },
  );
  // --fresh: a new empty database (e.g. after the migrations were rewritten during development).
  if (args.fresh && exists.stdout.trim() === '1')
    spawnSync(path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-c',
      `drop database ${database} with (force)`,
    ]);
  if (args.fresh || exists.stdout.trim() !== '1')
    spawnSync(path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-c',
      `create database ${database}`,
    ]);
  return {
    kind: 'postgres',
    // The server on the same machine is reached through its Unix socket, as docs/operations.md
    // advises for such a deployment (0-10% more requests per second than TCP over 127.0.0.1 in
    // interleaved runs of the mix, docs/performance.md); BENCH_PG_TCP=1 measures over TCP.
    url: process.env.BENCH_PG_TCP
      ? `postgres://postgres@127.0.0.1:${port}/${database}`
      : `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(root)}`,
    dataDir,
    release() {
      if (!running) runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], true);
    },
    stop() {
      runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], true);
    },
  };
}

/** Opens the target with the server's own functions (migrations applied). */
export async function openTarget(target: BenchTarget, poolSize = 10): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.url) : openPostgres(target.url, poolSize);
}

/** Rows of a raw statement, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The environment of the server a bench starts (run.ts, export-probe.ts): test mode, no demo data, limits lifted. */
export function serverConfig(
  target: ReturnType<typeof benchTarget>,
  port: number,
  workers = '1',
  cache = true,
): NodeJS.ProcessEnv {
  return {
    PUBLIC_CACHE_SECONDS: cache ? '15' : '0',
    WORKERS: target.kind === 'postgres' ? workers : '1',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '10000',
    PLACEMENT_TEST_MODE: '1',
    SEED_DEMO: '0',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.url }),
  };
}
