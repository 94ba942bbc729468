import { searchStudents } from '@pp/contract/corporates';
import { setJobStatus } from '@pp/contract/jobs';
import { recentJobs, recentTrainings } from '@pp/contract/search';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '../features/corporates/candidates.service.ts';
import {
  applyToJob,
  cachedListsApp,
  insertJob,
  insertStudentProfile,
  insertTraining,
} from '../test/fixtures/index.ts';
import { appForTests, call, type TestApp } from '../test/harness.ts';
import { signedInUser } from '../test/sign-in.ts';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  let clock = 1_000_000;
  const now = () => new Date(clock);

  it('keeps an answer for its lifetime by the app clock, and shares one read among concurrent misses', async () => {
    const cache = new PublicCache({ ttlSeconds: 15, now });
    let reads = 0;
    const load = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 5));
      return { total: reads };
    };
    const [a, b, c] = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(reads).toBe(1);
    expect(a).toBe(b);
    expect(c).toEqual({ total: 1 });
    clock += 14_999;
    expect(await cache.get('k', load)).toEqual({ total: 1 });
    clock += 1;
    expect(await cache.get('k', load)).toEqual({ total: 2 });
    expect(await cache.get('other', load)).toEqual({ total: 3 });
    cache.clear();
    expect(await cache.get('k', load)).toEqual({ total: 4 });
  });

  it('does not keep a failed read', async () => {
    const cache = new PublicCache({ ttlSeconds: 15, now });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('holds at most its maximum of keys, dropping the oldest', async () => {
    const cache = new PublicCache({ ttlSeconds: 15, now, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('d', async () => 'd again')).toBe('d');
  });

  it('is off with a lifetime of 0', async () => {
    const cache = new PublicCache({ ttlSeconds: 0, now });
    let reads = 0;
    await cache.get('k', async () => ++reads);
    await cache.get('k', async () => ++reads);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('public lists through the API with the cache on', () => {
  let t: TestApp;
  let employer: { id: number; token: string };
  let member: { id: number; token: string };

  appForTests(async () => {
    ({ t, employer, member } = await cachedListsApp('CACHED LIMITED'));
    return t;
  });

  const codesOf = async (token?: string) => {
    const res = await call(t.app, recentJobs, { query: {} }, { token });
    expect(res.status, res.body.error.Message).toBe(200);
    return res.body.result!.list.map((j) => j.code);
  };

  it('answers anonymous callers from the cache until a write, or until it expires', async () => {
    const first = await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title: 'First' });
    expect(await codesOf()).toEqual([first.code]);

    // Written behind the API's back: anonymous callers still get the kept answer. Members see
    // member jobs only: their pages are kept apart (first read now, so it has the new job).
    const second = await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title: 'Second' });
    expect(await codesOf()).toEqual([first.code]);
    expect((await codesOf(member.token)).sort()).toEqual([first.code, second.code].sort());

    // The page is kept, but the viewer's own application dates are always read afresh.
    await applyToJob(t.ctx.db, second.code, member.id);
    const mine = await call(t.app, recentJobs, { query: {} }, { token: member.token });
    const applied = mine.body.result!.list.find((j) => j.code === second.code)!;
    expect(applied.appliedOn).toBeGreaterThan(0);
    expect(mine.body.result!.list.find((j) => j.code === first.code)!.appliedOn).toBeNull();
    const anonymousView = await call(t.app, recentJobs, { query: {} });
    expect(anonymousView.body.result!.list.every((j) => j.appliedOn === null)).toBe(true);

    // A refused write leaves the cache alone.
    const refused = await call(
      t.app,
      setJobStatus,
      { body: { jobCode: 'NOSUCHJOB1', status: 'blocked' } },
      { token: employer.token },
    );
    expect(refused.status).toBe(404);
    expect(await codesOf()).toEqual([first.code]);

    // A successful write through the API empties it: the employer closes the first job.
    const closed = await call(
      t.app,
      setJobStatus,
      { body: { jobCode: first.code, status: 'blocked' } },
      { token: employer.token },
    );
    expect(closed.status, closed.body.error.Message).toBe(200);
    expect(await codesOf()).toEqual([second.code]);

    // Past its lifetime the answer is read again.
    const third = await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title: 'Third' });
    expect(await codesOf()).toEqual([second.code]);
    t.advance(15_000);
    expect((await codesOf()).sort()).toEqual([second.code, third.code].sort());
  });

  it('serves candidate searches to every employer from one read, still counting each search against its limit', async () => {
    const other = await signedInUser(t, 'corporate');
    const first = await call(t.app, searchStudents, { query: { state: '*' } }, { token: employer.token });
    expect(first.status, first.body.error.Message).toBe(200);
    expect(first.res.headers['x-cache']).toBe('miss');
    const student = (await signedInUser(t, 'student')).user;
    await insertStudentProfile(t.ctx.db, student.id, { stateCode: 'IN-MH' });
    // The new student and the two sign-ins are not seen: sign-ins do not empty the cache.
    const again = await call(t.app, searchStudents, { query: { state: '*' } }, { token: other.token });
    expect(again.body.result).toEqual(first.body.result);
    expect(again.res.headers['x-cache']).toBe('hit');
    // The limit (SEARCH_LIMIT per employer) runs before the cache: cached answers do not bypass it.
    for (let i = 2; i <= SEARCH_LIMIT.max + 1; i++) {
      const res = await call(t.app, searchStudents, { query: { state: '*' } }, { token: other.token });
      expect(res.status).toBe(i <= SEARCH_LIMIT.max ? 200 : 429);
    }
  });

  it("keeps a candidate search's total once for every page and sort of its filter", async () => {
    const query = { state: 'IN-GJ', limit: 1 };
    for (let i = 0; i < 2; i++) {
      const s = (await signedInUser(t, 'student')).user;
      await insertStudentProfile(t.ctx.db, s.id, { stateCode: 'IN-GJ', cityCode: 'IN-GJ-SURAT' });
    }
    const first = await call(
      t.app,
      searchStudents,
      { query: { ...query, page: 1 } },
      { token: employer.token },
    );
    expect(first.body.result!.total).toBe(2);
    // A third behind the API's back: the next page and another sort are read afresh (the
    // third is on them) but take the filter's kept total.
    const s = (await signedInUser(t, 'student')).user;
    await insertStudentProfile(t.ctx.db, s.id, { stateCode: 'IN-GJ', cityCode: 'IN-GJ-SURAT' });
    const page2 = await call(
      t.app,
      searchStudents,
      { query: { ...query, page: 2 } },
      { token: employer.token },
    );
    expect(page2.body.result!.total).toBe(2);
    const byName = await call(
      t.app,
      searchStudents,
      { query: { ...query, page: 3, sort: 1 } },
      { token: employer.token },
    );
    expect(byName.body.result).toMatchObject({ total: 2, list: [{}] });
    // Another filter has its own total.
    const city = await call(
      t.app,
      searchStudents,
      { query: { ...query, city: 'IN-GJ-SURAT', page: 1 } },
      { token: employer.token },
    );
    expect(city.body.result!.total).toBe(3);
  });

  it('keeps each query apart (filters, pages) and each list apart', async () => {
    const training = await insertTraining(t.ctx.db, employer.id, t.ctx.now());
    const trainings = await call(t.app, recentTrainings, { query: {} });
    expect(trainings.body.result!.list.map((x) => x.code)).toEqual([training.code]);
    const delhi = await call(t.app, recentJobs, { query: { state: 'IN-DL' } });
    expect(delhi.body.result!.total).toBe(0);
    const all = await call(t.app, recentJobs, { query: {} });
    expect(all.body.result!.total).toBeGreaterThan(0);
  });
});
