import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@pp/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, SERVER_COMMAND, startServerProcess } from './server-process.ts';

/**
 * What a server process loads when it starts on a prepared database. `country-state-city` (every
 * country's states and about 150 000 cities, a million objects once loaded) is read only to seed
 * the reference data: a process that had loaded it kept it all its life, and each full garbage
 * collection marked it again (docs/performance.md, tenth round). Checked on the production build,
 * with a module hook that records every package the process resolves (record-imports.mjs).
 */
const hook = path.join(path.dirname(fileURLToPath(import.meta.url)), 'record-imports.mjs');

describe('packages loaded at start', () => {
  let dataDir: string;
  const env = (log: string, port = 0) => ({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    NODE_OPTIONS: `--import=${hook}`,
    PP_IMPORT_LOG: log,
  });
  const packagesIn = async (log: string) =>
    new Set((await readFile(log, 'utf8')).split('\n').filter(Boolean));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pp-start-imports-'));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reads the city data to seed the reference lists, and not on a start that finds them seeded', async () => {
    // The first start's preparation seeds the reference data, so it loads the package.
    const prepareLog = path.join(dataDir, 'prepare-imports.txt');
    const [, ...args] = SERVER_COMMAND;
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [...args, '--prepare'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/tmp',
          ...env(prepareLog),
        },
        stdio: 'ignore',
      });
      child.once('exit', resolve);
    });
    expect(code).toBe(0);
    expect(await packagesIn(prepareLog)).toContain('country-state-city');

    // A start on the seeded database serves the lists from the database without it.
    const serveLog = path.join(dataDir, 'serve-imports.txt');
    const server = await startServerProcess(env(serveLog, await freePort()));
    try {
      const res = await fetch(`${server.url}${API_BASE}/config/state`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Maharashtra');
    } finally {
      await server.stop();
    }
    const loaded = await packagesIn(serveLog);
    expect(loaded).toContain('fastify');
    expect(loaded).not.toContain('country-state-city');
  }, 180_000);
});
