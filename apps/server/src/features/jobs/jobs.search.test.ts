import type { JobPostInput } from '@pp/contract/jobs';
import { postJob, searchPostedJobs, setJobStatus } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  applyToJob,
  backdateJob,
  DAY,
  employerTestApp,
  memberJob,
  signedInEmployer,
} from '../../test/fixtures/index.ts';
import { appForTests, call, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

let t: TestApp;
let employer: { user: { id: number }; token: string };
let rival: { user: { id: number }; token: string };
const codes: Record<string, string> = {};
let nowSec: number;

async function posted(body: JobPostInput, token: string) {
  const res = await call(t.app, postJob, { body }, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function search(query: Record<string, unknown>, token = employer.token) {
  return call(t.app, searchPostedJobs, { query: query as never }, { token });
}

async function titles(query: Record<string, unknown>, token = employer.token) {
  const res = await search(query, token);
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.list.map((job) => job.title);
}

appForTests(async () => {
  t = await employerTestApp();
  employer = await signedInEmployer(t, { companyName: 'SEARCH TEST LIMITED' });
  rival = await signedInEmployer(t, { companyName: 'RIVAL LIMITED' });
  nowSec = Math.floor(t.ctx.now().getTime() / 1000);
  codes.secretary = await posted(memberJob(t, { title: 'Company Secretary' }), employer.token);
  codes.assistant = await posted(memberJob(t, { title: 'Assistant Company Secretary' }), employer.token);
  codes.legal = await posted(memberJob(t, { title: 'Legal Manager 100%' }), employer.token);
  codes.old = await posted(memberJob(t, { title: 'Compliance Officer (old)' }), employer.token);
  // Posted 3 years ago: outside both windows of the summary pages, inside the search.
  await backdateJob(t.ctx.db, codes.old, new Date((nowSec - 3 * 365 * DAY) * 1000));
  codes.rival = await posted(memberJob(t, { title: 'Company Secretary at a rival' }), rival.token);
  const closed = await call(
    t.app,
    setJobStatus,
    { body: { jobCode: codes.assistant!, status: 'blocked' } },
    { token: employer.token },
  );
  expect(closed.status).toBe(200);
  return t;
});

describe('GET job/posted-job/search', () => {
  it("lists every one of the employer's own jobs, of any date, newest first", async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.result!.total).toBe(4);
    expect(res.body.result!.list.map((j) => j.code)).toEqual([
      codes.legal,
      codes.assistant,
      codes.secretary,
      codes.old,
    ]);
    expect(res.body.result!.list[0]).toMatchObject({
      companyName: 'SEARCH TEST LIMITED',
      status: 'active',
      applicationCount: 0,
    });
  });

  it("never shows another employer's jobs, whatever the filter", async () => {
    expect(await titles({ keyword: 'rival' })).toEqual([]);
    expect(await titles({ keyword: codes.rival })).toEqual([]);
    expect(await titles({}, rival.token)).toEqual(['Company Secretary at a rival']);
    expect(await titles({ keyword: codes.secretary }, rival.token)).toEqual([]);
  });

  it('matches the keyword in the title or the code, case-insensitively, LIKE characters literally', async () => {
    expect(await titles({ keyword: 'company secretary' })).toEqual([
      'Assistant Company Secretary',
      'Company Secretary',
    ]);
    expect(await titles({ keyword: codes.old!.toLowerCase() })).toEqual(['Compliance Officer (old)']);
    expect(await titles({ keyword: '100%' })).toEqual(['Legal Manager 100%']);
    expect(await titles({ keyword: '%' })).toEqual(['Legal Manager 100%']);
    expect(await titles({ keyword: '_' })).toEqual([]);
  });

  it('filters by status', async () => {
    expect(await titles({ status: 'blocked' })).toEqual(['Assistant Company Secretary']);
    expect(await titles({ status: 'active', keyword: 'secretary' })).toEqual(['Company Secretary']);
    expect(await titles({ status: 'onHold' })).toEqual([]);
    expect(await titles({ status: '' })).toHaveLength(4);
    const wrong = await search({ status: 'deleted' });
    expect(wrong.status).toBe(400);
  });

  it('filters by the posting dates, both ends included', async () => {
    const yearAgo = nowSec - 365 * DAY;
    expect(await titles({ to: yearAgo })).toEqual(['Compliance Officer (old)']);
    expect(await titles({ from: yearAgo })).toHaveLength(3);
    expect(await titles({ from: nowSec - 4 * 365 * DAY, to: nowSec - 2 * 365 * DAY })).toEqual([
      'Compliance Officer (old)',
    ]);
    const backwards = await search({ from: nowSec, to: nowSec - DAY });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.from).toBe(MSG.startAfterEnd);
  });

  it('pages by 10 in SQL with the total of the whole match', async () => {
    const busy = await signedInEmployer(t);
    for (let i = 0; i < 12; i++) await posted(memberJob(t, { title: `Paged job ${i}` }), busy.token);
    const first = await search({ keyword: 'paged' }, busy.token);
    expect(first.body.result!.list).toHaveLength(10);
    expect(first.body.result!.total).toBe(12);
    const second = await search({ keyword: 'paged', page: 2 }, busy.token);
    expect(second.body.result!.list.map((j) => j.title)).toEqual(['Paged job 1', 'Paged job 0']);
    expect(second.body.result!.total).toBe(12);
  });

  it('counts applicants on each row', async () => {
    const member = await signedInUser(t, 'member');
    await applyToJob(t.ctx.db, codes.secretary!, member.user.id);
    const res = await search({ keyword: codes.secretary });
    expect(res.body.result!.list[0]!.applicationCount).toBe(1);
  });

  it('is for employers only', async () => {
    for (const role of ['admin', 'member', 'student'] as const) {
      const user = await signedInUser(t, role);
      const res = await search({}, user.token);
      expect(res.status, role).toBe(403);
    }
    const anonymous = await call(t.app, searchPostedJobs, { query: {} as never });
    expect(anonymous.status).toBe(401);
  });
});
