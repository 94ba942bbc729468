import { getStats } from '@pp/contract/admin';
import { getCorporateDashboard } from '@pp/contract/corporates';
import { getPublicJob } from '@pp/contract/public-jobs';
import { recentJobs, recentTrainings } from '@pp/contract/search';
import { describe, expect, it } from 'vitest';
import {
  employerTestApp,
  insertJob,
  insertTraining,
  signedInEmployer,
  todayIst,
} from '../../test/fixtures/index.ts';
import { appForTests, call, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

/**
 * A posting is open through the whole of its last India day (spec 3 section 5: shown "till" that
 * day). Its end date is that day's India midnight, as the posting form sends it, so for the rest of
 * the day "now" is past it: every count, dashboard and list must still call it open.
 */

let t: TestApp;

appForTests(async () => (t = await employerTestApp()));

describe('a posting on its last day', () => {
  it('is open alike in the lists, its public page, the employer dashboard and the admin statistics', async () => {
    const employer = await signedInEmployer(t, { companyName: 'LAST DAY LIMITED' });
    const admin = await signedInUser(t, 'admin');
    const now = t.ctx.now();
    const lastDay = new Date(todayIst(t) * 1000);
    expect(lastDay.getTime()).toBeLessThan(now.getTime());
    const job = await insertJob(t.ctx.db, employer.user.id, now, {
      title: 'Last day job',
      jobType: 'JT-LASTDAY',
      endDate: lastDay,
    });
    const training = await insertTraining(t.ctx.db, employer.user.id, now, {
      title: 'Last day training',
      durationCode: 'D-LASTDAY',
      applicationEnd: lastDay,
    });

    const [list, page, trainingList] = await Promise.all([
      call(t.app, recentJobs, { query: { jobType: 'JT-LASTDAY' } }),
      call(t.app, getPublicJob, { params: { code: job.code } }),
      call(t.app, recentTrainings, { query: { duration: 'D-LASTDAY' } }),
    ]);
    expect(list.body.result!.list.map((i) => i.code)).toEqual([job.code]);
    expect(page.body.result!.open).toBe(true);
    expect(trainingList.body.result!.list.map((i) => i.code)).toEqual([training.code]);

    const dashboard = await call(t.app, getCorporateDashboard, {}, { token: employer.token });
    expect(dashboard.body.result).toMatchObject({ openJobs: 1, openTrainings: 1 });
    expect(dashboard.body.result!.expiringSoon.map((p) => p.title).sort()).toEqual([
      'Last day job',
      'Last day training',
    ]);

    const before = await call(t.app, getStats, {}, { token: admin.token });
    const value = (res: typeof before, key: string) =>
      res.body.result!.list.find((s) => s.key === key)?.value;
    // One more posting of each kind that closed yesterday is counted by neither.
    await insertJob(t.ctx.db, employer.user.id, now, { endDate: new Date(lastDay.getTime() - 86_400_000) });
    await insertTraining(t.ctx.db, employer.user.id, now, {
      applicationEnd: new Date(lastDay.getTime() - 86_400_000),
    });
    const after = await call(t.app, getStats, {}, { token: admin.token });
    expect(value(after, 'openJobs')).toBe(value(before, 'openJobs'));
    expect(value(before, 'openJobs')).toBe(1);
    expect(value(before, 'openTrainings')).toBe(1);
    expect(value(after, 'openTrainings')).toBe(1);
  });
});
