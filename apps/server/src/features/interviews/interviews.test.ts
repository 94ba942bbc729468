import { istDay, istParts } from '@pp/contract/india-time';
import {
  cancelInterview,
  INTERVIEW_MSG,
  interviewCalendar,
  jobInterviews,
  myInterviews,
  pickInterviewSlot,
  rescheduleInterview,
  respondToInterview,
  scheduleJobInterview,
  scheduleTrainingInterview,
} from '@pp/contract/interviews';
import { exportJobApplicants, listJobApplicants } from '@pp/contract/jobs';
import { listNotifications } from '@pp/contract/notifications';
import { PIPELINE_MSG } from '@pp/contract/pipeline';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { interviewInvites } from '../../db/schema/interviews.ts';
import { jobApplications, trainingApplications } from '../../db/schema/postings.ts';
import { foldLine } from '../../platform/ics.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  type Candidate,
  insertCandidate,
  insertCorporateProfile,
  insertJob,
  insertTraining,
  mailsTo,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { interviewsForExport, sendInterviewReminders, withdrawFromInterviews } from './interviews.service.ts';

let t: TestApp;
let employer: { id: number; token: string; email: string };
let otherEmployer: { token: string };
let admin: { token: string };
type Person = Candidate;
let m1: Person;
let m2: Person;
let m3: Person;
let s1: Person;
let job: { id: number; code: string };
let training: { id: number; code: string };

const HOUR = 3600;

/** A date and time `hoursAhead` from the app's clock, in India time, on a whole quarter hour. */
function slotIn(hoursAhead: number) {
  const at = Math.floor(t.ctx.now().getTime() / 1000 / 900) * 900 + hoursAhead * HOUR;
  const p = istParts(at);
  return {
    slot: {
      date: istDay(at),
      time: `${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}`,
    },
    epoch: at,
  };
}

/** An iCalendar text's properties (lines unfolded), name with parameters -> values in order. */
function parseIcs(text: string): Map<string, string[]> {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const map = new Map<string, string[]>();
  for (const line of lines) {
    const i = line.indexOf(':');
    const key = line.slice(0, i);
    map.set(key, [...(map.get(key) ?? []), line.slice(i + 1)]);
  }
  return map;
}
const one = (ics: Map<string, string[]>, key: string) => ics.get(key)?.[0];

const baseBody = {
  roundName: 'First round',
  mode: 'inPerson' as const,
  location: 'ICSI House, 22 Institutional Area, Lodi Road, New Delhi',
  durationMinutes: 45,
  note: 'Please bring your certificates.',
};

async function setStage(userId: number, stage: 'applied' | 'shortlisted') {
  await t.ctx.db
    .update(jobApplications)
    .set({ stage })
    .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, userId)));
}

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const now = t.ctx.now();
  const e = await signedInUser(t, 'corporate');
  employer = { id: e.user.id, token: e.token, email: e.user.email };
  await insertCorporateProfile(t.ctx.db, employer.id, { companyName: 'INTERVIEW TEST LIMITED' });
  const o = await signedInUser(t, 'corporate');
  otherEmployer = { token: o.token };
  await insertCorporateProfile(t.ctx.db, o.user.id, { companyName: 'OTHER LIMITED' });
  admin = { token: (await signedInUser(t, 'admin')).token };
  m1 = await insertCandidate(t, 'member', { name: 'Ananya Rao' });
  m2 = await insertCandidate(t, 'member', { name: 'Vikram Mehta' });
  m3 = await insertCandidate(t, 'member', { name: 'Kavya Iyer' });
  s1 = await insertCandidate(t, 'student', { name: 'Rahul Kumar' });
  job = await insertJob(t.ctx.db, employer.id, now, { title: 'Company Secretary, Listed Company' });
  training = await insertTraining(t.ctx.db, employer.id, now, { title: 'Articleship' });
  // Applications as the apply endpoint writes them (its rules are tested in applications.test.ts).
  await t.ctx.db
    .insert(jobApplications)
    .values([m1, m2, m3].map((p) => ({ jobId: job.id, userId: p.id, stage: 'shortlisted' as const })));
  await t.ctx.db
    .insert(trainingApplications)
    .values({ trainingId: training.id, userId: s1.id, stage: 'shortlisted' });
  return t;
});

describe('who may schedule, and whom', () => {
  it('refuses another employer (404) and applicants not shortlisted (400), writing nothing', async () => {
    const { slot } = slotIn(48);
    const body = { ...baseBody, jobCode: job.code, userCodes: [m1.code], slots: [slot] };
    const other = await call(t.app, scheduleJobInterview, { body }, { token: otherEmployer.token });
    expect(other.status).toBe(404);
    const asCandidate = await call(t.app, scheduleJobInterview, { body }, { token: m1.token });
    expect(asCandidate.status).toBe(403);

    await setStage(m3.id, 'applied');
    const applied = await call(
      t.app,
      scheduleJobInterview,
      { body: { ...body, userCodes: [m1.code, m3.code] } },
      { token: employer.token },
    );
    expectRefused(applied, 400, INTERVIEW_MSG.notShortlisted);
    const notApplicant = await call(
      t.app,
      scheduleJobInterview,
      { body: { ...body, userCodes: [s1.code] } },
      { token: employer.token },
    );
    expectRefused(notApplicant, 404, PIPELINE_MSG.applicantNotFound);
    expect(await t.ctx.db.select().from(interviewInvites)).toHaveLength(0);
    await setStage(m3.id, 'shortlisted');
  });

  it('refuses bad details with their messages', async () => {
    const { slot } = slotIn(48);
    const cases: [object, string][] = [
      [{ slots: [slotIn(-1).slot] }, INTERVIEW_MSG.pastTime],
      [{ slots: [slotIn(24 * 400).slot] }, INTERVIEW_MSG.tooFarAhead],
      [{ mode: 'video', location: 'meet.example.com/abc' }, INTERVIEW_MSG.videoLink],
      [{ mode: 'inPerson', location: '' }, INTERVIEW_MSG.address],
      [{ durationMinutes: 5 }, INTERVIEW_MSG.duration],
      [{ roundName: ' ' }, INTERVIEW_MSG.roundName],
      [{ pick: true, slots: [slot], userCodes: [m1.code, m2.code] }, INTERVIEW_MSG.fewerSlots],
      [{ pick: true, slots: [slot, slot] }, INTERVIEW_MSG.duplicateSlot],
      [{ slots: [{ date: '2026-02-30', time: '10:00' }] }, INTERVIEW_MSG.date],
      [{ slots: [{ date: slot.date, time: '25:00' }] }, INTERVIEW_MSG.time],
      [{ userCodes: [] }, INTERVIEW_MSG.chooseCandidates],
    ];
    for (const [change, message] of cases) {
      const res = await call(
        t.app,
        scheduleJobInterview,
        { body: { ...baseBody, jobCode: job.code, userCodes: [m1.code], slots: [slot], ...change } as never },
        { token: employer.token },
      );
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.Message, JSON.stringify(change)).toBe(message);
    }
    expect(await t.ctx.db.select().from(interviewInvites)).toHaveLength(0);
  });
});

describe('one time for everyone', () => {
  let inviteCode = '';
  const at = () => slotIn(72);

  it('invites, moves the stage, mails an iCalendar invitation and notifies', async () => {
    const { slot, epoch } = at();
    const res = await call(
      t.app,
      scheduleJobInterview,
      { body: { ...baseBody, jobCode: job.code, userCodes: [m1.code], slots: [slot] } },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result).toMatchObject({ invited: 1, Message: 'The interview has been scheduled.' });

    const [application] = await t.ctx.db
      .select({ stage: jobApplications.stage })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, m1.id)));
    expect(application?.stage).toBe('interview');

    const [mail] = await mailsTo(t.ctx.db, m1.email, { newestFirst: true });
    expect(mail?.subject).toBe('Interview invitation: Company Secretary, Listed Company');
    expect(mail?.textBody).toContain('ICSI House');
    expect(mail?.textBody).toContain('(India time)');
    expect(mail?.calendarMethod).toBe('REQUEST');
    const ics = parseIcs(mail?.calendarBody ?? '');
    expect(one(ics, 'METHOD')).toBe('REQUEST');
    expect(one(ics, 'TZID')).toBe('Asia/Kolkata');
    expect(one(ics, 'TZOFFSETTO')).toBe('+0530');
    expect(one(ics, 'SEQUENCE')).toBe('0');
    expect(one(ics, 'STATUS')).toBe('CONFIRMED');
    const p = istParts(epoch);
    const local = `${istDay(epoch).replace(/-/g, '')}T${String(p.hours).padStart(2, '0')}${String(p.minutes).padStart(2, '0')}00`;
    expect(one(ics, 'DTSTART;TZID=Asia/Kolkata')).toBe(local);
    const end = istParts(epoch + 45 * 60);
    expect(one(ics, 'DTEND;TZID=Asia/Kolkata')?.slice(9, 13)).toBe(
      `${String(end.hours).padStart(2, '0')}${String(end.minutes).padStart(2, '0')}`,
    );
    // Commas in the address are escaped; the attendee is the candidate.
    expect(one(ics, 'LOCATION')).toBe('ICSI House\\, 22 Institutional Area\\, Lodi Road\\, New Delhi');
    expect([...ics.keys()].find((k) => k.startsWith('ATTENDEE'))).toContain('CN="Ananya Rao"');
    expect([...ics.values()].flat().some((v) => v === `mailto:${m1.email}`)).toBe(true);
    const uid = one(ics, 'UID') ?? '';
    expect(uid).toMatch(/^interview-.+@portal\.test$/);
    inviteCode = uid.replace(/^interview-/, '').replace(/@portal\.test$/, '');

    const notes = await call(t.app, listNotifications, { query: {} }, { token: m1.token });
    expect(notes.body.result?.list[0]).toMatchObject({
      kind: 'interviewInvited',
      params: { postingCode: job.code, roundName: 'First round', startsOn: epoch },
      link: '/member/job/application',
    });

    // The applicants list and the Excel carry the interview.
    const applicants = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: job.code } },
      { token: employer.token },
    );
    const row = applicants.body.result?.list.find((a) => a.userCode === m1.code);
    expect(row?.interview).toEqual({
      code: inviteCode,
      roundName: 'First round',
      startsOn: epoch,
      response: 'pending',
    });
    expect(applicants.body.result?.list.find((a) => a.userCode === m2.code)?.interview).toBeNull();
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/placementapi/v1/${exportJobApplicants.path}?jobCode=${job.code}`,
      headers: { authorization: `Bearer ${employer.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('Interview (India time)');
    expect(column).toBeGreaterThan(0);
    const cells: string[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) cells.push(String(r.getCell(column).value ?? ''));
    });
    expect(cells).toContain(
      `${istDay(epoch).slice(8, 10)}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][p.month]}-${p.year} ${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')} (Awaiting reply)`,
    );
  });

  it('shows the candidate their invitation; only theirs', async () => {
    const mine = await call(t.app, myInterviews, { query: {} }, { token: m1.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result?.list).toHaveLength(1);
    expect(mine.body.result?.list[0]).toMatchObject({
      code: inviteCode,
      postingCode: job.code,
      postingKind: 'job',
      companyName: 'INTERVIEW TEST LIMITED',
      status: 'scheduled',
      response: 'pending',
      slots: [],
    });
    const others = await call(t.app, myInterviews, { query: {} }, { token: m2.token });
    expect(others.body.result?.list).toHaveLength(0);
    const answer = await call(
      t.app,
      respondToInterview,
      { params: { code: inviteCode }, body: { response: 'accepted' } },
      { token: m2.token },
    );
    expect(answer.status).toBe(404);
    const ics = await call(t.app, interviewCalendar, { params: { code: inviteCode } }, { token: m2.token });
    expect(ics.status).toBe(404);
    const otherEmployerList = await call(
      t.app,
      jobInterviews,
      { query: { jobCode: job.code } },
      { token: otherEmployer.token },
    );
    expect(otherEmployerList.status).toBe(404);
  });

  it('takes the answer: another time needs a note; the employer is mailed and notified', async () => {
    const noNote = await call(
      t.app,
      respondToInterview,
      { params: { code: inviteCode }, body: { response: 'newTime' } },
      { token: m1.token },
    );
    expectRefused(noNote, 400, INTERVIEW_MSG.responseNote);
    const res = await call(
      t.app,
      respondToInterview,
      { params: { code: inviteCode }, body: { response: 'accepted' } },
      { token: m1.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result?.Message).toBe(INTERVIEW_MSG.accepted);
    expect(res.body.result?.invite.response).toBe('accepted');
    const [mail] = await mailsTo(t.ctx.db, employer.email, { newestFirst: true });
    expect(mail?.subject).toBe('Interview answer: Company Secretary, Listed Company');
    expect(mail?.textBody).toContain('Ananya Rao has accepted the interview invitation.');
    const notes = await call(t.app, listNotifications, { query: {} }, { token: employer.token });
    expect(notes.body.result?.list[0]).toMatchObject({
      kind: 'interviewAnswered',
      params: { candidateName: 'Ananya Rao', response: 'accepted' },
      link: `/corporate/job/applicant-${job.code}`,
    });
    const list = await call(
      t.app,
      jobInterviews,
      { query: { jobCode: job.code } },
      { token: employer.token },
    );
    expect(list.body.result?.list[0]).toMatchObject({
      code: inviteCode,
      name: 'Ananya Rao',
      response: 'accepted',
    });
    const byAdmin = await call(
      t.app,
      jobInterviews,
      { query: { jobCode: job.code } },
      { token: admin.token },
    );
    expect(byAdmin.body.result?.total).toBe(1);
  });

  it('moves the time: same UID, higher SEQUENCE, answer asked again; then cancels with METHOD:CANCEL', async () => {
    const before = parseIcs(
      (await mailsTo(t.ctx.db, m1.email, { newestFirst: true }))[0]?.calendarBody ?? '',
    );
    const { slot, epoch } = slotIn(96);
    const other = await call(
      t.app,
      rescheduleInterview,
      { params: { code: inviteCode }, body: slot },
      { token: otherEmployer.token },
    );
    expect(other.status).toBe(404);
    const res = await call(
      t.app,
      rescheduleInterview,
      { params: { code: inviteCode }, body: slot },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result?.invite).toMatchObject({ startsOn: epoch, response: 'pending' });
    const [moved] = await mailsTo(t.ctx.db, m1.email, { newestFirst: true });
    expect(moved?.subject).toBe('Interview moved: Company Secretary, Listed Company');
    const ics = parseIcs(moved?.calendarBody ?? '');
    expect(one(ics, 'UID')).toBe(one(before, 'UID'));
    expect(one(ics, 'SEQUENCE')).toBe('1');
    expect(one(ics, 'METHOD')).toBe('REQUEST');

    const cancelled = await call(
      t.app,
      cancelInterview,
      { params: { code: inviteCode } },
      { token: employer.token },
    );
    expect(cancelled.status).toBe(200);
    const [mail] = await mailsTo(t.ctx.db, m1.email, { newestFirst: true });
    expect(mail?.subject).toBe('Interview cancelled: Company Secretary, Listed Company');
    expect(mail?.calendarMethod).toBe('CANCEL');
    const cancel = parseIcs(mail?.calendarBody ?? '');
    expect(one(cancel, 'UID')).toBe(one(before, 'UID'));
    expect(one(cancel, 'SEQUENCE')).toBe('2');
    expect(one(cancel, 'STATUS')).toBe('CANCELLED');
    const notes = await call(t.app, listNotifications, { query: {} }, { token: m1.token });
    expect(notes.body.result?.list[0]).toMatchObject({
      kind: 'interviewChanged',
      params: { change: 'cancelled' },
    });

    const late = await call(
      t.app,
      respondToInterview,
      { params: { code: inviteCode }, body: { response: 'accepted' } },
      { token: m1.token },
    );
    expectRefused(late, 400, INTERVIEW_MSG.alreadyCancelled);
    const again = await call(
      t.app,
      cancelInterview,
      { params: { code: inviteCode } },
      { token: employer.token },
    );
    expect(again.status).toBe(400);
    // A cancelled invitation is no longer the applicant's interview in the list.
    const applicants = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: job.code } },
      { token: employer.token },
    );
    expect(applicants.body.result?.list.find((a) => a.userCode === m1.code)?.interview).toBeNull();
  });
});

describe('slots to pick', () => {
  it('lets each candidate pick one; a slot is taken once even when two pick it at the same moment', async () => {
    const a = slotIn(50);
    const b = slotIn(51);
    const res = await call(
      t.app,
      scheduleJobInterview,
      {
        body: {
          ...baseBody,
          mode: 'video',
          location: 'https://meet.example.com/cs-round-2',
          roundName: 'Second round',
          jobCode: job.code,
          userCodes: [m2.code, m3.code],
          pick: true,
          slots: [b.slot, a.slot],
        },
      },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result?.invited).toBe(2);
    const [offer] = await mailsTo(t.ctx.db, m2.email, { newestFirst: true });
    expect(offer?.subject).toBe('Interview invitation: choose a time for Company Secretary, Listed Company');
    expect(offer?.calendarBody).toBe('');

    const mine2 = (await call(t.app, myInterviews, { query: {} }, { token: m2.token })).body.result!.list[0]!;
    const mine3 = (await call(t.app, myInterviews, { query: {} }, { token: m3.token })).body.result!.list[0]!;
    expect(mine2.startsOn).toBeNull();
    expect(mine2.slots.map((s) => s.startsOn)).toEqual([a.epoch, b.epoch]);
    const first = mine2.slots[0]!.code;

    const early = await call(
      t.app,
      respondToInterview,
      { params: { code: mine2.code }, body: { response: 'accepted' } },
      { token: m2.token },
    );
    expectRefused(early, 400, INTERVIEW_MSG.pickFirst);

    // They race only on PostgreSQL (TEST_DATABASE_URL; .ci/run runs this project there): PGlite has
    // one connection, so there the two transactions run one after the other.
    const [r2, r3] = await Promise.all([
      call(
        t.app,
        pickInterviewSlot,
        { params: { code: mine2.code }, body: { slotCode: first } },
        { token: m2.token },
      ),
      call(
        t.app,
        pickInterviewSlot,
        { params: { code: mine3.code }, body: { slotCode: first } },
        { token: m3.token },
      ),
    ]);
    expect([r2.status, r3.status].sort()).toEqual([200, 409]);
    const [winner, loser] = r2.status === 200 ? [m2, m3] : [m3, m2];
    const lost = r2.status === 200 ? r3 : r2;
    expect(lost.body.error.Message).toBe(INTERVIEW_MSG.slotTaken);
    const holders = await t.ctx.db.execute(
      sql`select count(*)::int as n from interview_invites where slot_id = (select id from interview_slots where code = ${first}) and status = 'scheduled'`,
    );
    expect((holders as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

    const loserView = (await call(t.app, myInterviews, { query: {} }, { token: loser.token })).body.result!
      .list[0]!;
    expect(loserView.slots.map((s) => [s.taken, s.mine])).toEqual([
      [true, false],
      [false, false],
    ]);
    const second = await call(
      t.app,
      pickInterviewSlot,
      { params: { code: loserView.code }, body: { slotCode: loserView.slots[1]!.code } },
      { token: loser.token },
    );
    expect(second.status, second.body.error.Message).toBe(200);
    expect(second.body.result?.invite).toMatchObject({ startsOn: b.epoch, response: 'accepted' });
    const [booked] = await mailsTo(t.ctx.db, loser.email, { newestFirst: true });
    expect(booked?.subject).toBe('Interview booked: Company Secretary, Listed Company');
    expect(parseIcs(booked?.calendarBody ?? '').get('DTSTART;TZID=Asia/Kolkata')).toHaveLength(1);
    const winnerView = (await call(t.app, myInterviews, { query: {} }, { token: winner.token })).body.result!
      .list[0]!;
    expect(winnerView).toMatchObject({ startsOn: a.epoch, response: 'accepted' });
    expect(winnerView.slots.map((s) => s.mine)).toEqual([true, false]);

    // The .ics of the booked time, for the candidate and for the employer.
    for (const token of [winner.token, employer.token]) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/placementapi/v1/interview/invite/${winnerView.code}/ics`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/calendar');
      expect(one(parseIcs(file.body), 'UID')).toBe(`interview-${winnerView.code}@portal.test`);
    }
  });
});

describe("an admin's own posting", () => {
  it("tells the admin who posted it of the candidate's answer, in the admin's notification centre", async () => {
    const a = await signedInUser(t, 'admin');
    const adminJob = await insertJob(t.ctx.db, a.user.id, t.ctx.now(), { title: 'Institute Job' });
    await t.ctx.db
      .insert(jobApplications)
      .values({ jobId: adminJob.id, userId: m2.id, stage: 'shortlisted' });
    const { slot } = slotIn(80);
    const res = await call(
      t.app,
      scheduleJobInterview,
      { body: { ...baseBody, jobCode: adminJob.code, userCodes: [m2.code], slots: [slot] } },
      { token: a.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const invite = (
      await call(t.app, myInterviews, { query: {} }, { token: m2.token })
    ).body.result!.list.find((i) => i.postingCode === adminJob.code)!;
    const declined = await call(
      t.app,
      respondToInterview,
      { params: { code: invite.code }, body: { response: 'declined' } },
      { token: m2.token },
    );
    expect(declined.status, declined.body.error.Message).toBe(200);
    const notes = await call(t.app, listNotifications, { query: {} }, { token: a.token });
    expect(notes.status).toBe(200);
    expect(notes.body.result?.list[0]).toMatchObject({
      kind: 'interviewAnswered',
      params: { response: 'declined', postingTitle: 'Institute Job' },
      link: `/admin/job/applicant-${adminJob.code}`,
    });
  });
});

describe('training interviews', () => {
  it("invites a training's shortlisted student; the link leads to the student's training applications", async () => {
    const { slot } = slotIn(30);
    const res = await call(
      t.app,
      scheduleTrainingInterview,
      {
        body: {
          ...baseBody,
          mode: 'phone',
          location: '',
          trainingCode: training.code,
          userCodes: [s1.code],
          slots: [slot],
        },
      },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const notes = await call(t.app, listNotifications, { query: {} }, { token: s1.token });
    expect(notes.body.result?.list[0]).toMatchObject({
      kind: 'interviewInvited',
      link: '/student/training/application',
      params: { postingKind: 'training' },
    });
  });
});

describe('reminders', () => {
  it('reminds both sides once, 24 hours before, even when two processes run at once', async () => {
    // Nothing is within 24 hours yet (the earliest, the training's, is 30 hours ahead).
    expect(await sendInterviewReminders(t.ctx)).toBe(0);
    t.advance(8 * HOUR * 1000);
    // They race only on PostgreSQL (TEST_DATABASE_URL; .ci/run runs this project there): PGlite has
    // one connection, so there the two transactions run one after the other.
    const [first, second] = await Promise.all([sendInterviewReminders(t.ctx), sendInterviewReminders(t.ctx)]);
    expect(first + second).toBe(1);
    const reminders = (await mailsTo(t.ctx.db, s1.email, { newestFirst: true })).filter((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe('Reminder: interview tomorrow for Articleship');
    const employerReminders = (await mailsTo(t.ctx.db, employer.email, { newestFirst: true })).filter((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(employerReminders).toHaveLength(1);
    expect(employerReminders[0]?.textBody).toContain('Rahul Kumar, Articleship (First round)');
    expect(await sendInterviewReminders(t.ctx)).toBe(0);
    // 28 hours later both booked job slots (50 and 51 hours ahead at the start) are due.
    t.advance(20 * HOUR * 1000);
    expect(await sendInterviewReminders(t.ctx)).toBe(2);
    expect(
      (await mailsTo(t.ctx.db, employer.email, { newestFirst: true })).filter((m) =>
        m.subject.startsWith('Reminder'),
      ),
    ).toHaveLength(2);
  });
});

describe("the candidate's data", () => {
  it('carries their invitations in the data export; deletion cancels upcoming ones and removes their notes', async () => {
    // The clock moved a day on: sessions idled out.
    employer.token = await signIn(t, employer.email, 'corporate');
    m1.token = await signIn(t, m1.email, 'member');
    const { slot } = slotIn(60);
    const res = await call(
      t.app,
      scheduleJobInterview,
      {
        body: {
          ...baseBody,
          roundName: 'Final round',
          jobCode: job.code,
          userCodes: [m1.code],
          slots: [slot],
        },
      },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const code = (await call(t.app, myInterviews, { query: {} }, { token: m1.token })).body.result!.list[0]!
      .code;
    const asked = await call(
      t.app,
      respondToInterview,
      { params: { code }, body: { response: 'newTime', note: 'Mornings suit me.' } },
      { token: m1.token },
    );
    expect(asked.status, asked.body.error.Message).toBe(200);
    const exported = await interviewsForExport(t.ctx, m1.id);
    expect(exported).toContainEqual(
      expect.objectContaining({
        roundName: 'Final round',
        response: 'newTime',
        responseNote: 'Mornings suit me.',
      }),
    );
    await withdrawFromInterviews(t.ctx, m1.id);
    const after = await interviewsForExport(t.ctx, m1.id);
    expect(after.find((i) => i.roundName === 'Final round')).toMatchObject({
      status: 'cancelled',
      responseNote: '',
    });
  });
});

describe('calendar text', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'साक्षात्कार '.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
