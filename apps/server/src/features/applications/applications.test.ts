import {
  APPLY_CODE,
  applyForJob,
  applyForTraining,
  applyForTrainingPublic,
  memberJobApplicationCodes,
  memberJobApplications,
  studentJobApplicationCodes,
  studentJobApplications,
  studentTrainingApplicationCodes,
  studentTrainingApplications,
} from '@pp/contract/applications';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  closeJob,
  insertCandidate,
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
  jobApplicationCount,
  trainingApplicationCount,
} from '../../test/fixtures/index.ts';
import {
  appForTests,
  call,
  createTestApp,
  expectRefused,
  makeUser,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let employerId: number;
let now: Date;

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  now = t.ctx.now();
  employerId = (await makeUser(t, 'corporate')).id;
  await insertCorporateProfile(t.ctx.db, employerId);
  return t;
});

const memberJob = (overrides = {}) =>
  insertJob(t.ctx.db, employerId, now, { qualifications: ['Q-ACS'], ...overrides });
const studentJob = (overrides = {}) =>
  insertJob(t.ctx.db, employerId, now, { qualifications: ['Q-CSE-PASS'], ...overrides });
const openTraining = (overrides = {}) => insertTraining(t.ctx.db, employerId, now, overrides);

const applyJob = (jobCode: string, token?: string) =>
  call(t.app, applyForJob, { body: { jobCode } }, { token });
const applyTraining = (trainingCode: string, token?: string) =>
  call(t.app, applyForTraining, { body: { trainingCode } }, { token });

describe('applying for a job', () => {
  it('records one application, counts it on the job, and lists it with its date', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const job = await memberJob();
    const res = await applyJob(job.code, m.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      code: APPLY_CODE.applied,
      jobCode: job.code,
      appliedOn: expect.any(Number),
      createdOn: expect.any(Number),
      Message: MSG.jobApplied,
    });
    expect(Math.abs(res.body.result!.appliedOn - Math.floor(now.getTime() / 1000))).toBeLessThan(60);
    expect(await jobApplicationCount(t.ctx.db, job.id)).toBe(1);

    const list = await call(t.app, memberJobApplications, { query: {} }, { token: m.token });
    expect(list.body.result!.total).toBe(1);
    expect(list.body.result!.list[0]).toMatchObject({
      code: job.code,
      appliedOn: res.body.result!.appliedOn,
    });
    const codes = await call(t.app, memberJobApplicationCodes, {}, { token: m.token });
    expect(codes.body.result).toEqual({
      list: [{ jobCode: job.code, appliedOn: res.body.result!.appliedOn }],
      total: 1,
    });
  });

  it('answers code 0 without jobCode when applied before, and changes nothing', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const job = await memberJob();
    const first = await applyJob(job.code, m.token);
    const again = await applyJob(job.code, m.token);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({
      code: APPLY_CODE.alreadyApplied,
      appliedOn: first.body.result!.appliedOn,
      createdOn: first.body.result!.appliedOn,
      Message: MSG.jobAlreadyApplied,
    });
    expect(again.body.result).not.toHaveProperty('jobCode');
    expect(await jobApplicationCount(t.ctx.db, job.id)).toBe(1);
  });

  it('keeps one application when the same person applies twice at once', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const job = await memberJob();
    const results = await Promise.all([applyJob(job.code, m.token), applyJob(job.code, m.token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.result!.code).sort()).toEqual([0, 1]);
    expect(await jobApplicationCount(t.ctx.db, job.id)).toBe(1);
  });

  it('refuses without a resume, with the spec message and a null result', async () => {
    const m = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, m.user.id);
    const job = await memberJob();
    const res = await applyJob(job.code, m.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: null,
      error: { Message: MSG.applyWithoutResume, code: 'MSG.applyWithoutResume' },
    });
    expect(await jobApplicationCount(t.ctx.db, job.id)).toBe(0);
    // No profile at all: the same.
    const bare = await signedInUser(t, 'member');
    expect((await applyJob(job.code, bare.token)).body.error.Message).toBe(MSG.applyWithoutResume);
  });

  it('lets only members apply for member jobs and only students for student jobs', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const s = await insertCandidate(t, 'student', { resume: true });
    const corporate = await signedInUser(t, 'corporate');
    const admin = await signedInUser(t, 'admin');
    const forMembers = await memberJob();
    const forStudents = await studentJob();

    const studentOnMemberJob = await applyJob(forMembers.code, s.token);
    expectRefused(studentOnMemberJob, 403, MSG.onlyMembersApply);
    const memberOnStudentJob = await applyJob(forStudents.code, m.token);
    expectRefused(memberOnStudentJob, 403, MSG.onlyStudentsApply);
    for (const token of [corporate.token, admin.token]) {
      const res = await applyJob(forMembers.code, token);
      expectRefused(res, 403, MSG.onlyMembersApply);
    }
    const anonymous = await applyJob(forMembers.code);
    expectRefused(anonymous, 401, MSG.sessionNotFound);
    expect(await jobApplicationCount(t.ctx.db, forMembers.id)).toBe(0);
    expect(await jobApplicationCount(t.ctx.db, forStudents.id)).toBe(0);

    const ok = await applyJob(forStudents.code, s.token);
    expect(ok.body.result!.code).toBe(1);
    const list = await call(t.app, studentJobApplications, { query: {} }, { token: s.token });
    expect(list.body.result!.list.map((i) => i.code)).toEqual([forStudents.code]);
    const codes = await call(t.app, studentJobApplicationCodes, {}, { token: s.token });
    expect(codes.body.result!.list.map((i) => i.jobCode)).toEqual([forStudents.code]);
    // The member's own list is the member's only.
    expect((await call(t.app, memberJobApplications, { query: {} }, { token: s.token })).status).toBe(403);
  });

  it('refuses jobs that are closed, on hold, not yet shown or past their last day', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const refused = [
      await memberJob({ status: 'blocked' }),
      await memberJob({ status: 'onHold' }),
      await memberJob({ startDate: new Date(now.getTime() + DAY_MS) }),
      await memberJob({
        startDate: new Date(now.getTime() - 40 * DAY_MS),
        endDate: new Date(now.getTime() - 2 * DAY_MS),
      }),
    ];
    for (const job of refused) {
      const res = await applyJob(job.code, m.token);
      expectRefused(res, 400, OUR_MSG.jobClosed);
      expect(await jobApplicationCount(t.ctx.db, job.id)).toBe(0);
    }
    const deleted = await memberJob({ deletedAt: now });
    expect((await applyJob(deleted.code, m.token)).status).toBe(404);
    expect((await applyJob('NoSuchJobCode000', m.token)).body.error.Message).toBe(OUR_MSG.jobNotFound);
  });

  it('still says "already applied" for a job closed after the application', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const job = await memberJob();
    await applyJob(job.code, m.token);
    await closeJob(t.ctx.db, job.id);
    const res = await applyJob(job.code, m.token);
    expect(res.body.result!.code).toBe(APPLY_CODE.alreadyApplied);
    expect(res.body.result!.Message).toBe(MSG.jobAlreadyApplied);
  });

  it('needs a job code', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const res = await call(t.app, applyForJob, { body: { jobCode: '' } }, { token: m.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.jobCode).toBe(MSG.selectJobToApply);
  });
});

describe('applying for a training', () => {
  it('records one application per student, counts it, lists it, and says so when repeated', async () => {
    const s = await insertCandidate(t, 'student', { resume: true });
    const training = await openTraining();
    const res = await applyTraining(training.code, s.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      code: 1,
      trainingCode: training.code,
      Message: MSG.trainingApplied,
    });
    const again = await call(
      t.app,
      applyForTrainingPublic,
      { body: { trainingCode: training.code } },
      { token: s.token },
    );
    expect(again.body.result).toEqual({
      code: 0,
      appliedOn: res.body.result!.appliedOn,
      createdOn: res.body.result!.appliedOn,
      Message: MSG.trainingAlreadyApplied,
    });
    expect(await trainingApplicationCount(t.ctx.db, training.id)).toBe(1);
    const list = await call(t.app, studentTrainingApplications, { query: {} }, { token: s.token });
    expect(list.body.result!.list).toEqual([
      expect.objectContaining({ code: training.code, appliedOn: res.body.result!.appliedOn }),
    ]);
    const codes = await call(t.app, studentTrainingApplicationCodes, {}, { token: s.token });
    expect(codes.body.result!.list).toEqual([
      { trainingCode: training.code, appliedOn: res.body.result!.appliedOn },
    ]);
  });

  it('applies through training/applicationPublic with the same rules', async () => {
    const s = await insertCandidate(t, 'student', { resume: true });
    const training = await openTraining();
    const res = await call(
      t.app,
      applyForTrainingPublic,
      { body: { trainingCode: training.code } },
      { token: s.token },
    );
    expect(res.body.result!.code).toBe(1);
    expect(await trainingApplicationCount(t.ctx.db, training.id)).toBe(1);
  });

  it('lets only students apply', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const corporate = await signedInUser(t, 'corporate');
    const training = await openTraining();
    for (const token of [m.token, corporate.token]) {
      const res = await applyTraining(training.code, token);
      expectRefused(res, 403, MSG.onlyStudentsApply);
    }
    expect(await trainingApplicationCount(t.ctx.db, training.id)).toBe(0);
  });

  it('refuses without a resume, with the training wording', async () => {
    const s = await signedInUser(t, 'student');
    await insertStudentProfile(t.ctx.db, s.user.id);
    const training = await openTraining();
    const res = await applyTraining(training.code, s.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: null,
      error: { Message: MSG.applyTrainingWithoutResume, code: 'MSG.applyTrainingWithoutResume' },
    });
  });

  it('refuses trainings closed or outside their application window', async () => {
    const s = await insertCandidate(t, 'student', { resume: true });
    const refused = [
      await openTraining({ status: 'blocked' }),
      await openTraining({ applicationStart: new Date(now.getTime() + DAY_MS) }),
      await openTraining({
        applicationStart: new Date(now.getTime() - 30 * DAY_MS),
        applicationEnd: new Date(now.getTime() - 2 * DAY_MS),
      }),
    ];
    for (const training of refused) {
      const res = await applyTraining(training.code, s.token);
      expectRefused(res, 400, OUR_MSG.trainingClosed);
    }
    expect((await applyTraining('NoSuchTraining00', s.token)).status).toBe(404);
  });
});

describe('own application lists', () => {
  it('page latest first with totals', async () => {
    const m = await insertCandidate(t, 'member', { resume: true });
    const jobs = [];
    for (let i = 0; i < 3; i++) {
      const job = await memberJob();
      jobs.push(job.code);
      await applyJob(job.code, m.token);
      t.advance(1000);
    }
    const first = await call(
      t.app,
      memberJobApplications,
      { query: { page: 1, limit: 2 } },
      { token: m.token },
    );
    const second = await call(
      t.app,
      memberJobApplications,
      { query: { page: 2, limit: 2 } },
      { token: m.token },
    );
    expect(first.body.result!.total).toBe(3);
    expect([...first.body.result!.list, ...second.body.result!.list].map((i) => i.code)).toEqual(
      jobs.reverse(),
    );
  });
});
