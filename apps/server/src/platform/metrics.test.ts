import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { login } from '@pp/contract/auth';
import { API_BASE } from '@pp/contract/endpoint';
import { getPublicJob } from '@pp/contract/public-jobs';
import { encodePassword } from '@pp/contract/validators';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertJob } from '../test/fixtures/index.ts';
import { appForTests, call, createTestApp, eventually, makeUser, type TestApp } from '../test/harness.ts';
import { parse, type Sample, sampleValue } from '../test/prometheus-text.ts';
import { signIn, solvedProof } from '../test/sign-in.ts';
import { queueMail } from './mailer.ts';
import { Metrics, serveMetrics } from './metrics.ts';
import { LIMITS } from './rate-limit.ts';
import { startScheduler } from './scheduler.ts';

const TOKEN = 'scrape-token-0123456789';

describe('metrics', () => {
  let t: TestApp;
  const scrape = async () => parse(await t.ctx.metrics.text());

  appForTests(async () => {
    t = await createTestApp({
      PUBLIC_CACHE_SECONDS: '15',
      SMTP_URL: 'smtp://127.0.0.1:9',
      METRICS_PORT: '9464',
      METRICS_TOKEN: TOKEN,
    });
    return t;
  });

  it('answers the metrics port only with the bearer token', async () => {
    const server = await serveMetrics({
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      read: () => t.ctx.metrics.text(),
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toContain('pp_');
      expect((await fetch(`${url}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        404,
      );
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/plain');
      expect(await ok.text()).toContain('pp_http_request_duration_seconds');
    } finally {
      server.close();
    }
  });

  it('is not served on the public port', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('pp_');
  });

  it('counts requests by route template and status, and the kept answers as cache hits', async () => {
    const owner = await makeUser(t, 'corporate');
    const job = await insertJob(t.ctx.db, owner.id, t.ctx.now());
    const before = await scrape();
    const route = `${API_BASE}/${getPublicJob.path}`;
    const first = await call(t.app, getPublicJob, { params: { code: job.code } });
    const second = await call(t.app, getPublicJob, { params: { code: job.code } });
    expect([first.res.headers['x-cache'], second.res.headers['x-cache']]).toEqual(['miss', 'hit']);
    await t.app.inject({ method: 'GET', url: '/no/such/page/12345' });

    const after = await scrape();
    const count = (s: Sample[], labels: Record<string, string>) =>
      sampleValue(s, 'pp_http_request_duration_seconds_count', labels) ?? 0;
    const labels = { method: 'GET', route, status: '200' };
    expect(count(after, labels) - count(before, labels)).toBe(2);
    expect(count(after, { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // One series per template: neither the job's code nor the unknown path is a label.
    const routes = new Set(after.filter((s) => s.labels.route).map((s) => s.labels.route));
    for (const r of routes) {
      expect(r).not.toContain(job.code);
      expect(r).not.toContain('12345');
    }
    const hits = (s: Sample[], outcome: string) =>
      sampleValue(s, 'pp_cache_requests_total', { cache: 'answers', outcome }) ?? 0;
    expect(hits(after, 'hit') - hits(before, 'hit')).toBe(1);
    expect(hits(after, 'miss') - hits(before, 'miss')).toBe(1);
    // Nothing in flight once answered.
    expect(sampleValue(after, 'pp_http_requests_in_flight')).toBe(0);
  });

  it('counts sign-ins, failures and lockouts, and the active sessions', async () => {
    const user = await makeUser(t, 'member');
    const before = await scrape();
    const outcome = (s: Sample[], o: string) => sampleValue(s, 'pp_sign_ins_total', { outcome: o }) ?? 0;
    await signIn(t, user.email, 'member');
    const wrong = async () =>
      call(t.app, login, {
        body: {
          email: user.email,
          password: encodePassword('Wrong@1234'),
          kind: 'member',
          ...(await solvedProof(t, 'login', { email: user.email })),
        },
      });
    // Each batch in a window of the per-address limit of its own (the failures' window is longer).
    t.advance(LIMITS.loginEmail.windowSeconds * 1000);
    for (let i = 0; i < LIMITS.loginFailures.max; i++) expect((await wrong()).status).toBe(401);
    t.advance(LIMITS.loginEmail.windowSeconds * 1000);
    expect((await wrong()).status).toBe(401);
    const after = await scrape();
    expect(outcome(after, 'success') - outcome(before, 'success')).toBe(1);
    expect(outcome(after, 'failure') - outcome(before, 'failure')).toBe(LIMITS.loginFailures.max);
    expect(outcome(after, 'locked_out') - outcome(before, 'locked_out')).toBe(1);
    expect(sampleValue(after, 'pp_sessions_active')).toBe(
      (sampleValue(before, 'pp_sessions_active') ?? 0) + 1,
    );
  });

  it('reports the outbox backlog per channel and the age of the oldest message waiting', async () => {
    const before = await scrape();
    expect(sampleValue(before, 'pp_outbox_messages', { channel: 'sms', status: 'pending' })).toBe(0);
    expect(sampleValue(before, 'pp_outbox_messages', { channel: 'push', status: 'failed' })).toBe(0);
    const pending = (s: Sample[]) =>
      sampleValue(s, 'pp_outbox_messages', { channel: 'email', status: 'pending' }) ?? 0;
    await queueMail(t.ctx, { to: 'someone@example.test', subject: 'Hello', text: 'Hello' });
    t.advance(90_000);
    const after = await scrape();
    expect(pending(after) - pending(before)).toBe(1);
    expect(
      sampleValue(after, 'pp_outbox_oldest_pending_age_seconds', { channel: 'email' }),
    ).toBeGreaterThanOrEqual(90);
  });

  it('reports each scheduled job: its period, last run, duration and failures', async () => {
    const stop = startScheduler(t.ctx, [
      { name: 'metrics test job', everyMs: 20, run: async () => {} },
      {
        name: 'metrics failing job',
        everyMs: 20,
        run: async () => {
          throw new Error('broken on purpose');
        },
      },
    ]);
    try {
      await expect
        .poll(async () =>
          sampleValue(await scrape(), 'pp_scheduler_failures_total', { task: 'metrics failing job' }),
        )
        .toBeGreaterThanOrEqual(1);
      await expect
        .poll(async () =>
          sampleValue(await scrape(), 'pp_scheduler_run_duration_seconds_count', {
            task: 'metrics test job',
          }),
        )
        .toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
    }
    const s = await scrape();
    expect(sampleValue(s, 'pp_scheduler_period_seconds', { task: 'metrics test job' })).toBe(0.02);
    expect(sampleValue(s, 'pp_scheduler_failures_total', { task: 'metrics test job' })).toBeUndefined();
    const now = t.ctx.now().getTime() / 1000;
    expect(
      sampleValue(s, 'pp_scheduler_last_success_timestamp_seconds', { task: 'metrics test job' }),
    ).toBeCloseTo(now, -1);
    // The failing job ran (its last run moves) but never succeeded since the scheduler started.
    const failing = { task: 'metrics failing job' };
    expect(sampleValue(s, 'pp_scheduler_last_run_timestamp_seconds', failing)!).toBeGreaterThan(
      sampleValue(s, 'pp_scheduler_last_success_timestamp_seconds', failing)!,
    );
  });

  it('reports the database pool, its waits and failed statements', async () => {
    const before = await scrape();
    await expect(t.ctx.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const after = await scrape();
    const errors = (s: Sample[]) => sampleValue(s, 'pp_db_statement_errors_total', { pool: 'app' }) ?? 0;
    expect(errors(after) - errors(before)).toBe(1);
    expect(sampleValue(after, 'pp_db_pool_size', { pool: 'app' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'pp_db_pool_waiting', { pool: 'app' })).toBe(0);
    expect(sampleValue(after, 'pp_db_pool_wait_seconds_count', { pool: 'app' })).toBeGreaterThan(
      sampleValue(before, 'pp_db_pool_wait_seconds_count', { pool: 'app' }) ?? 0,
    );
  });

  it('reports readiness, the data volume and the process (event loop, heap, collections)', async () => {
    const s = await scrape();
    expect(sampleValue(s, 'pp_ready')).toBe(1);
    expect(sampleValue(s, 'pp_server_processes')).toBe(1);
    expect(sampleValue(s, 'pp_volume_free_bytes', { volume: 'data' })).toBeGreaterThan(0);
    expect(sampleValue(s, 'pp_volume_size_bytes', { volume: 'data' })).toBeGreaterThan(0);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ])
      expect(s.some((x) => x.name === name)).toBe(true);
    // The collections' histogram has samples once a collection has been observed: a young process
    // (the PostgreSQL run's worker) may have had none yet, so one is made here.
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    await eventually(async () =>
      expect((await scrape()).some((x) => x.name.startsWith('nodejs_gc_duration_seconds'))).toBe(true),
    );
  });

  it('counts a rate-limit refusal by its route', () => {
    const metrics = new Metrics();
    metrics.requestAnswered('POST', '/placementapi/v1/auth/login', 429, 3);
    metrics.requestAnswered('POST', '/placementapi/v1/auth/login', 401, 3);
    return metrics.text().then((text) => {
      const s = parse(text);
      expect(sampleValue(s, 'pp_http_rate_limited_total', { route: '/placementapi/v1/auth/login' })).toBe(1);
    });
  });
});
