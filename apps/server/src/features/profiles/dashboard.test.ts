import { createSavedSearch, updateSavedSearch } from '@pp/contract/alerts';
import type { StageCount } from '@pp/contract/pipeline';
import {
  getMemberDashboard,
  getStudentDashboard,
  PROFILE_NEXT_STEP,
  PROFILE_ROUTE,
} from '@pp/contract/profiles';
import { describe, expect, it } from 'vitest';
import {
  applyToJob,
  applyToTraining,
  attachResume,
  employerTestApp,
  insertEducation,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
  signedInEmployer,
  updateMemberProfile,
} from '../../test/fixtures/index.ts';
import { appForTests, call, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

let t: TestApp;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;

appForTests(async () => {
  t = await employerTestApp();
  employer = await signedInEmployer(t);
  return t;
});

const byStage = (stages: StageCount[]) => Object.fromEntries(stages.map((s) => [s.stage, s.count]));

async function signedInMember() {
  const signed = await signedInUser(t, 'member');
  await insertMemberProfile(t.ctx.db, signed.user.id);
  return signed;
}

async function signedInStudent() {
  const signed = await signedInUser(t, 'student');
  await insertStudentProfile(t.ctx.db, signed.user.id);
  return signed;
}

describe('GET member/dashboard', () => {
  it('measures the profile and names the first missing section as the next step', async () => {
    const member = await signedInMember();
    const empty = await call(t.app, getMemberDashboard, {}, { token: member.token });
    expect(empty.status).toBe(200);
    expect(empty.body.result!.completeness.percent).toBe(0);
    expect(empty.body.result!.completeness.sections.map((s) => s.key)).toEqual([
      'resume',
      'basicDetail',
      'skills',
      'education',
      'experience',
      'certification',
      'picture',
    ]);
    expect(empty.body.result!.nextStep).toEqual({
      key: 'resume',
      label: 'Resume',
      action: PROFILE_NEXT_STEP.resume,
      to: PROFILE_ROUTE.member,
    });

    await attachResume(t.ctx.db, member.user.id, 'member');
    await updateMemberProfile(t.ctx.db, member.user.id, {
      profileSummary: 'Secretarial work',
      skills: ['SKM-CG'],
    });
    await insertEducation(t.ctx.db, member.user.id, 'ACS');
    const res = await call(t.app, getMemberDashboard, {}, { token: member.token });
    const { completeness, nextStep } = res.body.result!;
    // 4 of 7 sections: resume, basic details, skills, education.
    expect(completeness.percent).toBe(57);
    expect(completeness.sections.filter((s) => s.done).map((s) => s.key)).toEqual([
      'resume',
      'basicDetail',
      'skills',
      'education',
    ]);
    expect(nextStep).toMatchObject({ key: 'experience', label: 'Experience' });
  });

  it("counts the member's own job applications by stage, saved searches and recommended jobs", async () => {
    const member = await signedInMember();
    const someoneElse = await signedInMember();
    await updateMemberProfile(t.ctx.db, member.user.id, { skills: ['SKM-CG'] });
    const now = t.ctx.now();
    const first = await insertJob(t.ctx.db, employer.user.id, now, { title: 'Dashboard Job One' });
    const second = await insertJob(t.ctx.db, employer.user.id, now, { title: 'Dashboard Job Two' });
    const deleted = await insertJob(t.ctx.db, employer.user.id, now, { deletedAt: now });
    await applyToJob(t.ctx.db, first.code, member.user.id);
    await applyToJob(t.ctx.db, second.code, member.user.id, { stage: 'interview' });
    // Not the member's: another member's application, and one to a posting deleted since.
    await applyToJob(t.ctx.db, first.code, someoneElse.user.id, { stage: 'hired' });
    await applyToJob(t.ctx.db, deleted.code, member.user.id, { stage: 'hired' });

    const criteria = { country: 'IN', state: 'IN-MH' };
    for (const name of ['Mumbai jobs', 'Pune jobs']) {
      const saved = await call(
        t.app,
        createSavedSearch,
        { body: { name, searchKind: 'memberJobs', frequency: 'weekly', criteria } },
        { token: member.token },
      );
      expect(saved.status).toBe(200);
      if (name === 'Pune jobs') {
        const off = await call(
          t.app,
          updateSavedSearch,
          { params: { code: saved.body.result!.code }, body: { active: false } },
          { token: member.token },
        );
        expect(off.status).toBe(200);
      }
    }
    await call(
      t.app,
      createSavedSearch,
      { body: { name: 'Not mine', searchKind: 'memberJobs', frequency: 'daily', criteria } },
      { token: someoneElse.token },
    );

    const res = await call(t.app, getMemberDashboard, {}, { token: member.token });
    expect(res.status).toBe(200);
    const result = res.body.result!;
    expect(result.applications).toHaveLength(1);
    expect(result.applications[0]!.kind).toBe('job');
    expect(result.applications[0]!.total).toBe(2);
    expect(byStage(result.applications[0]!.stages)).toEqual({
      applied: 1,
      shortlisted: 0,
      interview: 1,
      offered: 0,
      hired: 0,
      notSelected: 0,
    });
    expect(result.savedSearches).toEqual({ total: 2, alerting: 1 });
    expect(result.recommended.kind).toBe('job');
    expect(result.recommended.total).toBeGreaterThanOrEqual(2);
    expect(result.recommended.list.length).toBeGreaterThan(0);
    expect(result.recommended.list.length).toBeLessThanOrEqual(3);

    const other = (await call(t.app, getMemberDashboard, {}, { token: someoneElse.token })).body.result!;
    expect(byStage(other.applications[0]!.stages)).toMatchObject({ applied: 0, hired: 1 });
    expect(other.savedSearches).toEqual({ total: 1, alerting: 1 });
  });

  it('is for members only', async () => {
    const student = await signedInStudent();
    expect((await call(t.app, getMemberDashboard, {}, { token: student.token })).status).toBe(403);
    expect((await call(t.app, getMemberDashboard, {}, { token: employer.token })).status).toBe(403);
    expect((await call(t.app, getMemberDashboard, {})).status).toBe(401);
  });
});

describe('GET student/dashboard', () => {
  it("counts the student's job and training applications and lists open trainings in the student's State/UT", async () => {
    const student = await signedInStudent();
    const classmate = await signedInStudent();
    const now = t.ctx.now();
    const delhi = await insertTraining(t.ctx.db, employer.user.id, now, {
      title: 'Delhi Articleship',
      stateCode: 'IN-DL',
      cities: ['IN-DL-NEW-DELHI'],
    });
    await insertTraining(t.ctx.db, employer.user.id, now, { title: 'Mumbai Articleship' });
    const job = await insertJob(t.ctx.db, employer.user.id, now, { qualifications: ['Q-CSE-PASS'] });
    await applyToTraining(t.ctx.db, delhi.code, student.user.id, { stage: 'offered' });
    await applyToJob(t.ctx.db, job.code, student.user.id);
    await applyToTraining(t.ctx.db, delhi.code, classmate.user.id, { stage: 'notSelected' });
    await attachResume(t.ctx.db, student.user.id, 'student');

    const res = await call(t.app, getStudentDashboard, {}, { token: student.token });
    expect(res.status).toBe(200);
    const result = res.body.result!;
    expect(result.completeness.sections.map((s) => s.key)).toEqual([
      'resume',
      'basicDetail',
      'skills',
      'education',
      'experience',
      'additionalInfo',
      'picture',
    ]);
    expect(result.completeness.percent).toBe(14);
    expect(result.nextStep).toMatchObject({ key: 'basicDetail', to: PROFILE_ROUTE.student });
    const [jobs, trainings] = result.applications;
    expect(jobs).toMatchObject({ kind: 'job', total: 1 });
    expect(byStage(jobs!.stages)).toMatchObject({ applied: 1 });
    expect(trainings).toMatchObject({ kind: 'training', total: 1 });
    expect(byStage(trainings!.stages)).toMatchObject({ offered: 1, notSelected: 0 });
    expect(result.savedSearches).toEqual({ total: 0, alerting: 0 });
    expect(result.recommended).toEqual({
      kind: 'training',
      total: 1,
      list: [
        {
          code: delhi.code,
          title: 'Delhi Articleship',
          companyName: expect.any(String),
          endDate: expect.any(Number),
        },
      ],
    });
  });

  it('is for students only', async () => {
    const member = await signedInMember();
    expect((await call(t.app, getStudentDashboard, {}, { token: member.token })).status).toBe(403);
    expect((await call(t.app, getStudentDashboard, {})).status).toBe(401);
  });
});
