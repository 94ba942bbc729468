import { login } from '@pp/contract/auth';
import { API_BASE } from '@pp/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PUBLISHED_DEMO_PASSWORDS } from '../config.ts';
import { seedOnFirstStart } from '../seed/seed.ts';
import { call, createTestApp, encodePassword, type TestApp } from '../test/harness.ts';
import { solvedProof } from '../test/sign-in.ts';

/** A start with NODE_ENV=production: demo data, its passwords, Swagger UI; HSTS behind TLS. */
describe('production defaults', () => {
  it('seeds no demo data in production unless SEED_DEMO=1, and then not with the published passwords', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(/DEMO_PASSWORD: required/);
    for (const published of PUBLISHED_DEMO_PASSWORDS)
      expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: published })).toThrow(
        /DEMO_PASSWORD: must not be one of the demo passwords/,
      );
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: 'weak' })).toThrow(
      /DEMO_PASSWORD/,
    );
    const ok = loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', DEMO_PASSWORD: 'Kept@Secret2027' });
    expect(ok.SEED_DEMO).toBe(true);
  });

  it('turns the Swagger UI off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SWAGGER_UI).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SWAGGER_UI: '1' }).SWAGGER_UI).toBe(true);
    expect(loadConfig({}).SWAGGER_UI).toBe(true);
  });
});

// Two apps (each is a fresh database): one as a production-like install behind a TLS proxy with
// the demo data under its own password, one with the demo data and Swagger UI off and no proxy.
describe('production defaults on a running app', () => {
  let behindProxy: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [behindProxy, plain] = await Promise.all([
      createTestApp({ DEMO_PASSWORD: 'Kept@Secret2027', TRUST_PROXY: '1' }),
      createTestApp({ SEED_DEMO: '0', SWAGGER_UI: '0' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([behindProxy?.close(), plain?.close()]);
  });

  const signInAsDemoAdmin = async (t: TestApp, password: string) =>
    call(t.app, login, {
      body: {
        email: 'admin@placement.demo',
        password: encodePassword(password),
        kind: 'admin',
        ...(await solvedProof(t, 'login')),
      },
    });

  it('gives the demo accounts DEMO_PASSWORD, never the published one', async () => {
    await seedOnFirstStart(behindProxy.ctx);
    expect((await signInAsDemoAdmin(behindProxy, 'Admin@2026')).status).toBe(401);
    expect((await signInAsDemoAdmin(behindProxy, 'Kept@Secret2027')).status).toBe(200);
  });

  it('seeds nothing when the demo data is off', async () => {
    const seeded = await seedOnFirstStart(plain.ctx);
    expect(seeded.demoSignIns).toEqual([]);
    expect((await signInAsDemoAdmin(plain, 'Admin@2026')).status).toBe(401);
  });

  it('sends Strict-Transport-Security only over TLS through the trusted proxy', async () => {
    const version = (t: TestApp, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${API_BASE}/version`, headers });
    const overTls = await version(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await version(behindProxy, {})).headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy a forged header changes nothing.
    const forged = await version(plain, { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves Swagger UI un-frameable where on, and not at all where off', async () => {
    const page = await behindProxy.app.inject({ method: 'GET', url: '/placementapi/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect((await plain.app.inject({ method: 'GET', url: '/placementapi/docs/' })).statusCode).toBe(404);
    // The document for client generators stays.
    const doc = await plain.app.inject({ method: 'GET', url: '/placementapi/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});
