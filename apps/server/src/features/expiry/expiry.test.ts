import { toEpochSeconds } from '@pp/contract/format';
import { istStartOfDay } from '@pp/contract/india-time';
import { updateJobDates } from '@pp/contract/jobs';
import {
  recentInternationalJobs,
  recentJobs,
  recentTrainings,
  recommendedJobs,
  searchJobs,
  searchTrainings,
} from '@pp/contract/search';
import { updateTrainingDates } from '@pp/contract/trainings';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/comm.ts';
import { jobs, trainings } from '../../db/schema/postings.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
  insertTraining,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { sendExpiryNotices } from './expiry.service.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let t: TestApp;
let employer: { id: number; token: string; email: string };
let member: { email: string };

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const e = await signedInUser(t, 'corporate');
  employer = { id: e.user.id, token: e.token, email: e.user.email };
  await insertCorporateProfile(t.ctx.db, employer.id, { companyName: 'EXPIRY TEST LIMITED' });
  const m = await signedInUser(t, 'member');
  member = { email: m.user.email };
  await insertMemberProfile(t.ctx.db, m.user.id, { skills: ['SKM-CG'], currentRole: 'R-CS' });
  return t;
});

async function employerMails() {
  return t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, employer.email)).orderBy(desc(outbox.id));
}

async function noticeSentAt(jobId: number) {
  const rows = await t.ctx.db.select({ at: jobs.expiryNoticeSentAt }).from(jobs).where(eq(jobs.id, jobId));
  return rows[0]?.at ?? null;
}

describe('expiry notices', () => {
  it('mails the employer once for postings ending within three days, not for others', async () => {
    const now = t.ctx.now();
    const soon = await insertJob(t.ctx.db, employer.id, now, {
      title: 'Ends soon',
      endDate: new Date(now.getTime() + 2 * DAY_MS),
    });
    await insertJob(t.ctx.db, employer.id, now, {
      title: 'Far',
      endDate: new Date(now.getTime() + 10 * DAY_MS),
    });
    await insertJob(t.ctx.db, employer.id, now, {
      title: 'Expired',
      startDate: new Date(now.getTime() - 40 * DAY_MS),
      endDate: new Date(now.getTime() - 2 * DAY_MS),
    });
    await insertJob(t.ctx.db, employer.id, now, {
      title: 'Closed',
      status: 'blocked',
      endDate: new Date(now.getTime() + DAY_MS),
    });
    await insertJob(t.ctx.db, employer.id, now, {
      title: 'Deleted',
      deletedAt: now,
      endDate: new Date(now.getTime() + DAY_MS),
    });
    const training = await insertTraining(t.ctx.db, employer.id, now, {
      title: 'Articleship ends soon',
      applicationEnd: new Date(now.getTime() + DAY_MS),
    });
    await insertTraining(t.ctx.db, employer.id, now, {
      title: 'Articleship far',
      applicationEnd: new Date(now.getTime() + 20 * DAY_MS),
    });
    await insertTraining(t.ctx.db, employer.id, now, {
      title: 'Articleship closed',
      status: 'blocked',
      applicationEnd: new Date(now.getTime() + DAY_MS),
    });

    expect(await sendExpiryNotices(t.ctx, now)).toEqual({ jobs: 1, trainings: 1 });
    const mails = await employerMails();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Your job "Ends soon" expires on \d{2}-[A-Z][a-z]{2}-\d{4}$/),
      expect.stringMatching(/^Your training "Articleship ends soon" expires on /),
    ]);
    const jobMail = mails.find((m) => m.subject.includes('Ends soon'))!;
    expect(jobMail.textBody).toContain(`http://portal.test/PlacementApp/corporate/job/detail-${soon.code}`);
    expect(jobMail.htmlBody).toContain(`/PlacementApp/corporate/job/detail-${soon.code}`);
    const trainingMail = mails.find((m) => m.subject.includes('Articleship'))!;
    expect(trainingMail.textBody).toContain(`/PlacementApp/corporate/training/detail-${training.code}`);
    expect(await noticeSentAt(soon.id)).toEqual(now);

    // Idempotent: a second run (and a later one) sends nothing more.
    expect(await sendExpiryNotices(t.ctx, now)).toEqual({ jobs: 0, trainings: 0 });
    expect(await sendExpiryNotices(t.ctx, new Date(now.getTime() + HOUR_MS))).toEqual({
      jobs: 0,
      trainings: 0,
    });
    expect(await employerMails()).toHaveLength(2);
  });

  it('two senders at once send each reminder once', async () => {
    const now = t.ctx.now();
    await insertJob(t.ctx.db, employer.id, now, { title: 'Race', endDate: new Date(now.getTime() + DAY_MS) });
    const before = (await employerMails()).length;
    // They race only on PostgreSQL (TEST_DATABASE_URL; .ci/run runs this project there): PGlite has
    // one connection, so there the two transactions run one after the other.
    const [a, b] = await Promise.all([sendExpiryNotices(t.ctx, now), sendExpiryNotices(t.ctx, now)]);
    expect(a.jobs + b.jobs).toBe(1);
    expect(await employerMails()).toHaveLength(before + 1);
  });

  it('sends again after the end date is extended and approaches again', async () => {
    const now = t.ctx.now();
    const start = istStartOfDay(toEpochSeconds(now));
    const job = await insertJob(t.ctx.db, employer.id, now, {
      title: 'Extended later',
      startDate: new Date(start * 1000),
      endDate: new Date((start + 2 * 86_400) * 1000),
    });
    expect((await sendExpiryNotices(t.ctx, now)).jobs).toBe(1);
    expect(await noticeSentAt(job.id)).not.toBeNull();

    // Moving only the start date keeps the reminder as sent.
    const sameEnd = await call(
      t.app,
      updateJobDates,
      { body: { code: job.code, startDate: start - 86_400, endDate: start + 2 * 86_400 } },
      { token: employer.token },
    );
    expect(sameEnd.status, sameEnd.body.error.Message).toBe(200);
    expect(await noticeSentAt(job.id)).not.toBeNull();

    const extended = await call(
      t.app,
      updateJobDates,
      { body: { code: job.code, startDate: start, endDate: start + 20 * 86_400 } },
      { token: employer.token },
    );
    expect(extended.status, extended.body.error.Message).toBe(200);
    expect(await noticeSentAt(job.id)).toBeNull();
    expect((await sendExpiryNotices(t.ctx, now)).jobs).toBe(0);

    const later = new Date(now.getTime() + 18 * DAY_MS);
    const sent = await sendExpiryNotices(t.ctx, later);
    expect(sent.jobs).toBeGreaterThanOrEqual(1);
    const mails = (await employerMails()).filter((m) => m.subject.includes('Extended later'));
    expect(mails).toHaveLength(2);
    expect(await sendExpiryNotices(t.ctx, later)).toEqual({ jobs: 0, trainings: 0 });
  });
});

describe('expired postings leave every list at once', () => {
  it('a job or training is shown through its last day and gone from every search and recent list after it', async () => {
    const now = t.ctx.now();
    const today = istStartOfDay(toEpochSeconds(now)) * 1000;
    // Last day today (India time); its India-time day ends at today + 1 day.
    const lastDay = new Date(today + 12 * HOUR_MS);
    const job = await insertJob(t.ctx.db, employer.id, now, {
      title: 'Last day today',
      jobType: 'JT-EXPIRY',
      endDate: lastDay,
    });
    const abroad = await insertJob(t.ctx.db, employer.id, now, {
      title: 'Abroad last day today',
      countryCode: 'SG',
      stateCode: '',
      cities: [],
      endDate: lastDay,
    });
    const training = await insertTraining(t.ctx.db, employer.id, now, {
      title: 'Training last day today',
      durationCode: 'D-EXPIRY',
      applicationEnd: lastDay,
    });

    async function visible() {
      // A fresh session: moving the clock by hours ends the idle one.
      const token = await signIn(t, member.email, 'member');
      const [recent, search, recommended, intl, recentT, searchT] = await Promise.all([
        call(t.app, recentJobs, { query: { jobType: 'JT-EXPIRY' } }),
        call(t.app, searchJobs, { query: { jobType: 'JT-EXPIRY' } }),
        call(t.app, recommendedJobs, { query: { limit: 50 } }, { token }),
        call(t.app, recentInternationalJobs, { query: { limit: 50 } }, { token }),
        call(t.app, recentTrainings, { query: { duration: 'D-EXPIRY' } }),
        call(t.app, searchTrainings, { query: { duration: 'D-EXPIRY', state: 'IN-MH' } }),
      ]);
      for (const res of [recent, search, recommended, intl, recentT, searchT])
        expect(res.status, res.body.error.Message).toBe(200);
      const has = (res: typeof recent | typeof recentT, code: string) =>
        res.body.result!.list.some((i) => i.code === code);
      return {
        recent: has(recent, job.code),
        search: has(search, job.code),
        recommended: has(recommended, job.code),
        international: has(intl, abroad.code),
        recentTrainings: has(recentT, training.code),
        searchTrainings: has(searchT, training.code),
      };
    }

    const allShown = {
      recent: true,
      search: true,
      recommended: true,
      international: true,
      recentTrainings: true,
      searchTrainings: true,
    };
    expect(await visible()).toEqual(allShown);
    // The last minute of the last day (India time): still shown.
    t.advance(today + DAY_MS - 60_000 - now.getTime());
    expect(await visible()).toEqual(allShown);
    // One minute after midnight: gone everywhere.
    t.advance(2 * 60_000);
    expect(await visible()).toEqual({
      recent: false,
      search: false,
      recommended: false,
      international: false,
      recentTrainings: false,
      searchTrainings: false,
    });
  });
  it('a training is extended through PUT training/dates by its owner only, and reminded again', async () => {
    const now = t.ctx.now();
    const start = istStartOfDay(toEpochSeconds(now));
    const training = await insertTraining(t.ctx.db, employer.id, now, {
      title: 'Training extended later',
      applicationStart: new Date((start - 86_400) * 1000),
      applicationEnd: new Date((start + 2 * 86_400) * 1000),
    });
    const sentAt = async () =>
      (
        await t.ctx.db
          .select({ at: trainings.expiryNoticeSentAt })
          .from(trainings)
          .where(eq(trainings.id, training.id))
      )[0]?.at ?? null;
    expect((await sendExpiryNotices(t.ctx, now)).trainings).toBe(1);
    expect(await sentAt()).not.toBeNull();
    // Earlier tests moved the clock past the session's idle limit: sign in again.
    const token = await signIn(t, employer.email, 'corporate');

    const body = {
      trainingCode: training.code,
      trainingStartDate: start,
      trainingEndDate: start + 20 * 86_400,
    };
    const other = await signedInUser(t, 'corporate');
    const refused = await call(t.app, updateTrainingDates, { body }, { token: other.token });
    expect(refused.status).toBe(404);
    const member2 = await signedInUser(t, 'member');
    expect((await call(t.app, updateTrainingDates, { body }, { token: member2.token })).status).toBe(403);
    const backwards = await call(
      t.app,
      updateTrainingDates,
      { body: { ...body, trainingStartDate: start + 30 * 86_400 } },
      { token },
    );
    expect(backwards.status).toBe(400);
    expect(await sentAt()).not.toBeNull();

    const extended = await call(t.app, updateTrainingDates, { body }, { token });
    expect(extended.status, extended.body.error.Message).toBe(200);
    expect(extended.body.result).toMatchObject({ trainingEndDate: start + 20 * 86_400 });
    expect(await sentAt()).toBeNull();
    const later = new Date(now.getTime() + 18 * DAY_MS);
    expect((await sendExpiryNotices(t.ctx, later)).trainings).toBeGreaterThanOrEqual(1);
    const mails = (await employerMails()).filter((m) => m.subject.includes('Training extended later'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toContain('Extend the training');
  });
});
