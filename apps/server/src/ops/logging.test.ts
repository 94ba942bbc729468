import { Writable } from 'node:stream';
import { getChallenge, login } from '@pp/contract/auth';
import { API_BASE } from '@pp/contract/endpoint';
import { encodePassword } from '@pp/contract/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, redactUrl } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite } from '../db/client.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
const config = loadConfig({
  NODE_ENV: 'test',
  PLACEMENT_TEST_MODE: '1',
  LOG_LEVEL: 'info',
  WEB_DIST: '/nonexistent',
});

beforeAll(async () => {
  database = await openPglite(null);
  ({ app } = await buildApp({ db: database.db, config, logger: { ...loggerOptions(config), stream: sink } }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('structured request logs', () => {
  it('writes one JSON line per request with id, method, url, status and time, and no secrets', async () => {
    lines.length = 0;
    const challenge = await app.inject({ method: 'GET', url: `${API_BASE}/${getChallenge.path}?form=login` });
    const { testProof } = challenge.json().result;
    const password = 'Sup3r-Secret-Pa55!';
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/${login.path}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        authorization: 'Bearer bearer-token-value-123',
        cookie: 'pp_session=cookie-token-value-456',
      },
      payload: {
        email: 'nobody@example.test',
        password: encodePassword(password),
        kind: 'member',
        proof: testProof,
      },
    });
    expect(res.statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/PlacementApp/reset-password?token=reset-token-789&x=1' });

    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests).toHaveLength(3);
    const loginLine = requests[1]!;
    expect(loginLine).toMatchObject({
      level: 30,
      method: 'POST',
      url: `${API_BASE}/auth/login`,
      statusCode: 401,
    });
    expect(typeof loginLine.reqId).toBe('string');
    expect(loginLine.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof loginLine.responseTime).toBe('number');
    expect(requests[2]!.url).toBe('/PlacementApp/reset-password?token=%5Bredacted%5D&x=1');

    const all = JSON.stringify(lines);
    for (const secret of [
      password,
      encodePassword(password),
      testProof,
      'bearer-token-value-123',
      'cookie-token-value-456',
      'reset-token-789',
    ])
      expect(all).not.toContain(secret);
  });

  it('censors secret fields a log call might carry', () => {
    lines.length = 0;
    const logged = {
      body: { password: 'p1', otp: '123456', email: 'a@b.c' },
      token: 't1',
      user: { profile: { newPassword: 'p2' } },
    };
    app.log.info(logged, 'careless');
    app.log
      .child({ reqId: 'r-1' })
      .warn({ headers: { cookie: 'pp_session=s1' }, mobile: '9876543210' }, 'child');
    const line = JSON.stringify(lines.at(-2));
    for (const secret of ['p1', '123456', 't1', 'p2']) expect(line).not.toContain(`"${secret}"`);
    expect(line).toContain('a@b.c');
    const childLine = JSON.stringify(lines.at(-1));
    expect(childLine).toContain('"reqId":"r-1"');
    expect(childLine).not.toContain('pp_session');
    expect(childLine).not.toContain('9876543210');
    // The caller's own objects are not changed by the censoring.
    expect(logged.body.password).toBe('p1');
    expect(logged.user.profile.newPassword).toBe('p2');
  });

  it('redacts secret-looking query values only', () => {
    expect(redactUrl('/a?code=abc&otp=1234')).toBe('/a?code=abc&otp=%5Bredacted%5D');
    expect(redactUrl('/a?page=2')).toBe('/a?page=2');
    expect(redactUrl('/a')).toBe('/a');
  });
});
