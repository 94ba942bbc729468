import { applyForJob } from '@pp/contract/applications';
import { saveSkill } from '@pp/contract/lookups';
import {
  JOB_SORT,
  recentInternationalJobs,
  recentJobs,
  recentTrainings,
  recommendedJobs,
  searchJobs,
  searchTrainings,
  TRAINING_SORT,
} from '@pp/contract/search';
import { describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  attachResume,
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import type { JobInsert } from '../jobs/jobs.repo.ts';
import type { TrainingInsert } from '../trainings/trainings.repo.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let t: TestApp;
let employerId: number;
let member: { id: number; token: string };
let student: { id: number; token: string };
let now: Date;

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  now = t.ctx.now();
  const employer = await makeUser(t, 'corporate', { name: 'FALLBACK NAME' });
  employerId = employer.id;
  await insertCorporateProfile(t.ctx.db, employerId, {
    companyName: 'SHREE TEST LIMITED',
    industryTypes: ['IND-MFG', 'IND-CHEM'],
    isListed: true,
    listingType: '',
  });
  const m = await signedInUser(t, 'member');
  member = { id: m.user.id, token: m.token };
  await insertMemberProfile(t.ctx.db, member.id);
  await attachResume(t.ctx.db, member.id, 'member');
  const s = await signedInUser(t, 'student');
  student = { id: s.user.id, token: s.token };
  await insertStudentProfile(t.ctx.db, student.id);
  await attachResume(t.ctx.db, student.id, 'student');
  return t;
});

/** Jobs of one test share a job type no other test uses, so each test sees only its own rows. */
let tag = 0;
function jobTag() {
  tag++;
  return `JT-T${tag}`;
}

async function job(jobType: string, overrides: Partial<JobInsert> = {}) {
  return insertJob(t.ctx.db, employerId, now, { jobType, ...overrides });
}

async function training(durationCode: string, overrides: Partial<TrainingInsert> = {}) {
  return insertTraining(t.ctx.db, employerId, now, { durationCode, ...overrides });
}

type JobQuery = Parameters<typeof call<typeof searchJobs>>[2]['query'];

async function search(query: JobQuery, token?: string) {
  const res = await call(t.app, searchJobs, { query }, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

async function codesOf(query: JobQuery, token?: string) {
  return (await search(query, token)).list.map((item) => item.code);
}

describe('job search: range overlap', () => {
  it('matches jobs whose experience range overlaps the one asked for, edges included', async () => {
    const jt = jobTag();
    const a = await job(jt, { minExperienceInMonths: 12, maxExperienceInMonths: 36 });
    const b = await job(jt, { minExperienceInMonths: 36, maxExperienceInMonths: 60 });
    const c = await job(jt, { minExperienceInMonths: 60, maxExperienceInMonths: 120 });
    expect(new Set(await codesOf({ jobType: jt, minExperience: 24, maxExperience: 36 }))).toEqual(
      new Set([a.code, b.code]),
    );
    expect(await codesOf({ jobType: jt, minExperience: 61, maxExperience: 84 })).toEqual([c.code]);
    expect(await codesOf({ jobType: jt, minExperience: 121, maxExperience: 180 })).toEqual([]);
    expect((await search({ jobType: jt })).total).toBe(3);
  });

  it('matches salaries that overlap, in the currency asked for (INR by default)', async () => {
    const jt = jobTag();
    const low = await job(jt, { minSalary: 600_000, maxSalary: 900_000 });
    const high = await job(jt, { minSalary: 1_000_000, maxSalary: 1_500_000 });
    const usd = await job(jt, {
      minSalary: 60_000,
      maxSalary: 90_000,
      salaryCurrency: 'USD',
      countryCode: 'AE',
    });
    expect(new Set(await codesOf({ jobType: jt, minSalary: 800_000, maxSalary: 1_000_000 }))).toEqual(
      new Set([low.code, high.code]),
    );
    expect(await codesOf({ jobType: jt, minSalary: 1_500_001, maxSalary: 2_000_000 })).toEqual([]);
    expect(
      await codesOf({ jobType: jt, minSalary: 50_000, maxSalary: 75_000, salaryCurrency: 'USD' }),
    ).toEqual([usd.code]);
  });
});

describe('job search: codes match any of the chosen ones', () => {
  it('matches any chosen skill and any chosen role', async () => {
    const jt = jobTag();
    const ab = await job(jt, { skills: ['SKM-CG', 'SKM-SA'], roles: ['R-CS'] });
    const c = await job(jt, { skills: ['SKM-FEMA'], roles: ['R-CO'] });
    await job(jt, { skills: ['SKM-IBC'], roles: ['R-LM'] });
    expect(new Set(await codesOf({ jobType: jt, skill: 'SKM-SA,SKM-FEMA' }))).toEqual(
      new Set([ab.code, c.code]),
    );
    expect(await codesOf({ jobType: jt, skill: 'SKM-CG' })).toEqual([ab.code]);
    expect(new Set(await codesOf({ jobType: jt, role: 'R-CS,R-CO' }))).toEqual(new Set([ab.code, c.code]));
    // Skill and role together: both must match.
    expect(await codesOf({ jobType: jt, skill: 'SKM-FEMA', role: 'R-CS' })).toEqual([]);
  });

  it("takes city '*' (or no city) as every city of the state", async () => {
    const jt = jobTag();
    const mumbai = await job(jt, { stateCode: 'IN-MH', cities: ['IN-MH-MUMBAI'] });
    const pune = await job(jt, { stateCode: 'IN-MH', cities: ['IN-MH-PUNE', 'IN-MH-NAGPUR'] });
    await job(jt, { stateCode: 'IN-KA', cities: ['IN-KA-BENGALURU'] });
    const all = new Set([mumbai.code, pune.code]);
    expect(new Set(await codesOf({ jobType: jt, country: 'IN', state: 'IN-MH', city: '*' }))).toEqual(all);
    expect(new Set(await codesOf({ jobType: jt, state: 'IN-MH' }))).toEqual(all);
    expect(await codesOf({ jobType: jt, state: 'IN-MH', city: 'IN-MH-NAGPUR' })).toEqual([pune.code]);
    expect(
      new Set(await codesOf({ jobType: jt, state: 'IN-MH', city: 'IN-MH-NAGPUR,IN-MH-MUMBAI' })),
    ).toEqual(all);
  });

  it('filters work from home (Yes or Limited), industry and company type of the employer', async () => {
    const jt = jobTag();
    const remote = await job(jt, { workCulture: 'Yes' });
    const hybrid = await job(jt, { workCulture: 'Limited' });
    await job(jt, { workCulture: 'No' });
    expect(new Set(await codesOf({ jobType: jt, workFromHome: 'true' }))).toEqual(
      new Set([remote.code, hybrid.code]),
    );
    expect((await search({ jobType: jt, industry: 'IND-CHEM' })).total).toBe(3);
    expect((await search({ jobType: jt, industry: 'IND-BANK' })).total).toBe(0);
    expect((await search({ jobType: jt, companyType: 'CT-LISTED' })).total).toBe(3);
    expect((await search({ jobType: jt, companyType: 'CT-PCS,CT-PVT' })).total).toBe(0);
  });
});

describe('job lists: only published, open jobs inside their window', () => {
  it('hides jobs not yet shown, past their last day, on hold, unpublished or deleted', async () => {
    const jt = jobTag();
    const open = await job(jt);
    // Ends earlier today: shown till the end of its last day (India time).
    const endsToday = await job(jt, { endDate: new Date(now.getTime() - 1000) });
    await job(jt, { startDate: new Date(now.getTime() + DAY_MS) });
    await job(jt, {
      startDate: new Date(now.getTime() - 40 * DAY_MS),
      endDate: new Date(now.getTime() - 2 * DAY_MS),
    });
    await job(jt, { status: 'onHold' });
    await job(jt, { status: 'blocked' });
    await job(jt, { deletedAt: now });
    const codes = new Set(await codesOf({ jobType: jt }));
    const ist = new Date(now.getTime() + 5.5 * HOUR_MS);
    const endsTodayVisible = ist.getUTCHours() * HOUR_MS + ist.getUTCMinutes() * 60_000 > 1000;
    expect(codes).toEqual(new Set(endsTodayVisible ? [open.code, endsToday.code] : [open.code]));
    const recent = await call(t.app, recentJobs, { query: { jobType: jt } });
    expect(new Set(recent.body.result!.list.map((i) => i.code))).toEqual(codes);
  });
});

describe('job lists: sorting and paging', () => {
  it('sorts by freshness, by lowest experience and by highest salary', async () => {
    const jt = jobTag();
    const older = await job(jt, {
      createdAt: new Date(now.getTime() - 2 * HOUR_MS),
      minExperienceInMonths: 0,
      maxExperienceInMonths: 12,
      minSalary: 600_000,
      maxSalary: 2_000_000,
    });
    const newest = await job(jt, {
      createdAt: now,
      minExperienceInMonths: 60,
      maxExperienceInMonths: 96,
      minSalary: 600_000,
      maxSalary: 800_000,
    });
    const middle = await job(jt, {
      createdAt: new Date(now.getTime() - HOUR_MS),
      minExperienceInMonths: 24,
      maxExperienceInMonths: 48,
      minSalary: 900_000,
      maxSalary: 1_200_000,
    });
    expect(await codesOf({ jobType: jt, sort: JOB_SORT.freshness })).toEqual([
      newest.code,
      middle.code,
      older.code,
    ]);
    expect(await codesOf({ jobType: jt, sort: JOB_SORT.experience })).toEqual([
      older.code,
      middle.code,
      newest.code,
    ]);
    expect(await codesOf({ jobType: jt, sort: JOB_SORT.salary })).toEqual([
      older.code,
      middle.code,
      newest.code,
    ]);
  });

  it('pages in SQL with the total of every match', async () => {
    const jt = jobTag();
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      made.push((await job(jt, { createdAt: new Date(now.getTime() - i * 60_000) })).code);
    }
    const first = await search({ jobType: jt, page: 1, limit: 5 });
    const second = await search({ jobType: jt, page: 2, limit: 5 });
    const third = await search({ jobType: jt, page: 3, limit: 5 });
    expect([first.total, second.total, third.total]).toEqual([12, 12, 12]);
    expect([first.list.length, second.list.length, third.list.length]).toEqual([5, 5, 2]);
    expect([...first.list, ...second.list, ...third.list].map((i) => i.code)).toEqual(made);
    // The total comes with the page's rows; a page past the last match still tells it.
    expect(await search({ jobType: jt, page: 4, limit: 5 })).toEqual({ list: [], total: 12 });
    expect(await search({ jobType: `${jt}-NONE` })).toEqual({ list: [], total: 0 });
    // Default page size of the search: 10.
    expect((await search({ jobType: jt })).list).toHaveLength(10);
    const res = await call(t.app, searchJobs, { query: { limit: 1000 } });
    expect(res.status).toBe(400);
  });
});

describe('job lists: who sees what, names and application dates', () => {
  it('shows members member jobs, students student jobs, visitors both or the audience asked', async () => {
    const jt = jobTag();
    const forMembers = await job(jt, { qualifications: ['Q-FCS'] });
    const forStudents = await job(jt, { qualifications: ['Q-CSE-PASS'], skills: ['SKS-ROC'] });
    expect(await codesOf({ jobType: jt }, member.token)).toEqual([forMembers.code]);
    expect(await codesOf({ jobType: jt }, student.token)).toEqual([forStudents.code]);
    // A member cannot widen the audience.
    expect(await codesOf({ jobType: jt, audience: 'student' }, member.token)).toEqual([forMembers.code]);
    expect(new Set(await codesOf({ jobType: jt }))).toEqual(new Set([forMembers.code, forStudents.code]));
    expect(await codesOf({ jobType: jt, audience: 'student' })).toEqual([forStudents.code]);
  });

  it('names cities, skills, roles and the company, and dates the signed-in applicant’s application', async () => {
    const jt = jobTag();
    const made = await job(jt, {
      cities: ['IN-MH-PUNE', 'IN-MH-MUMBAI'],
      skills: ['SKM-SA', 'SKM-CG'],
      roles: ['R-CS'],
      qualifications: ['Q-ACS'],
      jobType: jt,
    });
    const anonymous = (await search({ jobType: jt })).list[0]!;
    expect(anonymous).toMatchObject({
      code: made.code,
      companyName: 'SHREE TEST LIMITED',
      location: ['Pune', 'Mumbai'],
      countryName: 'India',
      skill: ['Secretarial Audit', 'Corporate Governance'],
      role: ['Company Secretary'],
      qualification: ['Associate Company Secretary (ACS)'],
      industry: ['Manufacturing', 'Chemicals and Fertilisers'],
      isMemberJob: true,
      isPCS: false,
      appliedOn: null,
      status: 'active',
    });
    const applied = await call(t.app, applyForJob, { body: { jobCode: made.code } }, { token: member.token });
    expect(applied.body.result!.code).toBe(1);
    const mine = (await search({ jobType: jt }, member.token)).list[0]!;
    expect(mine.appliedOn).toBe(applied.body.result!.appliedOn);
    expect(mine.applicationCount).toBe(1);
    // Others still see it as not applied.
    expect((await search({ jobType: jt })).list[0]!.appliedOn).toBeNull();
  });

  it("shows an admin's new name of a skill at once (the names kept in memory are read afresh)", async () => {
    const jt = jobTag();
    await job(jt, { skills: ['SKM-XBRL', 'Board minutes'] });
    expect((await search({ jobType: jt })).list[0]!.skill).toEqual(['XBRL Filing', 'Board minutes']);
    const admin = await signedInUser(t, 'admin');
    const renamed = await call(
      t.app,
      saveSkill,
      { body: { name: 'XBRL and iXBRL Filing', selectedSKill: 'SKM-XBRL' } },
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    expect((await search({ jobType: jt })).list[0]!.skill).toEqual([
      'XBRL and iXBRL Filing',
      'Board minutes',
    ]);
  });

  it('refuses bad codes in the query', async () => {
    const res = await call(t.app, searchJobs, { query: { skill: "SKM-CG,'; drop table jobs" } });
    expect(res.status).toBe(400);
  });
});

describe('recommended and international jobs', () => {
  it("recommends open member jobs fitting the member's skills, role, place and experience, best first", async () => {
    const m = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, m.user.id, {
      skills: ['SKM-NCLT', 'SKM-MA'],
      currentRole: 'R-GC',
      stateCode: 'IN-RJ',
      cityCode: 'IN-RJ-JAIPUR',
      totalExperienceInMonths: 200,
    });
    const jt = jobTag();
    const best = await job(jt, {
      skills: ['SKM-NCLT', 'SKM-MA'],
      roles: ['R-GC'],
      stateCode: 'IN-RJ',
      cities: ['IN-RJ-JAIPUR'],
      minExperienceInMonths: 180,
      maxExperienceInMonths: 240,
    });
    const placeOnly = await job(jt, { stateCode: 'IN-RJ', cities: ['IN-RJ-UDAIPUR'], skills: [], roles: [] });
    const oneSkill = await job(jt, { skills: ['SKM-MA'], roles: [], stateCode: 'IN-MH' });
    // A student job and a closed job never come.
    await job(jt, { skills: ['SKM-NCLT'], qualifications: ['Q-CSE-PASS'] });
    await job(jt, { skills: ['SKM-NCLT'], status: 'blocked' });
    const res = await call(t.app, recommendedJobs, { query: { page: 1, limit: 5 } }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.result!.list.map((i) => i.code)).toEqual([best.code, oneSkill.code, placeOnly.code]);
    expect(res.body.result!.total).toBe(3);
    // Pages are ranked in memory before their rows are read (open-postings.ts): the same order.
    const page = async (n: number) =>
      (await call(t.app, recommendedJobs, { query: { page: n, limit: 2 } }, { token: m.token })).body.result!;
    expect((await page(1)).list.map((i) => i.code)).toEqual([best.code, oneSkill.code]);
    expect(await page(2)).toMatchObject({ total: 3, list: [{ code: placeOnly.code }] });
    const asStudent = await call(t.app, recommendedJobs, { query: {} }, { token: student.token });
    expect(asStudent.status).toBe(403);
    const anonymous = await call(t.app, recommendedJobs, { query: {} });
    expect(anonymous.status).toBe(401);
  });

  it('orders equally good recommendations by the sort asked for, the best match still first', async () => {
    const m = await signedInUser(t, 'member');
    // Only the two skills can match: no role, no place, experience beyond every job's range.
    await insertMemberProfile(t.ctx.db, m.user.id, {
      skills: ['SKM-REC-SORT-1', 'SKM-REC-SORT-2'],
      currentRole: '',
      stateCode: '',
      cityCode: '',
      totalExperienceInMonths: 99_999,
    });
    const jt = jobTag();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const both = await job(jt, { skills: ['SKM-REC-SORT-1', 'SKM-REC-SORT-2'], createdAt: ago(4) });
    const fresh = await job(jt, {
      skills: ['SKM-REC-SORT-1'],
      createdAt: ago(1),
      minExperienceInMonths: 60,
      maxExperienceInMonths: 120,
      maxSalary: 700_000,
    });
    const junior = await job(jt, {
      skills: ['SKM-REC-SORT-2'],
      createdAt: ago(2),
      minExperienceInMonths: 0,
      maxExperienceInMonths: 12,
      maxSalary: 800_000,
    });
    const rich = await job(jt, {
      skills: ['SKM-REC-SORT-1'],
      createdAt: ago(3),
      minExperienceInMonths: 24,
      maxExperienceInMonths: 48,
      maxSalary: 3_000_000,
    });
    const codes = async (sort?: number) => {
      const res = await call(
        t.app,
        recommendedJobs,
        { query: { page: 1, limit: 5, sort } },
        { token: m.token },
      );
      expect(res.status, res.body.error.Message).toBe(200);
      return res.body.result!.list.map((i) => i.code);
    };
    expect(await codes()).toEqual([both.code, fresh.code, junior.code, rich.code]);
    expect(await codes(JOB_SORT.freshness)).toEqual([both.code, fresh.code, junior.code, rich.code]);
    expect(await codes(JOB_SORT.experience)).toEqual([both.code, junior.code, rich.code, fresh.code]);
    expect(await codes(JOB_SORT.salary)).toEqual([both.code, rich.code, junior.code, fresh.code]);
  });

  it('lists open member jobs abroad, optionally by qualification', async () => {
    const fcs = await job(jobTag(), {
      countryCode: 'SG',
      stateCode: '',
      cities: [],
      qualifications: ['Q-FCS'],
    });
    const acs = await job(jobTag(), {
      countryCode: 'AE',
      stateCode: '',
      cities: [],
      otherCity: 'Dubai',
      qualifications: ['Q-ACS'],
    });
    const res = await call(t.app, recentInternationalJobs, { query: {} }, { token: member.token });
    const codes = res.body.result!.list.map((i) => i.code);
    expect(codes).toContain(fcs.code);
    expect(codes).toContain(acs.code);
    expect(res.body.result!.list.every((i) => i.countryName !== 'India')).toBe(true);
    // A job abroad is located by its other city (spec 1 section 4, the country rule).
    expect(res.body.result!.list.find((i) => i.code === acs.code)!.location).toEqual(['Dubai']);
    expect(res.body.result!.list.find((i) => i.code === fcs.code)!.location).toEqual([]);
    const onlyFcs = await call(
      t.app,
      recentInternationalJobs,
      { query: { qualification: 'Q-FCS' } },
      { token: member.token },
    );
    expect(onlyFcs.body.result!.list.map((i) => i.code)).toContain(fcs.code);
    expect(onlyFcs.body.result!.list.map((i) => i.code)).not.toContain(acs.code);
    expect(onlyFcs.body.result!.list.find((i) => i.code === fcs.code)!.countryName).toBe('Singapore');
  });
});

describe('trainings', () => {
  let trainingTag = 0;
  const durationTag = () => `D-T${++trainingTag}`;

  it('lists trainings open for applications, with filters, names and totals', async () => {
    const d = durationTag();
    const mumbai = await training(d, {
      stateCode: 'IN-MH',
      cities: ['IN-MH-MUMBAI'],
      industries: ['IND-IT'],
    });
    const pune = await training(d, { stateCode: 'IN-MH', cities: ['IN-MH-PUNE'], industries: ['IND-BANK'] });
    const delhi = await training(d, {
      stateCode: 'IN-DL',
      cities: ['IN-DL-NEW-DELHI'],
      industries: ['IND-IT'],
    });
    await training(d, { applicationStart: new Date(now.getTime() + DAY_MS) });
    await training(d, {
      applicationStart: new Date(now.getTime() - 30 * DAY_MS),
      applicationEnd: new Date(now.getTime() - 2 * DAY_MS),
    });
    await training(d, { status: 'blocked' });
    await training(d, { deletedAt: now });

    const all = await call(t.app, recentTrainings, { query: { duration: d } });
    expect(all.status).toBe(200);
    expect(all.body.result!.total).toBe(3);
    expect(new Set(all.body.result!.list.map((i) => i.code))).toEqual(
      new Set([mumbai.code, pune.code, delhi.code]),
    );
    const item = all.body.result!.list.find((i) => i.code === pune.code)!;
    expect(item).toMatchObject({
      companyName: 'SHREE TEST LIMITED',
      location: ['Pune'],
      stateName: 'Maharashtra',
      industry: ['Banking'],
      qualification: 'CS Executive Programme passed (both groups)',
      duration: 21,
      durationCode: d,
      appliedOn: null,
    });

    const inState = await call(t.app, searchTrainings, { query: { duration: d, state: 'IN-MH', city: '*' } });
    expect(new Set(inState.body.result!.list.map((i) => i.code))).toEqual(new Set([mumbai.code, pune.code]));
    const inCity = await call(t.app, searchTrainings, {
      query: { duration: d, state: 'IN-MH', city: 'IN-MH-PUNE' },
    });
    expect(inCity.body.result!.list.map((i) => i.code)).toEqual([pune.code]);
    const byIndustry = await call(t.app, recentTrainings, {
      query: { duration: d, industry: 'IND-IT,IND-AUTO' },
    });
    expect(new Set(byIndustry.body.result!.list.map((i) => i.code))).toEqual(
      new Set([mumbai.code, delhi.code]),
    );
    const byType = await call(t.app, recentTrainings, { query: { duration: d, companyType: 'CT-LISTED' } });
    expect(byType.body.result!.total).toBe(3);
  });

  it('requires a State/UT to search', async () => {
    const res = await call(t.app, searchTrainings, { query: {} as never });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('state');
  });

  it('sorts by freshness, highest stipend and shortest duration, and pages', async () => {
    const d = durationTag();
    const a = await training(d, { createdAt: now, stipend: 5_000, durationMonths: 12 });
    const b = await training(d, {
      createdAt: new Date(now.getTime() - HOUR_MS),
      stipend: 15_000,
      durationMonths: 3,
    });
    const c = await training(d, {
      createdAt: new Date(now.getTime() - 2 * HOUR_MS),
      stipend: 10_000,
      durationMonths: 21,
    });
    const order = async (sort: number) =>
      (await call(t.app, recentTrainings, { query: { duration: d, sort } })).body.result!.list.map(
        (i) => i.code,
      );
    expect(await order(TRAINING_SORT.freshness)).toEqual([a.code, b.code, c.code]);
    expect(await order(TRAINING_SORT.stipend)).toEqual([b.code, c.code, a.code]);
    expect(await order(TRAINING_SORT.duration)).toEqual([b.code, a.code, c.code]);
    const second = await call(t.app, recentTrainings, { query: { duration: d, page: 2, limit: 2 } });
    expect(second.body.result).toMatchObject({ total: 3 });
    expect(second.body.result!.list.map((i) => i.code)).toEqual([c.code]);
  });
});

describe('a job with no employer profile', () => {
  it("falls back to the employer's account name", async () => {
    const bare = await makeUser(t, 'corporate', { name: 'BARE EMPLOYER' });
    const jt = jobTag();
    await insertJob(t.ctx.db, bare.id, now, { jobType: jt });
    const item = (await search({ jobType: jt })).list[0]!;
    expect(item.companyName).toBe('BARE EMPLOYER');
    expect(item.industry).toEqual([]);
  });
});
