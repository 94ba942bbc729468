import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE } from '@pp/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgServer, pgBinDir, startPgServer } from '../test/pg-server.ts';
import { parse, sampleValue } from '../test/prometheus-text.ts';
import { childProcesses, freePort, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * WORKERS=2: the production start command runs a supervisor and two server processes sharing one
 * port over PostgreSQL (main.ts `supervise`). The supervisor replaces a process that dies and
 * passes SIGTERM on.
 */
const hasPostgres = Boolean(pgBinDir());

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!hasPostgres)('several server processes on one port (WORKERS)', () => {
  let pgServer: PgServer;
  let server: ServerProcess;
  let dataDir: string;
  let metricsUrl: string;
  const metricsToken = 'workers-test-scrape-token';

  beforeAll(async () => {
    pgServer = await startPgServer();
    const databaseUrl = await pgServer.createDatabase('workers');
    dataDir = await mkdtemp(path.join(tmpdir(), 'pp-workers-'));
    const port = await freePort();
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServerProcess({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      WORKERS: '2',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: metricsToken,
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    pgServer?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /**
   * A request that retries refused connections for a few seconds: while a process starts (or
   * replaces one that died) the port may briefly have no listener; that is not the failure sought.
   */
  const fetchRetrying = async (url: string, init?: RequestInit): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetch(url, init);
      } catch (error) {
        const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
        if (!refused || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  const recentJobs = async () => {
    const res = await fetchRetrying(`${server.url}${API_BASE}/job/recent?pageNo=1`);
    const body = (await res.json()) as { result: { total: number }; error: { Message: string } };
    return { status: res.status, body };
  };

  it('counts both processes in one scrape of the metrics port, and refuses a scrape without the token', async () => {
    const supervisor = server.child.pid!;
    await until(() => childProcesses(supervisor).length === 2);
    expect((await fetch(metricsUrl)).status).toBe(401);
    const scrape = async () => {
      const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(res.status).toBe(200);
      return parse(await res.text());
    };
    // Both processes answer the supervisor with their metrics once both have started (until
    // then a starting one answers with none, and the scrape has only the other's).
    await until(async () => sampleValue(await scrape(), 'pp_server_processes') === 2);
    const route = `${API_BASE}/job/recent`;
    const served = (s: ReturnType<typeof parse>) =>
      sampleValue(s, 'pp_http_request_duration_seconds_count', { method: 'GET', route, status: '200' }) ?? 0;
    const before = served(await scrape());
    // A new connection for each request: the supervisor hands connections to the processes in turn.
    for (let i = 0; i < 10; i++) {
      const res = await fetchRetrying(`${server.url}${route}?pageNo=1`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const after = await scrape();
    expect(served(after) - before).toBe(10);
    // Read from the database: the same in every process, so not summed.
    expect(sampleValue(after, 'pp_ready')).toBe(1);
    expect(sampleValue(after, 'pp_db_pool_size', { pool: 'app' })).toBe(20);
    // Not on the public port.
    expect((await fetchRetrying(`${server.url}/metrics`)).status).toBe(404);
  }, 120_000);

  it('serves from two processes, replaces one that dies, and stops all on SIGTERM', async () => {
    const supervisor = server.child.pid!;
    await until(() => childProcesses(supervisor).length === 2);
    expect(server.output()).toContain('(2 processes)');
    await until(async () => (await fetchRetrying(`${server.url}/readyz`)).status === 200);
    // The demo data was seeded once (under the startup lock), whichever process came first.
    const first = await recentJobs();
    expect(first.status).toBe(200);
    expect(first.body.error.Message).toBe('');
    expect(first.body.result.total).toBeGreaterThan(0);

    const [victim] = childProcesses(supervisor);
    process.kill(victim!, 'SIGKILL');
    await until(() => {
      const now = childProcesses(supervisor);
      return now.length === 2 && !now.includes(victim!);
    });
    // Both processes answer again (each new connection goes to one of them in turn).
    await until(async () => (await fetchRetrying(`${server.url}/readyz`)).status === 200);
    for (let i = 0; i < 6; i++) expect((await recentJobs()).body.result.total).toBe(first.body.result.total);

    const workers = childProcesses(supervisor);
    expect(await server.stop()).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
