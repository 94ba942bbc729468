import { createSavedSearch } from '@pp/contract/alerts';
import { messageMember, messageStudent } from '@pp/contract/corporates';
import { MSG } from '@pp/contract/messages';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MSG,
  NOTIFICATION_PAGE_SIZE,
  unreadNotifications,
} from '@pp/contract/notifications';
import { setJobApplicantStage } from '@pp/contract/pipeline';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { jobApplications } from '../../db/schema/postings.ts';
import { sessions } from '../../db/schema/users.ts';
import { SESSION_COOKIE, TOUCH_INTERVAL_MS } from '../../platform/session.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  applyToJob,
  insertCandidate,
  insertCorporateProfile,
  insertJob,
  mailsTo,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { sendDueAlerts } from '../alerts/alerts.service.ts';
import { sendExpiryNotices } from '../expiry/expiry.service.ts';
import { notify } from './notifications.service.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let employer: { id: number; token: string };
let admin: { token: string };

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const e = await signedInUser(t, 'corporate');
  employer = { id: e.user.id, token: e.token };
  await insertCorporateProfile(t.ctx.db, employer.id, { companyName: 'BELL TEST LIMITED' });
  admin = { token: (await signedInUser(t, 'admin')).token };
  return t;
});

/** A member who applied to a new job of the employer's. */
async function applicant(title = 'Company Secretary') {
  const member = await insertCandidate(t, 'member');
  const job = await insertJob(t.ctx.db, employer.id, t.ctx.now(), { title });
  await applyToJob(t.ctx.db, job.code, member.id);
  return { member, job };
}

function moveTo(jobCode: string, userCode: string, stage: 'shortlisted' | 'interview') {
  return call(
    t.app,
    setJobApplicantStage,
    { body: { jobCode, userCode, stage, note: '' } },
    { token: employer.token },
  );
}

async function listOf(token: string, page = 1) {
  const res = await call(t.app, listNotifications, { query: { page } }, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

async function unreadOf(token: string) {
  const res = await call(t.app, unreadNotifications, {}, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.unread;
}

async function rowsOf(userId: number) {
  return t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('notifications written with their e-mails', () => {
  it('a stage change leaves the candidate a notification beside the mail, with the values to word it', async () => {
    const { member, job } = await applicant('Bell Secretary');
    expect(await unreadOf(member.token)).toBe(0);
    const res = await moveTo(job.code, member.code, 'shortlisted');
    expect(res.status, res.body.error.Message).toBe(200);

    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(1);
    expect(await unreadOf(member.token)).toBe(1);
    const page = await listOf(member.token);
    expect(page.total).toBe(1);
    expect(page.unread).toBe(1);
    expect(page.list[0]).toMatchObject({
      kind: 'stageChanged',
      read: false,
      link: '/member/job/application',
      params: {
        postingKind: 'job',
        postingCode: job.code,
        postingTitle: 'Bell Secretary',
        companyName: 'BELL TEST LIMITED',
        stage: 'shortlisted',
      },
    });
    expect(page.list[0]!.code).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(Math.abs(page.list[0]!.createdOn - Date.now() / 1000)).toBeLessThan(60);

    // Saving the same stage again (a note only) mails nothing and notifies nothing.
    await moveTo(job.code, member.code, 'shortlisted');
    expect(await unreadOf(member.token)).toBe(1);
  });

  it('a failing e-mail write leaves no notification and no stage change; a failing notification no e-mail', async () => {
    const { member, job } = await applicant();
    await t.ctx.db.execute(
      sql.raw(`create or replace function pp_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    const stageOf = async () =>
      (
        await t.ctx.db
          .select({ stage: jobApplications.stage })
          .from(jobApplications)
          .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, member.id)))
      )[0]!.stage;

    // The outbox refuses this candidate's mail: the notification written before it goes too.
    await t.ctx.db.execute(
      sql.raw(`create trigger pp_test_refuse_mail before insert on outbox for each row
        when (new.to_address = '${member.email}') execute function pp_test_refuse()`),
    );
    try {
      const res = await moveTo(job.code, member.code, 'interview');
      expect(res.status).toBe(500);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger pp_test_refuse_mail on outbox'));
    }
    expect(await rowsOf(member.id)).toHaveLength(0);
    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(0);
    expect(await stageOf()).toBe('applied');

    // The notification refuses: no mail is queued and the stage stays.
    await t.ctx.db.execute(
      sql.raw(`create trigger pp_test_refuse_note before insert on notifications for each row
        when (new.user_id = ${member.id}) execute function pp_test_refuse()`),
    );
    try {
      const res = await moveTo(job.code, member.code, 'interview');
      expect(res.status).toBe(500);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger pp_test_refuse_note on notifications'));
    }
    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(0);
    expect(await stageOf()).toBe('applied');

    // Without the refusals both are written.
    expect((await moveTo(job.code, member.code, 'interview')).status).toBe(200);
    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(1);
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(await stageOf()).toBe('interview');
  });

  it("an employer's and the institute's messages: who wrote and what, beside the mail", async () => {
    const { member } = await applicant();
    const student = await insertCandidate(t, 'student');
    const byEmployer = await call(
      t.app,
      messageMember,
      { body: { userCode: member.code, message: 'Please call us about the CS role.' } },
      { token: employer.token },
    );
    expect(byEmployer.status, byEmployer.body.error.Message).toBe(200);
    const byInstitute = await call(
      t.app,
      messageStudent,
      { body: { userCode: student.code, message: 'Your campus drive slot is on Monday.' } },
      { token: admin.token },
    );
    expect(byInstitute.status, byInstitute.body.error.Message).toBe(200);

    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(1);
    expect((await listOf(member.token)).list).toEqual([
      expect.objectContaining({
        kind: 'message',
        link: '',
        params: {
          from: 'employer',
          senderName: 'BELL TEST LIMITED',
          message: 'Please call us about the CS role.',
        },
      }),
    ]);
    expect(await mailsTo(t.ctx.db, student.email)).toHaveLength(1);
    expect((await listOf(student.token)).list).toEqual([
      expect.objectContaining({
        kind: 'message',
        params: { from: 'institute', senderName: '', message: 'Your campus drive slot is on Monday.' },
      }),
    ]);
  });

  it("a saved search's new matches: one notification per alert e-mail, leading to the search", async () => {
    const member = await insertCandidate(t, 'member');
    const saved = await call(
      t.app,
      createSavedSearch,
      {
        body: {
          name: 'Mumbai contracts',
          searchKind: 'memberJobs',
          frequency: 'daily',
          criteria: { country: 'IN', state: 'IN-MH', city: 'IN-MH-MUMBAI', jobType: 'JT-BELL' },
        },
      },
      { token: member.token },
    );
    expect(saved.status, saved.body.error.Message).toBe(200);
    t.advance(60_000);
    await insertJob(t.ctx.db, employer.id, t.ctx.now(), { jobType: 'JT-BELL', title: 'Bell Contract One' });
    await insertJob(t.ctx.db, employer.id, t.ctx.now(), { jobType: 'JT-BELL', title: 'Bell Contract Two' });
    t.advance(DAY_MS);
    await sendDueAlerts(t.ctx);

    expect(await mailsTo(t.ctx.db, member.email)).toHaveLength(1);
    // A day later the session has lapsed: sign in again.
    const token = await signIn(t, member.email, 'member');
    const [item] = (await listOf(token)).list;
    expect(item).toMatchObject({
      kind: 'alertMatches',
      params: { searchName: 'Mumbai contracts', count: 2 },
    });
    expect(item!.link).toMatch(/^\/member\/job\/search\?/);
    expect(item!.link).toContain('state=IN-MH');
  });

  it("an expiry warning to the employer who owns the posting, leading to the posting's page", async () => {
    const e = await signedInUser(t, 'corporate');
    const now = t.ctx.now();
    const endDate = new Date(now.getTime() + 2 * DAY_MS);
    const job = await insertJob(t.ctx.db, e.user.id, now, {
      title: 'Ends on Friday',
      endDate,
      applicationCount: 4,
    });
    await sendExpiryNotices(t.ctx, now);

    expect(await mailsTo(t.ctx.db, e.user.email)).toHaveLength(1);
    const [item] = (await listOf(e.token)).list;
    expect(item).toMatchObject({
      kind: 'postingExpiring',
      link: `/corporate/job/detail-${job.code}`,
      params: {
        postingKind: 'job',
        postingCode: job.code,
        postingTitle: 'Ends on Friday',
        endDate: Math.floor(endDate.getTime() / 1000),
        applicants: 4,
      },
    });
  });
});

describe('reading notifications', () => {
  async function withNotifications(role: 'member' | 'student' | 'corporate', count: number) {
    const { user, token } = await signedInUser(t, role);
    for (let i = 0; i < count; i++) {
      t.advance(1000);
      await notify(t.ctx, {
        userId: user.id,
        kind: 'alertMatches',
        params: { searchName: `Search ${i}`, count: i + 1 },
        link: '/member/job/search',
      });
    }
    return { user, token };
  }

  it('pages newest first, 20 to a page, with the total and the unread count', async () => {
    const { token } = await withNotifications('student', 25);
    const first = await listOf(token, 1);
    expect(first.total).toBe(25);
    expect(first.unread).toBe(25);
    expect(first.list).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.list[0]).toMatchObject({ params: { searchName: 'Search 24' } });
    const second = await listOf(token, 2);
    expect(second.list.map((n) => (n.kind === 'alertMatches' ? n.params.searchName : ''))).toEqual([
      'Search 4',
      'Search 3',
      'Search 2',
      'Search 1',
      'Search 0',
    ]);
    const seen = new Set([...first.list, ...second.list].map((n) => n.code));
    expect(seen.size).toBe(25);
    const created = [...first.list, ...second.list].map((n) => n.createdOn);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('marks one read (again harmlessly), then all; the count follows', async () => {
    const { token } = await withNotifications('corporate', 3);
    const [newest, middle] = (await listOf(token)).list;
    const one = await call(t.app, markNotificationRead, { params: { code: middle!.code } }, { token });
    expect(one.status, one.body.error.Message).toBe(200);
    expect(one.body.result).toEqual({ unread: 2 });
    const again = await call(t.app, markNotificationRead, { params: { code: middle!.code } }, { token });
    expect(again.body.result).toEqual({ unread: 2 });
    const after = await listOf(token);
    expect(after.list.map((n) => n.read)).toEqual([false, true, false]);
    expect(after.list[0]!.code).toBe(newest!.code);

    const all = await call(t.app, markAllNotificationsRead, {}, { token });
    expect(all.status, all.body.error.Message).toBe(200);
    expect(all.body.result).toEqual({ unread: 0 });
    expect(await unreadOf(token)).toBe(0);
    expect((await listOf(token)).list.every((n) => n.read)).toBe(true);
  });

  it("shows and marks only the owner's: another user's code is not found and stays unread", async () => {
    const owner = await withNotifications('member', 2);
    const other = await withNotifications('member', 1);
    const [ownersFirst] = (await listOf(owner.token)).list;
    const theirs = await listOf(other.token);
    expect(theirs.total).toBe(1);
    expect(theirs.list.map((n) => n.code)).not.toContain(ownersFirst!.code);

    const refused = await call(
      t.app,
      markNotificationRead,
      { params: { code: ownersFirst!.code } },
      { token: other.token },
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({
      Message: NOTIFICATION_MSG.notFound,
      code: 'NOTIFICATION_MSG.notFound',
    });
    // Marking all of one's own leaves the other's unread.
    await call(t.app, markAllNotificationsRead, {}, { token: other.token });
    expect(await unreadOf(owner.token)).toBe(2);
    expect(await unreadOf(other.token)).toBe(0);
  });

  it('is for signed-in users; mutations by cookie need the anti-forgery header', async () => {
    const anonymous = await call(t.app, unreadNotifications, {});
    expectRefused(anonymous, 401, MSG.sessionNotFound);
    const { token: adminToken } = await signedInUser(t, 'admin');
    // Admins have their own (their postings' expiry, answers to interviews they scheduled).
    const adminCount = await call(t.app, unreadNotifications, {}, { token: adminToken });
    expect(adminCount.status).toBe(200);
    expect(adminCount.body.result).toEqual({ unread: 0 });

    const { token } = await withNotifications('student', 1);
    const noHeader = await t.app.inject({
      method: 'PUT',
      url: `/placementapi/v1/${markAllNotificationsRead.path}`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await unreadOf(token)).toBe(1);
  });

  it("the bell's minute-by-minute count never keeps an idle session alive; the user's own requests do", async () => {
    const { user, token } = await withNotifications('member', 1);
    const id = user.id;
    const lastSeen = async () =>
      (
        await t.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, id))
      )[0]!.at.getTime();
    const before = await lastSeen();
    t.advance(TOUCH_INTERVAL_MS + 1_000);
    expect(await unreadOf(token)).toBe(1);
    expect(await lastSeen()).toBe(before);
    // A request of the user's own (the list) counts as activity.
    expect((await call(t.app, listNotifications, { query: {} }, { token })).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(before);
  });
});
