import { endpoint } from '@pp/contract/endpoint';
import { envelope } from '@pp/contract/envelope';
import { recentJobs, searchJobs, searchTrainings } from '@pp/contract/search';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedReferenceData } from '../seed/reference.ts';
import {
  applyToJob,
  cachedListsApp,
  insertCorporateProfile,
  insertJob,
  insertTraining,
} from '../test/fixtures/index.ts';
import { appForTests, call, createTestApp, type TestApp } from '../test/harness.ts';
import { signedInUser } from '../test/sign-in.ts';
import { ok, route } from './http.ts';
import { MemoryAnswers } from './memory-answers.ts';

describe('MemoryAnswers', () => {
  let clock = 1_000_000;
  const now = () => new Date(clock);

  it('keeps a text for the lifetime given, by the app clock, and shares one build among concurrent misses', async () => {
    const answers = new MemoryAnswers({ now });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 5));
      return `{"n":${builds}}`;
    };
    const texts = await Promise.all([answers.get('k', 60, build), answers.get('k', 60, build)]);
    expect(builds).toBe(1);
    expect(texts).toEqual(['{"n":1}', '{"n":1}']);
    clock += 59_999;
    expect(await answers.get('k', 60, build)).toBe('{"n":1}');
    clock += 1;
    expect(answers.peek('k')).toBeUndefined();
    expect(await answers.get('k', 60, build)).toBe('{"n":2}');
    answers.clear();
    expect(await answers.get('k', 60, build)).toBe('{"n":3}');
  });

  it('does not keep a failed build, and holds at most its maximum of keys', async () => {
    const answers = new MemoryAnswers({ now, maxEntries: 2 });
    await expect(answers.get('k', 60, () => Promise.reject(new Error('unknown state')))).rejects.toThrow(
      'unknown state',
    );
    expect(await answers.get('k', 60, async () => 'fresh')).toBe('fresh');
    for (const key of ['a', 'b', 'c']) await answers.get(key, 60, async () => key);
    expect(answers.size).toBe(2);
    expect(await answers.get('a', 60, async () => 'a again')).toBe('a again');
    expect(await answers.get('c', 60, async () => 'c again')).toBe('c');
  });
});

// Endpoints that exist only in this test: the same result schema, one kept and one not.
const item = z.object({ name: z.string(), n: z.number() });
const keptDef = endpoint({ method: 'GET', path: 'test/kept', result: item, roles: 'public' });
const freshDef = endpoint({ method: 'GET', path: 'test/fresh', result: item, roles: 'public' });

describe('a kept answer through route()', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let handled = 0;
  let serialized = 0;
  let preSerialized = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const { buildApp } = await import('../app.ts');
    const built = await buildApp({ db: t.ctx.db, config: t.ctx.config, logger: false, now: t.ctx.now });
    app = built.app;
    // Counts every use of the response serializer (the app's own compiler, wrapped) and of the
    // hook Fastify runs only before serializing an object.
    app.setSerializerCompiler((schema) => {
      const serialize = serializerCompiler(schema as Parameters<typeof serializerCompiler>[0]);
      return (data) => {
        serialized++;
        return serialize(data);
      };
    });
    app.addHook('preSerialization', async (_req, _reply, payload) => {
      preSerialized++;
      return payload;
    });
    const handler = async () => {
      handled++;
      await new Promise((r) => setTimeout(r, 5));
      return { name: 'Maharashtra', n: 27, secret: 'not in the contract' } as { name: string; n: number };
    };
    route(app, built.ctx, keptDef, handler, { keepSeconds: () => 60 });
    route(app, built.ctx, freshDef, handler);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('sends every answer as the JSON text of the checked envelope, without the serializer: the bytes it would write', async () => {
    const fresh = await call(app, freshDef, {});
    // The contract check ran once (the extra key is gone); the response schema was not run again.
    expect(serialized).toBe(0);
    expect(preSerialized).toBe(0);
    expect(fresh.res.headers['x-cache']).toBeUndefined();
    expect(fresh.res.headers['content-type']).toBe('application/json; charset=utf-8');
    const bySerializer = serializerCompiler({
      schema: envelope(item),
      method: 'GET',
      url: '/',
    } as Parameters<typeof serializerCompiler>[0])(ok({ name: 'Maharashtra', n: 27 }));
    expect(fresh.res.body).toBe(bySerializer);

    serialized = 0;
    preSerialized = 0;
    handled = 0;
    const [first, second] = await Promise.all([call(app, keptDef, {}), call(app, keptDef, {})]);
    const third = await call(app, keptDef, {});
    // Concurrent misses share one build; the contract check ran in it (the extra key is gone).
    expect(handled).toBe(1);
    expect(serialized).toBe(0);
    expect(preSerialized).toBe(0);
    expect(first.res.headers['x-cache']).toBe('miss');
    expect(second.res.headers['x-cache']).toBe('hit');
    expect(third.res.headers['x-cache']).toBe('hit');
    for (const kept of [first, second, third]) {
      expect(kept.status).toBe(200);
      expect(kept.res.headers['content-type']).toBe(fresh.res.headers['content-type']);
      expect(kept.res.body).toBe(fresh.res.body);
    }
    expect(third.res.body).not.toContain('secret');
  });
});

describe('the job and training lists kept whole for anonymous visitors', () => {
  let t: TestApp;
  let employer: { id: number; token: string };
  let member: { id: number; token: string };

  appForTests(async () => {
    ({ t, employer, member } = await cachedListsApp('KEPT LIMITED'));
    return t;
  });

  it("marks job/search answers hit or miss for anonymous visitors; a signed-in viewer's is no kept answer", async () => {
    await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title: 'Marked' });
    const anonymous = [
      await call(t.app, searchJobs, { query: {} }),
      await call(t.app, searchJobs, { query: {} }),
    ];
    expect(anonymous.map((r) => r.res.headers['x-cache'])).toEqual(['miss', 'hit']);
    expect(anonymous[1]!.res.body).toBe(anonymous[0]!.res.body);
    // Signed in: chosen from the open postings' index each time (always current), no cache.
    const mine = [
      await call(t.app, searchJobs, { query: {} }, { token: member.token }),
      await call(t.app, searchJobs, { query: {} }, { token: member.token }),
    ];
    expect(mine.map((r) => r.res.headers['x-cache'])).toEqual([undefined, undefined]);
    expect(mine[1]!.body.result!.list.map((j) => j.title)).toContain('Marked');
    // Another query is another entry.
    const page2 = await call(t.app, searchJobs, { query: { page: 2 } });
    expect(page2.res.headers['x-cache']).toBe('miss');
  });

  it("never gives a signed-in member the anonymous answer: the member's own application dates show", async () => {
    const job = await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title: 'Applied To' });
    await applyToJob(t.ctx.db, job.code, member.id);
    // Written behind the API's back: past the lifetime everything is read again.
    t.advance(15_000);

    const anonymous = await call(t.app, recentJobs, { query: {} });
    expect(anonymous.res.headers['x-cache']).toBe('miss');
    const kept = await call(t.app, recentJobs, { query: {} });
    expect(kept.res.headers['x-cache']).toBe('hit');
    expect(kept.body.result!.list.find((j) => j.code === job.code)!.appliedOn).toBeNull();

    const mine = await call(t.app, recentJobs, { query: {} }, { token: member.token });
    expect(mine.res.body).not.toBe(kept.res.body);
    expect(mine.body.result!.list.find((j) => j.code === job.code)!.appliedOn).toBeGreaterThan(0);
    // An employer has no application dates: the same bytes as the kept anonymous answer, built
    // the ordinary way (the contract check, not kept).
    const employerView = await call(t.app, recentJobs, { query: {} }, { token: employer.token });
    expect(employerView.res.body).toBe(kept.res.body);
  });

  it('keeps a new posting out only for the public cache lifetime, and not at all with the cache off', async () => {
    const first = await call(t.app, searchTrainings, { query: { state: 'IN-MH' } });
    expect(first.body.result!.total).toBe(0);
    const training = await insertTraining(t.ctx.db, employer.id, t.ctx.now());
    const kept = await call(t.app, searchTrainings, { query: { state: 'IN-MH' } });
    expect(kept.res.headers['x-cache']).toBe('hit');
    expect(kept.body.result!.total).toBe(0);
    t.advance(15_000);
    const after = await call(t.app, searchTrainings, { query: { state: 'IN-MH' } });
    expect(after.res.headers['x-cache']).toBe('miss');
    expect(after.body.result!.list.map((x) => x.code)).toEqual([training.code]);

    const off = await createTestApp();
    try {
      await seedReferenceData(off.ctx.db);
      const e = await signedInUser(off, 'corporate');
      await insertCorporateProfile(off.ctx.db, e.user.id, { companyName: 'UNKEPT LIMITED' });
      const before = await call(off.app, recentJobs, { query: {} });
      expect(before.res.headers['x-cache']).toBeUndefined();
      const job = await insertJob(off.ctx.db, e.user.id, off.ctx.now());
      const now = await call(off.app, recentJobs, { query: {} });
      expect(now.body.result!.list.map((j) => j.code)).toEqual([job.code]);
    } finally {
      await off.close();
    }
  });
});
