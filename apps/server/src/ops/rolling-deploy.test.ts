import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getChallenge, login, me } from '@pp/contract/auth';
import { API_BASE } from '@pp/contract/endpoint';
import { encodePassword } from '@pp/contract/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../seed/demo.ts';
import { type PgServer, pgBinDir, startPgServer } from '../test/pg-server.ts';
import {
  freePort,
  replicaEnvironment,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';

/**
 * A rolling deploy loses no request: two server processes (the production build) behind the
 * shipped nginx configuration (deploy/nginx.conf, its upstream and listen addresses moved to
 * loopback), a steady load through nginx, and each process in turn stopped with SIGTERM (it
 * drains: stops accepting, answers what it has, closes idle connections) and started again on
 * its port, while the other serves. Every answer is counted; every one must be a 200. The
 * figures are printed (docs/operations.md "Upgrade", docs/performance.md).
 *
 * CI installs Debian's nginx (.ci/run); without nginx the test is skipped, except in CI.
 */
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const hasPostgres = Boolean(pgBinDir());
if (process.env.CI && !hasNginx) throw new Error('nginx not found (apt-get install nginx-core)');

/** The requests of the load, in turn: public lists, a proof-of-work challenge, a signed-in look-up. */
const PATHS = [`job/recent?pageNo=1`, `training/recent?pageNo=1`, `${getChallenge.path}?form=login`, me.path];
/** Requests per second, each sent at its time whatever the answers (an open load). */
const RATE = 40;

/** deploy/nginx.conf with the replicas and its own address on loopback, its files in `dir`. */
async function nginxConfig(dir: string, listen: number, upstreams: number[]) {
  let conf = await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    expect(next, `deploy/nginx.conf has ${from}`).not.toBe(conf);
    conf = next;
  };
  replace('server app1:8080', `server 127.0.0.1:${upstreams[0]}`);
  replace('server app2:8080', `server 127.0.0.1:${upstreams[1]}`);
  replace(/listen 80;/, `listen 127.0.0.1:${listen};`);
  replace('worker_processes auto;', `worker_processes 1;\npid ${dir}/nginx.pid;\ndaemon off;`);
  replace('access_log /dev/stdout json;', `access_log ${dir}/access.log json;`);
  replace('error_log /dev/stderr warn;', `error_log ${dir}/error.log warn;`);
  replace(
    'sendfile on;',
    `sendfile on;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`,
  );
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  return file;
}

describe.skipIf(!hasNginx || !hasPostgres)('a rolling deploy behind nginx', () => {
  let pgServer: PgServer;
  let dir: string;
  let nginx: ChildProcess;
  let nginxUrl: string;
  const servers: (ServerProcess | undefined)[] = [];
  const envs: Record<string, string>[] = [];

  beforeAll(async () => {
    pgServer = await startPgServer();
    const databaseUrl = await pgServer.createDatabase('rolling');
    dir = await mkdtemp(path.join(tmpdir(), 'pp-rolling-'));
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries())
      envs.push({
        ...replicaEnvironment({ port, databaseUrl, dataDir: path.join(dir, `data${i}`), s3: {} }),
        TRUST_PROXY: '1',
        // One address (the test) sends every request: the per-address limits would refuse the load.
        RATE_LIMIT_SCALE: '1000',
      });
    servers.push(...(await Promise.all(envs.map((env) => startServerProcess(env)))));
    const listen = await freePort();
    nginxUrl = `http://127.0.0.1:${listen}`;
    nginx = spawn('nginx', ['-c', await nginxConfig(dir, listen, ports), '-p', dir], { stdio: 'ignore' });
    for (let i = 0; ; i++) {
      const up = await fetch(`${nginxUrl}/proxy-health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 100)
        throw new Error(
          `nginx did not start: ${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(servers.map((s) => s?.stop()));
    pgServer?.destroy();
    if (dir && !process.env.KEEP_ROLLING_DIR) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers every request while each process is stopped and started in turn', async () => {
    // A session for the signed-in requests (made through nginx, used on both processes).
    const member = DEMO_SIGN_INS.find((d) => d.kind === 'member')!;
    const challenge = (await (
      await fetch(
        `${nginxUrl}${API_BASE}/${getChallenge.path}?form=login&email=${encodeURIComponent(member.email)}`,
      )
    ).json()) as { result: { testProof: string } };
    const signIn = await fetch(`${nginxUrl}${API_BASE}/${login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        email: member.email,
        password: encodePassword(member.password),
        kind: 'member',
        proof: challenge.result.testProof,
      }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { result: { token: string } }).result.token;

    const answers: { status: number; ms: number; at: number; error?: string }[] = [];
    const pending = new Set<Promise<void>>();
    const started = performance.now();
    let sent = 0;
    const send = () => {
      const at = performance.now();
      const target = PATHS[sent++ % PATHS.length]!;
      const request = fetch(`${nginxUrl}${API_BASE}/${target}`, {
        headers: { authorization: `Bearer ${token}` },
      })
        .then(async (res) => {
          await res.arrayBuffer();
          answers.push({ status: res.status, ms: performance.now() - at, at: at - started });
        })
        .catch((err: Error) => {
          answers.push({ status: 0, ms: performance.now() - at, at: at - started, error: err.message });
        });
      const tracked = request.finally(() => pending.delete(tracked));
      pending.add(tracked);
    };
    const timer = setInterval(send, 1000 / RATE);
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const restarts: { slot: number; drainedMs: number; readyMs: number }[] = [];
    try {
      await wait(3000);
      for (const slot of [0, 1]) {
        const t0 = performance.now();
        expect(await servers[slot]!.stop(25_000)).toBe(0);
        const drained = performance.now();
        servers[slot] = await startServerProcess(envs[slot]!);
        restarts.push({ slot, drainedMs: drained - t0, readyMs: performance.now() - drained });
        await wait(3000);
      }
    } finally {
      clearInterval(timer);
    }
    await Promise.all(pending);
    const seconds = (performance.now() - started) / 1000;

    const failed = answers.filter((a) => a.status !== 200);
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
    const log = await readFile(path.join(dir, 'access.log'), 'utf8');
    const upstreams = log
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { upstream: string }).upstream);
    const retried = upstreams.filter((u) => u.includes(',')).length;
    console.log(
      `rolling deploy: ${answers.length} requests of ${sent} sent in ${seconds.toFixed(1)} s (${RATE}/s), ` +
        `${failed.length} not 200; p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms; ` +
        `passed on to the other process by nginx: ${retried}; ` +
        restarts
          .map(
            (r) =>
              `process ${r.slot + 1}: drained in ${r.drainedMs.toFixed(0)} ms, ready again in ${r.readyMs.toFixed(0)} ms`,
          )
          .join('; '),
    );
    expect(answers.length).toBe(sent);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    // Both processes served during the run, before and after their restarts.
    expect(new Set(upstreams.flatMap((u) => u.split(', ')))).toEqual(
      new Set(envs.map((e) => `127.0.0.1:${e.PORT}`)),
    );
  }, 300_000);
});
