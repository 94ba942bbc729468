import { API_BASE } from '@pp/contract/endpoint';
import type { JobPostInput } from '@pp/contract/jobs';
import {
  exportJobApplicants,
  getJobDetail,
  listJobApplicants,
  listPostedJobs,
  postJob,
  setJobStatus,
  updateJobDates,
} from '@pp/contract/jobs';
import { EMPLOYER_MSG, MSG, OUR_MSG } from '@pp/contract/messages';
import { searchJobs } from '@pp/contract/search';
import { CUSTOM_NAME_MAX, CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { jobs } from '../../db/schema/postings.ts';
import {
  applyToJob,
  attachResume,
  backdateJob,
  DAY,
  employerTestApp,
  insertEducation,
  insertMemberProfile,
  insertStudentProfile,
  memberJob,
  signedInEmployer,
  studentJob,
  todayIst,
} from '../../test/fixtures/index.ts';
import { appForTests, call, expectRefused, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { sheetOf } from '../../test/xlsx.ts';

let t: TestApp;
let employer: { user: { id: number }; token: string };
let other: { user: { id: number }; token: string };
let admin: { token: string };

appForTests(async () => {
  t = await employerTestApp();
  employer = await signedInEmployer(t, { companyName: 'ACME SECRETARIAL LIMITED' });
  other = await signedInEmployer(t);
  admin = await signedInUser(t, 'admin');
  return t;
});

async function post(body: JobPostInput | Record<string, unknown>, token = employer.token) {
  return call(t.app, postJob, { body: body as JobPostInput }, { token });
}

async function posted(body: JobPostInput, token = employer.token) {
  const res = await post(body, token);
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function refusal(body: JobPostInput | Record<string, unknown>, field: string) {
  const res = await post(body);
  expect(res.status).toBe(400);
  return res.body.error.fields?.[field];
}

describe('POST job: posting', () => {
  it('posts a member job and answers the spec message', async () => {
    const res = await post(memberJob(t));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ code: expect.any(String), Message: MSG.jobPosted });
    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.code, res.body.result!.code));
    expect(rows[0]).toMatchObject({
      ownerId: employer.user.id,
      title: 'Company Secretary',
      status: 'active',
      isMemberJob: true,
      service: false,
      cities: ['IN-MH-MUMBAI', 'IN-MH-PUNE'],
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.post'), eq(auditLog.actorId, employer.user.id)));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("titles a non-member job 'Semi Qualified' whatever was sent", async () => {
    const code = await posted(studentJob(t, { title: 'Chief Executive Officer' }));
    const detail = await call(t.app, getJobDetail, { params: { code } }, { token: employer.token });
    expect(detail.body.result!.title).toBe('Semi Qualified');
  });

  it('sanitizes the description and defaults the service question to no', async () => {
    const { service: _service, ...body } = memberJob(t, {
      description:
        '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
    });
    const code = await posted(body as JobPostInput);
    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.code, code));
    expect(rows[0]!.description).not.toMatch(/script|onclick|javascript/);
    expect(rows[0]!.description).toContain('Hello');
    expect(rows[0]!.service).toBe(false);
  });

  it('refuses a title over 200 and a missing title of a member job', async () => {
    expect(await refusal(memberJob(t, { title: 'x'.repeat(201) }), 'title')).toBe(
      'Maximum 200 characters allowed',
    );
    expect(await refusal(memberJob(t, { title: '' }), 'title')).toBe(MSG.required);
  });

  it('refuses a description over 1000 characters of text, and an empty one', async () => {
    const long = `<p>${'a'.repeat(1001)}</p>`;
    expect(await refusal(memberJob(t, { description: long }), 'description')).toBe(
      'Maximum 1000 characters allowed',
    );
    // Markup does not count: 1000 characters of text in bold are fine.
    await posted(memberJob(t, { description: `<p><strong>${'a'.repeat(1000)}</strong></p>` }));
    expect(await refusal(memberJob(t, { description: '<p><script>x</script></p>' }), 'description')).toBe(
      MSG.required,
    );
  });

  it('wants a numeric vacancy', async () => {
    expect(await refusal({ ...memberJob(t), noOfVacancy: 'two' }, 'noOfVacancy')).toBeTruthy();
    expect(await refusal(memberJob(t, { noOfVacancy: 1.5 }), 'noOfVacancy')).toBe(
      'Vacancy must be a whole number',
    );
  });

  it("refuses a minimum salary above the maximum: 'Minimum salary should be less than Maximum salary'", async () => {
    expect(await refusal(memberJob(t, { minSalary: 900001, maxSalary: 900000 }), 'minSalary')).toBe(
      MSG.minSalaryOverMax,
    );
  });

  it('holds INR salaries to 6,00,000 for member jobs and 1,20,000 otherwise', async () => {
    expect(await refusal(memberJob(t, { minSalary: 599999 }), 'minSalary')).toBe(
      'Minimum salary cannot be less than ₹ 6,00,000',
    );
    await posted(memberJob(t, { minSalary: 600000 }));
    expect(await refusal(studentJob(t, { minSalary: 119999 }), 'minSalary')).toBe(
      'Minimum salary cannot be less than ₹ 1,20,000',
    );
    await posted(studentJob(t, { minSalary: 120000 }));
    // Other currencies have no floor.
    await posted(memberJob(t, { salaryCurrency: 'USD', minSalary: 50000, maxSalary: 70000 }));
  });

  it('refuses a minimum experience above the maximum', async () => {
    expect(
      await refusal(
        memberJob(t, { minExperienceInMonths: 40, maxExperienceInMonths: 36 }),
        'minExperienceInMonths',
      ),
    ).toBe('Minimum experience should be less than Maximum experience');
  });

  it('wants the start date from today (India time) and the end date start + a show-for option', async () => {
    const today = todayIst(t);
    expect(
      await refusal(memberJob(t, { startDate: today - DAY, endDate: today - DAY + 30 * DAY }), 'startDate'),
    ).toBe(EMPLOYER_MSG.startBeforeToday);
    expect(await refusal(memberJob(t, { startDate: today, endDate: today + 31 * DAY }), 'endDate')).toBe(
      EMPLOYER_MSG.showForDays,
    );
    for (const days of [7, 15, 45, 60, 90]) {
      await posted(memberJob(t, { startDate: today + DAY, endDate: today + DAY + days * DAY }));
    }
    expect(await refusal(memberJob(t, { startDate: today + 5 * DAY, endDate: today }), 'startDate')).toBe(
      MSG.startAfterEnd,
    );
  });

  it('uses India time for "today": 01:30 in India is already the next day', async () => {
    const now = t.ctx.now();
    const istMidnightTomorrow = todayIst(t) + DAY;
    // Move the clock to 01:30 India time of tomorrow (20:00 UTC today).
    const target = (istMidnightTomorrow + 90 * 60) * 1000;
    t.advance(target - now.getTime());
    try {
      expect(todayIst(t)).toBe(istMidnightTomorrow);
      // A new session: the earlier ones have been idle too long on the moved clock.
      const late = await signedInEmployer(t);
      const res = await post(
        memberJob(t, { startDate: istMidnightTomorrow - DAY, endDate: istMidnightTomorrow + 29 * DAY }),
        late.token,
      );
      expect(res.body.error.fields?.startDate).toBe(EMPLOYER_MSG.startBeforeToday);
      await posted(
        memberJob(t, { startDate: istMidnightTomorrow, endDate: istMidnightTomorrow + 30 * DAY }),
        late.token,
      );
    } finally {
      t.advance(now.getTime() - target);
    }
  });

  it('keeps a role and a skill typed in as custom names, and a search by that name finds the job', async () => {
    const code = await posted(
      memberJob(t, { role: ['R-CS', ' ESG  Reporting Lead '], skill: ['SKM-CG', 'Forensic Audit (Zeta)'] }),
    );
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.code, code));
    expect(row!.roles).toEqual(['R-CS', 'ESG Reporting Lead']);
    expect(row!.skills).toEqual(['SKM-CG', 'Forensic Audit (Zeta)']);
    const detail = await call(t.app, getJobDetail, { params: { code } }, { token: employer.token });
    expect(detail.body.result).toMatchObject({
      role: ['Company Secretary', 'ESG Reporting Lead'],
      skill: ['Corporate Governance', 'Forensic Audit (Zeta)'],
      roleCodes: ['R-CS', 'ESG Reporting Lead'],
      skillCodes: ['SKM-CG', 'Forensic Audit (Zeta)'],
    });
    // The name matches whatever its case; the list names the entries as stored.
    const found = await call(t.app, searchJobs, { query: { skill: 'forensic audit (zeta)' } });
    expect(found.status, found.body.error.Message).toBe(200);
    expect(found.body.result!.list.map((j) => j.code)).toEqual([code]);
    expect(found.body.result!.list[0]!.skill).toEqual(['Corporate Governance', 'Forensic Audit (Zeta)']);
    const byRole = await call(t.app, searchJobs, { query: { role: 'R-NOPE,esg reporting LEAD' } });
    expect(byRole.body.result!.list.map((j) => j.code)).toEqual([code]);
    expect((await call(t.app, searchJobs, { query: { skill: 'Forensic Audit' } })).body.result!.total).toBe(
      0,
    );
  });

  it('refuses a typed role or skill that is too long or has other characters', async () => {
    expect(await refusal(memberJob(t, { role: ['R-CS', 'r'.repeat(CUSTOM_NAME_MAX + 1)] }), 'role.1')).toBe(
      CUSTOM_NAME_MSG.tooLong,
    );
    expect(await refusal(memberJob(t, { skill: ['Audit, Tax'] }), 'skill.0')).toBe(
      CUSTOM_NAME_MSG.characters,
    );
    const search = await call(t.app, searchJobs, { query: { skill: 'SKM-CG,<b>Audit</b>' } });
    expect(search.status).toBe(400);
    expect(search.body.error.Message).toContain(CUSTOM_NAME_MSG.characters);
  });

  it('wants the terms ticked', async () => {
    expect(await refusal({ ...memberJob(t), terms: false }, 'terms')).toBe(
      'Please accept the terms and conditions',
    );
  });

  it('checks every code against the master data', async () => {
    expect(await refusal(memberJob(t, { city: ['IN-KA-BENGALURU'] }), 'city')).toBe(
      EMPLOYER_MSG.invalidLocation,
    );
    expect(await refusal(memberJob(t, { city: [] }), 'city')).toBe(EMPLOYER_MSG.cityRequired);
    expect(await refusal(memberJob(t, { state: 'IN-XX' }), 'state')).toBe(EMPLOYER_MSG.invalidLocation);
    expect(await refusal(memberJob(t, { country: 'QQ', otherCity: 'NOWHERE' }), 'country')).toBe(
      EMPLOYER_MSG.invalidCountry,
    );
    expect(await refusal(memberJob(t, { skill: ['SKS-ROC'] }), 'skill')).toBe(
      EMPLOYER_MSG.skillsForQualification,
    );
    expect(await refusal(studentJob(t, { skill: ['SKM-CG'] }), 'skill')).toBe(
      EMPLOYER_MSG.skillsForQualification,
    );
    expect(await refusal(memberJob(t, { jobType: 'JT-NOPE' }), 'jobType')).toBe(EMPLOYER_MSG.invalidJobType);
    expect(await refusal(memberJob(t, { qualification: ['Q-NOPE'] }), 'qualification')).toBe(
      EMPLOYER_MSG.invalidQualification,
    );
    expect(await refusal(memberJob(t, { qualification: ['Q-ACS', 'Q-CSE-PASS'] }), 'qualification')).toBe(
      EMPLOYER_MSG.mixedQualifications,
    );
    expect(
      await refusal(memberJob(t, { additionalQualification: ['AQ-NOPE'] }), 'additionalQualification'),
    ).toBe(EMPLOYER_MSG.invalidAdditionalQualification);
    expect(
      await refusal(memberJob(t, { salaryCurrency: 'XYZ', minSalary: 1, maxSalary: 2 }), 'salaryCurrency'),
    ).toBe(EMPLOYER_MSG.invalidCurrency);
  });

  it('posts a job abroad with its other city instead of state and cities (the country rule)', async () => {
    const abroad = {
      country: 'AE',
      state: 'IN-MH',
      city: ['IN-MH-MUMBAI'],
      salaryCurrency: 'USD',
      minSalary: 1,
    };
    expect(await refusal(memberJob(t, abroad), 'otherCity')).toBe(MSG.required);
    const code = await posted(memberJob(t, { ...abroad, otherCity: ' Dubai ' }));
    const detail = await call(t.app, getJobDetail, { params: { code } }, { token: employer.token });
    expect(detail.body.result).toMatchObject({
      countryName: 'United Arab Emirates',
      location: ['Dubai'],
      otherCity: 'Dubai',
      stateCode: '',
      cityCodes: [],
    });
    // In India the other city is not kept.
    const india = await posted(memberJob(t, { otherCity: 'Dubai' }));
    const indian = await call(t.app, getJobDetail, { params: { code: india } }, { token: employer.token });
    expect(indian.body.result).toMatchObject({ otherCity: '', location: ['Mumbai', 'Pune'] });
  });

  it('lets only employers post', async () => {
    const member = await signedInUser(t, 'member');
    expect((await post(memberJob(t), member.token)).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/job`,
      payload: memberJob(t),
      headers: { 'x-requested-with': 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.Message).toBe(MSG.sessionNotFound);
  });
});

describe('job detail, dates and status', () => {
  let code: string;
  beforeAll(async () => {
    code = await posted(memberJob(t));
  });

  it('shows the owner the dates and PCS flag; the public sees a published job without them', async () => {
    const own = await call(t.app, getJobDetail, { params: { code } }, { token: employer.token });
    expect(own.body.result).toMatchObject({
      code,
      companyName: 'ACME SECRETARIAL LIMITED',
      startDate: todayIst(t),
      isPCS: false,
      canManage: true,
      skill: ['Corporate Governance', 'SEBI LODR Compliance'],
      location: ['Mumbai', 'Pune'],
      role: ['Company Secretary'],
      jobType: 'Full Time',
      qualification: ['Associate Company Secretary (ACS)'],
      additionalQualification: ['LLB'],
      skillCodes: ['SKM-CG', 'SKM-LODR'],
    });
    const anonymous = await call(t.app, getJobDetail, { params: { code } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.result).toMatchObject({
      startDate: null,
      endDate: null,
      isPCS: null,
      canManage: false,
    });
    const rival = await call(t.app, getJobDetail, { params: { code } }, { token: other.token });
    expect(rival.body.result).toMatchObject({ startDate: null, canManage: false });
    const asAdmin = await call(t.app, getJobDetail, { params: { code } }, { token: admin.token });
    expect(asAdmin.body.result).toMatchObject({ canManage: true, startDate: todayIst(t) });
  });

  it('hides an unpublished job from everyone but its owner and admins', async () => {
    const hidden = await posted(memberJob(t));
    expect(
      (
        await call(
          t.app,
          setJobStatus,
          { body: { jobCode: hidden, status: 'blocked' } },
          { token: employer.token },
        )
      ).status,
    ).toBe(200);
    expect((await call(t.app, getJobDetail, { params: { code: hidden } })).status).toBe(404);
    expect(
      (await call(t.app, getJobDetail, { params: { code: hidden } }, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, getJobDetail, { params: { code: hidden } }, { token: employer.token })).status,
    ).toBe(200);
    expect((await call(t.app, getJobDetail, { params: { code: 'NoSuchCode123456' } })).status).toBe(404);
  });

  it('follows the employer transitions and refuses the others', async () => {
    const change = (status: 'active' | 'onHold' | 'blocked', token = employer.token) =>
      call(t.app, setJobStatus, { body: { jobCode: code, status } }, { token });
    // Close from Open.
    let res = await change('blocked');
    expect(res.body.result).toMatchObject({ jobCode: code, status: 'blocked' });
    // Open from Closed sets onHold.
    res = await change('onHold');
    expect(res.body.result!.status).toBe('onHold');
    // Close from OnHold.
    expect((await change('blocked')).body.result!.status).toBe('blocked');
    // Publish (detail page) sets active.
    expect((await change('active')).body.result!.status).toBe('active');
    // Open -> OnHold is an admin move only.
    res = await change('onHold');
    expect(res.status).toBe(400);
    expect(res.body.error.Message).toContain(EMPLOYER_MSG.statusNotAllowed);
    res = await change('onHold', admin.token);
    expect(res.body.result!.status).toBe('onHold');
    expect((await change('active', admin.token)).body.result!.status).toBe('active');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'job.status'));
    expect(audits.length).toBeGreaterThanOrEqual(6);
    const last = audits.sort((a, b) => a.id - b.id).at(-1)!;
    expect(last.detail).toMatchObject({ before: { status: 'onHold' }, after: { status: 'active' } });
    expect(last.targetId).not.toBeNull();
  });

  it('changes the dates; start may not be after end', async () => {
    const today = todayIst(t);
    const res = await call(
      t.app,
      updateJobDates,
      { body: { code, startDate: today + DAY, endDate: today + 10 * DAY } },
      { token: employer.token },
    );
    expect(res.body.result).toEqual({
      code,
      startDate: today + DAY,
      endDate: today + 10 * DAY,
      Message: MSG.jobUpdated,
    });
    const bad = await call(
      t.app,
      updateJobDates,
      { body: { code, startDate: today + 10 * DAY, endDate: today + DAY } },
      { token: employer.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.startDate).toBe(MSG.startAfterEnd);
    const tooLong = await call(
      t.app,
      updateJobDates,
      { body: { code, startDate: today, endDate: today + 400 * DAY } },
      { token: employer.token },
    );
    expect(tooLong.body.error.fields?.endDate).toBe(EMPLOYER_MSG.showTooLong);
  });

  it("answers 404 for another employer's job everywhere, never its data", async () => {
    const today = todayIst(t);
    const answers = await Promise.all([
      call(t.app, setJobStatus, { body: { jobCode: code, status: 'blocked' } }, { token: other.token }),
      call(
        t.app,
        updateJobDates,
        { body: { code, startDate: today, endDate: today + DAY } },
        { token: other.token },
      ),
      call(t.app, listJobApplicants, { query: { jobCode: code } }, { token: other.token }),
      call(t.app, exportJobApplicants, { query: { jobCode: code } }, { token: other.token }),
    ]);
    for (const res of answers) {
      expectRefused(res, 404, EMPLOYER_MSG.jobNotFound);
      expect(res.body.result).toBeNull();
    }
    const mine = await call(t.app, getJobDetail, { params: { code } }, { token: employer.token });
    expect(mine.body.result!.startDate).toBe(today + DAY);
  });

  it('keeps members and students away from management', async () => {
    const member = await signedInUser(t, 'member');
    const res = await call(
      t.app,
      setJobStatus,
      { body: { jobCode: code, status: 'blocked' } },
      { token: member.token },
    );
    expectRefused(res, 403, OUR_MSG.forbidden);
  });
});

describe('GET job/posted-job', () => {
  it('lists only the own jobs of the window, newest first, with counts and names', async () => {
    const fresh = await signedInEmployer(t, { companyName: 'WINDOW TEST LIMITED' });
    const recent = await posted(memberJob(t, { title: 'Recent job' }), fresh.token);
    const old = await posted(memberJob(t, { title: 'Old job' }), fresh.token);
    const now = t.ctx.now();
    await backdateJob(t.ctx.db, old, new Date(now.getTime() - 200 * DAY * 1000));
    await posted(memberJob(t, { title: 'Rival job' }), other.token);

    const list = await call(t.app, listPostedJobs, { query: {} }, { token: fresh.token });
    expect(list.body.result!.total).toBe(1);
    expect(list.body.result!.list[0]).toMatchObject({
      code: recent,
      title: 'Recent job',
      companyName: 'WINDOW TEST LIMITED',
      location: ['Mumbai', 'Pune'],
      countryName: 'India',
      applicationCount: 0,
      status: 'active',
      appliedOn: null,
    });
    const nowSec = Math.floor(now.getTime() / 1000);
    const older = await call(
      t.app,
      listPostedJobs,
      { query: { startDate: Date.UTC(2015, 0, 1) / 1000, endDate: nowSec - 180 * DAY } },
      { token: fresh.token },
    );
    expect(older.body.result!.list.map((j) => j.code)).toEqual([old]);
    const backwards = await call(
      t.app,
      listPostedJobs,
      { query: { startDate: nowSec, endDate: nowSec - DAY } },
      { token: fresh.token },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.startDate).toBe(MSG.startAfterEnd);
  });

  it('pages by 10', async () => {
    const busy = await signedInEmployer(t);
    for (let i = 0; i < 12; i++) await posted(memberJob(t, { title: `Job ${i}` }), busy.token);
    const first = await call(t.app, listPostedJobs, { query: {} }, { token: busy.token });
    expect(first.body.result!.list).toHaveLength(10);
    expect(first.body.result!.total).toBe(12);
    expect(first.body.result!.list[0]!.title).toBe('Job 11');
    const second = await call(t.app, listPostedJobs, { query: { page: 2 } }, { token: busy.token });
    expect(second.body.result!.list.map((j) => j.title)).toEqual(['Job 1', 'Job 0']);
  });
});

describe('applicants of a job', () => {
  let code: string;
  let memberCode: string;
  let resumeName: string;
  beforeAll(async () => {
    code = await posted(memberJob(t));
    const member = await makeUser(t, 'member', { name: 'ANANYA RAO' });
    memberCode = member.code;
    await insertMemberProfile(t.ctx.db, member.id, {
      skills: ['SKM-CG', 'SKM-FEMA'],
      totalExperienceInMonths: 50,
      currentCtc: 1250000,
      currentCompany: 'Nimbus',
      profileSummary: '=HYPERLINK("http://evil")',
      membershipNumber: '54321',
    });
    await insertEducation(t.ctx.db, member.id, 'LLB', 2016);
    await insertEducation(t.ctx.db, member.id, 'B.Com', 2012);
    resumeName = await attachResume(t.ctx.db, member.id, 'member');
    const student = await makeUser(t, 'student', { name: 'ROHIT VERMA' });
    await insertStudentProfile(t.ctx.db, student.id, {
      skills: ['SKS-ROC'],
      registrationNumber: '220456789',
    });
    const now = t.ctx.now().getTime();
    await applyToJob(t.ctx.db, code, member.id, { appliedAt: new Date(now - 2 * DAY * 1000) });
    await applyToJob(t.ctx.db, code, student.id, { appliedAt: new Date(now - DAY * 1000) });
  });

  it('lists them with the spec columns, latest first, 20 a page by default', async () => {
    const res = await call(t.app, listJobApplicants, { query: { jobCode: code } }, { token: employer.token });
    expect(res.status).toBe(200);
    expect(res.body.result!.total).toBe(2);
    const [first, second] = res.body.result!.list;
    expect(first!.name).toBe('ROHIT VERMA');
    expect(second).toMatchObject({
      userCode: memberCode,
      userType: '146C1691',
      name: 'ANANYA RAO',
      membershipNumber: '54321',
      membershipType: 'A',
      skill: ['Corporate Governance', 'FEMA'],
      qualification: ['LLB', 'B.Com'],
      totalExperienceInMonths: 50,
      currentCTC: 1250000,
      fileName: resumeName,
      city: 'Mumbai',
      stage: 'applied',
    });
    const byName = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: code, sort: 3 } },
      { token: employer.token },
    );
    expect(byName.body.result!.list.map((a) => a.name)).toEqual(['ANANYA RAO', 'ROHIT VERMA']);
    const posted = await call(t.app, listPostedJobs, { query: {} }, { token: employer.token });
    expect(posted.body.result!.list.find((j) => j.code === code)!.applicationCount).toBe(2);
  });

  it('lets an admin see them', async () => {
    const res = await call(t.app, listJobApplicants, { query: { jobCode: code } }, { token: admin.token });
    expect(res.body.result!.total).toBe(2);
  });

  it('exports them as the spec xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/job/applicant-export?jobCode=${code}`,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="report-\d+\.xlsx"/);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Membership Number',
      'Skills',
      'Add. Qualification',
      'Present Experience (years)',
      'Present CTC (lacs INR)',
      'Summary',
      'Email',
      'Contact Number',
      'Applied On',
      'Stage',
      'Interview (India time)',
    ]);
    expect(sheet.rowCount).toBe(3);
    const member = sheet.getRow(2).values as unknown[];
    expect(member[1]).toBe('ANANYA RAO');
    expect(member[2]).toBe('A54321');
    expect(member[3]).toBe('Corporate Governance, FEMA');
    expect(member[4]).toBe('LLB, B.Com');
    expect(member[5]).toBe(5);
    expect(member[6]).toBe('12.5');
    // A formula-looking cell is neutralized.
    expect(member[7]).toBe(`'=HYPERLINK("http://evil")`);
    expect(String(member[10])).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(member[11]).toBe('Applied');
    // A student: the registration number in the number column, no experience or CTC.
    const student = sheet.getRow(3).values as unknown[];
    expect(student[1]).toBe('ROHIT VERMA');
    expect(student[2]).toBe('220456789');
    expect(student[3]).toBe('ROC Compliances');
    expect(student[5] ?? '').toBe('');
    expect(student[6] ?? '').toBe('');
  });

  it("names the number column 'Registration Number' for a student job's applicants", async () => {
    const studentJobCode = await posted(studentJob(t));
    const student = await makeUser(t, 'student', { name: 'NEHA JAIN' });
    await insertStudentProfile(t.ctx.db, student.id, { registrationNumber: '220999111' });
    await applyToJob(t.ctx.db, studentJobCode, student.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/job/applicant-export?jobCode=${studentJobCode}`,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Name', 'Registration Number']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['NEHA JAIN', '220999111']);
  });

  it("refuses an empty export with 'No data found to export.'", async () => {
    const empty = await posted(memberJob(t));
    const res = await call(
      t.app,
      exportJobApplicants,
      { query: { jobCode: empty } },
      { token: employer.token },
    );
    expectRefused(res, 400, MSG.noDataToExport);
  });
});

describe('member seeing a job', () => {
  it('sees when they applied, even after the job closed', async () => {
    const code = await posted(memberJob(t));
    const member = await makeUser(t, 'member');
    await insertMemberProfile(t.ctx.db, member.id);
    const token = await signIn(t, member.email, 'member');
    await applyToJob(t.ctx.db, code, member.id);
    await call(
      t.app,
      setJobStatus,
      { body: { jobCode: code, status: 'blocked' } },
      { token: employer.token },
    );
    const res = await call(t.app, getJobDetail, { params: { code } }, { token });
    expect(res.status).toBe(200);
    expect(res.body.result!.appliedOn).toEqual(expect.any(Number));
    expect(res.body.result!.startDate).toBeNull();
  });
});
