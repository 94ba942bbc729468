import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for tests that need a real server shared by several processes
 * (two app processes over one database, crash and restart, backup and restore, the server
 * stopped under load). It uses Debian's PostgreSQL binaries (`apt-get install postgresql`, which
 * `.ci/run` does); where they are missing `pgBinDir()` answers null and such tests say so and skip.
 *
 * As root (CI, these machines) the server runs as the `postgres` user, since initdb refuses root.
 */
export interface PgServer {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** A URL to a new empty database on this server. */
  createDatabase(name?: string): Promise<string>;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server and removes its files. */
  destroy(): void;
}

export function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin: string, args: string[]) {
  const [cmd, argv] = isRoot()
    ? ['su', ['postgres', '-c', [bin, ...args].map(shellQuote).join(' ')]]
    : [bin, args];
  const result = spawnSync(cmd as string, argv as string[], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

function shellQuote(s: string) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Starts a fresh server on a free loopback port (fsync off: tests, not durability of the disk). */
export async function startPgServer(options: { fsync?: boolean } = {}): Promise<PgServer> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  const root = mkdtempSync(path.join(tmpdir(), 'pp-pg-'));
  chmodSync(root, 0o777);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', root]);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=${options.fsync ? 'on' : 'off'}`;
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      opts,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    url,
    port,
    dataDir,
    async createDatabase(name = `db_${process.pid}_${++counter}`) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
