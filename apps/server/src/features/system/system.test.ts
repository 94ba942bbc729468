import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForTests, createTestApp, type TestApp } from '../../test/harness.ts';
import { LATEST_MIGRATION } from './system.routes.ts';

let t: TestApp;
appForTests(async () => (t = await createTestApp()));

describe('health and readiness', () => {
  it('answers liveness without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers and carries every migration of this build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready (503) while a migration of this build is missing', async () => {
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${LATEST_MIGRATION.when}`,
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
    } finally {
      await t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${LATEST_MIGRATION.when} where created_at = ${LATEST_MIGRATION.when - 1}`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready (503) when the database does not answer, and stays alive', async () => {
    const original = t.ctx.db.execute.bind(t.ctx.db);
    t.ctx.db.execute = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof t.ctx.db.execute;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.ctx.db.execute = original;
    }
  });
});
