import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getChallenge, login, me } from '@pp/contract/auth';
import { API_BASE } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { picturePath, uploadMemberPicture } from '@pp/contract/profiles';
import { encodePassword } from '@pp/contract/validators';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../platform/rate-limit.ts';
import { DEMO_SIGN_INS } from '../seed/demo.ts';
import { type PgServer, pgBinDir, startPgServer } from '../test/pg-server.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { freePort, replicaEnvironment, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Scale-out proof: two real server processes (the production start command, the environment
 * variables of compose.yaml: see replicaEnvironment) on two ports over one PostgreSQL server and
 * one S3 bucket (s3rver). Nothing a request needs lives in a process: sessions, spent proofs of work,
 * rate-limit counters and files are shared.
 */
const hasPostgres = Boolean(pgBinDir());
if (!hasPostgres)
  console.warn('two-process test skipped: PostgreSQL binaries not found (apt-get install postgresql)');

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

const member = DEMO_SIGN_INS.find((d) => d.kind === 'member')!;

describe.skipIf(!hasPostgres)('two server processes over one PostgreSQL and one bucket', () => {
  let pgServer: PgServer;
  let s3: S3TestServer;
  let databaseUrl: string;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pgServer = await startPgServer();
    databaseUrl = await pgServer.createDatabase('two_process');
    s3 = await startS3TestServer();
    const ports = [await freePort(), await freePort()];
    // Both start at the same moment: migrations and the first-start seed run under one lock.
    const started = await Promise.allSettled(
      ports.map(async (port) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-replica-'));
        dataDirs.push(dataDir);
        // Each replica its own (unused) folder: nothing may be shared through a local disk.
        const server = await startServerProcess(
          replicaEnvironment({ port, databaseUrl, dataDir, s3: s3.env }),
        );
        servers.push(server);
        return server;
      }),
    );
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [
      ServerProcess,
      ServerProcess,
    ];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    pgServer?.destroy();
    await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  async function api(server: ServerProcess, pathName: string, init: RequestInit = {}) {
    const res = await fetch(`${server.url}${API_BASE}/${pathName}`, {
      ...init,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
    });
    const body = (await res.json()) as { result: Record<string, string>; error: { Message: string } };
    return { status: res.status, body, res };
  }

  async function proofFrom(server: ServerProcess) {
    const { body } = await api(server, `${getChallenge.path}?form=login`);
    return body.result as { testProof: string };
  }

  it('seeded the demo data once although both processes started together', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from users where email = $1', [
        member.email,
      ]);
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('signs in on one process (with a proof of work issued by the other) and uses the session on both', async () => {
    const challenge = await proofFrom(b);
    const signIn = await api(a, login.path, {
      method: 'POST',
      body: JSON.stringify({
        email: member.email,
        password: encodePassword(member.password),
        kind: 'member',
        proof: challenge.testProof,
      }),
    });
    expect(signIn.status, signIn.body.error.Message).toBe(200);
    const setCookie = signIn.res.headers.get('set-cookie') ?? '';
    const cookie = /pp_session=[^;]+/.exec(setCookie)?.[0];
    expect(cookie).toBeTruthy();

    for (const server of [b, a]) {
      const who = await api(server, me.path, { headers: { cookie: cookie! } });
      expect(who.status).toBe(200);
      expect(who.body.result.email).toBe(member.email);
    }
    const bearer = await api(b, me.path, {
      headers: { authorization: `Bearer ${signIn.body.result.token}` },
    });
    expect(bearer.status).toBe(200);

    // A file uploaded through one process is served by the other (one bucket).
    const form = new FormData();
    form.append('picture', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await api(a, uploadMemberPicture.path, {
      method: 'POST',
      body: form,
      headers: { cookie: cookie! },
    });
    expect(uploaded.status, uploaded.body.error.Message).toBe(200);
    const userCode = (await api(a, me.path, { headers: { cookie: cookie! } })).body.result.userCode!;
    const file = await fetch(`${b.url}${API_BASE}/${picturePath(userCode, uploaded.body.result.fileName!)}`, {
      headers: { cookie: cookie! },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // Signing out on one process ends the session on both: the other keeps sessions in memory
    // and forgets this one when the database announces the change (platform/session-cache.ts),
    // a moment after the commit.
    const out = await api(b, 'auth/logout', { method: 'POST', body: '{}', headers: { cookie: cookie! } });
    expect(out.status).toBe(200);
    const until = Date.now() + 2_000;
    let status = 0;
    while (Date.now() < until) {
      status = (await api(a, me.path, { headers: { cookie: cookie! } })).status;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('counts a rate limit across both processes', async () => {
    const limit = LIMITS.loginEmail;
    // Fixed windows: do not straddle a window's end.
    const windowMs = limit.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 500));

    const email = `limit-${Date.now()}@example.test`;
    const attempt = (server: ServerProcess) =>
      api(server, login.path, {
        method: 'POST',
        body: JSON.stringify({
          email,
          password: encodePassword('Wrong@2026'),
          kind: 'member',
          proof: 'no-such-proof',
        }),
      });
    for (let i = 0; i < limit.max; i++) {
      const res = await attempt(i % 2 === 0 ? a : b);
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    for (const server of [a, b]) {
      const refused = await attempt(server);
      expect(refused.status).toBe(429);
      expect(refused.body.error.Message).toBe(OUR_MSG.tooManyRequests);
    }
  });
});
