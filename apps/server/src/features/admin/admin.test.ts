import { Readable } from 'node:stream';
import * as adminApi from '@pp/contract/admin';
import {
  ADMIN_MSG,
  getCorporateDetail,
  getStats,
  listAdminJobs,
  listAdminTrainings,
  listAudit,
  searchCorporates,
  searchMembersAdmin,
  searchStudentsAdmin,
  setTrainingRight,
  softDeleteJob,
} from '@pp/contract/admin';
import { me, setLoginStatus } from '@pp/contract/auth';
import { API_BASE, buildPath, type EndpointDef, type Role } from '@pp/contract/endpoint';
import { NOT_DISCLOSED } from '@pp/contract/format';
import { setJobStatus } from '@pp/contract/jobs';
import { addRole, LOOKUP_MSG } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { APPLICATION_STAGES } from '@pp/contract/pipeline';
import { saveMemberBasicDetail } from '@pp/contract/profiles';
import { CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles } from '../../db/schema/profiles.ts';
import { DEMO_SIGN_INS, seedDemoData } from '../../seed/demo.ts';
import { seedDemoPostings } from '../../seed/demo-postings.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  applyToJob,
  applyToTraining,
  download,
  insertJob,
  insertManyMembers,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
  updateMemberProfile,
} from '../../test/fixtures/index.ts';
import {
  appForTests,
  call,
  createTestApp,
  expectRefused,
  makeUser,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { updateUserContact } from '../registration/registration.repo.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemoData>>;
const token = {} as Record<Role, string>;
const DAY = 86_400;
const DAY_MS = DAY * 1000;

const password = (kind: Role) => DEMO_SIGN_INS.find((d) => d.kind === kind)!.password;
const email = (kind: Role) => DEMO_SIGN_INS.find((d) => d.kind === kind)!.email;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  demo = await seedDemoData(t.ctx);
  await seedDemoPostings(t.ctx, { corporateUserId: demo.corporate.id });
  for (const kind of ['admin', 'corporate', 'member', 'student'] as const) {
    token[kind] = await signIn(t, email(kind), kind, password(kind));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const now = () => t.ctx.now();
const nowSeconds = () => Math.floor(now().getTime() / 1000);

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(payload), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  const rows: unknown[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
  }
  return rows;
}

describe('only admins reach the admin endpoints', () => {
  const endpoints = (Object.values(adminApi) as unknown[]).filter(
    (value): value is EndpointDef =>
      typeof value === 'object' && value !== null && 'path' in value && 'roles' in value,
  );

  it('covers every endpoint of the admin contract, all admin-only', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    for (const def of endpoints) expect(def.roles).toEqual(['admin']);
  });

  it('answers 403 to every other role and 401 without a session', async () => {
    for (const def of endpoints) {
      const url = `${API_BASE}/${buildPath(def.path, { userCode: 'AnyCode123' })}`;
      for (const role of ['corporate', 'member', 'student'] as const) {
        const res = await t.app.inject({
          method: def.method,
          url,
          headers: { authorization: `Bearer ${token[role]}`, 'x-requested-with': 'XMLHttpRequest' },
          ...(def.method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${role} ${def.method} ${def.path}`).toBe(403);
      }
      const anonymous = await t.app.inject({ method: def.method, url });
      expect(anonymous.statusCode, `anonymous ${def.path}`).toBe(401);
    }
  });
});

describe('statistics', () => {
  it('counts people, postings and applications, with 12 weeks of activity', async () => {
    const res = await call(t.app, getStats, {}, { token: token.admin });
    expect(res.status).toBe(200);
    const values = Object.fromEntries(res.body.result!.list.map((s) => [s.key, s.value]));
    expect(values.members).toBeGreaterThanOrEqual(2);
    expect(values.students).toBeGreaterThanOrEqual(2);
    expect(values.employers).toBeGreaterThanOrEqual(2);
    expect(values.openJobs).toBeGreaterThan(0);
    expect(values.openTrainings).toBeGreaterThan(0);
    expect(res.body.result!.list.every((s) => s.name.length > 0)).toBe(true);
    const weekly = res.body.result!.weekly;
    expect(weekly).toHaveLength(adminApi.STATS_WEEKS);
    expect(weekly.at(-1)!.weekStart).toBeLessThanOrEqual(nowSeconds());
    expect(weekly.at(-1)!.weekStart).toBeGreaterThan(nowSeconds() - 7 * DAY);
    expect(weekly.reduce((n, w) => n + w.registrations, 0)).toBe(
      values.members! + values.students! + values.employers!,
    );
    expect(weekly.reduce((n, w) => n + w.jobsPosted, 0)).toBeGreaterThan(0);
  });

  it('counts every application by its stage, adding up to the application cards', async () => {
    const read = async () => {
      const result = (await call(t.app, getStats, {}, { token: token.admin })).body.result!;
      const card = (key: string) => result.list.find((s) => s.key === key)!.value;
      const count = (stages: { stage: string; count: number }[], stage: string) =>
        stages.find((s) => s.stage === stage)!.count;
      const sum = (stages: { count: number }[]) => stages.reduce((n, s) => n + s.count, 0);
      const { jobs, trainings } = result.applicationsByStage;
      expect(jobs.map((s) => s.stage)).toEqual([...APPLICATION_STAGES]);
      expect(trainings.map((s) => s.stage)).toEqual([...APPLICATION_STAGES]);
      expect(sum(jobs)).toBe(card('jobApplications'));
      expect(sum(trainings)).toBe(card('trainingApplications'));
      return { interview: count(jobs, 'interview'), hired: count(trainings, 'hired') };
    };
    const before = await read();
    const job = await insertJob(t.ctx.db, demo.corporate.id, now());
    await applyToJob(t.ctx.db, job.code, demo.member.id, { stage: 'interview' });
    const course = await insertTraining(t.ctx.db, demo.corporate.id, now());
    await applyToTraining(t.ctx.db, course.code, demo.student.id, { stage: 'hired' });
    expect(await read()).toEqual({ interview: before.interview + 1, hired: before.hired + 1 });
  });
});

describe('summary of jobs posted', () => {
  it('defaults to 15 days back to today, newest first, with the company code', async () => {
    const recent = await insertJob(t.ctx.db, demo.corporate.id, new Date(now().getTime() - DAY_MS), {
      title: 'Recent Secretary',
    });
    const old = await insertJob(t.ctx.db, demo.corporate.id, new Date(now().getTime() - 20 * DAY_MS), {
      title: 'Old Secretary',
    });
    const res = await call(t.app, listAdminJobs, { query: {} }, { token: token.admin });
    expect(res.status).toBe(200);
    const codes = res.body.result!.list.map((j) => j.code);
    expect(codes).toContain(recent.code);
    expect(codes).not.toContain(old.code);
    const row = res.body.result!.list.find((j) => j.code === recent.code)!;
    expect(row.companyCode).toBe(demo.corporate.code);
    expect(row.companyName).toBe('SHREE GANESH INDUSTRIES LIMITED');
    const created = res.body.result!.list.map((j) => j.createdOn);
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    const older = await call(
      t.app,
      listAdminJobs,
      { query: { startDate: nowSeconds() - 25 * DAY, endDate: nowSeconds() - 12 * DAY } },
      { token: token.admin },
    );
    expect(older.body.result!.list.map((j) => j.code)).toContain(old.code);
  });

  it('enforces the date rules with the spec messages', async () => {
    const cases: [number, number, string][] = [
      [nowSeconds() - 2 * DAY, nowSeconds() - 5 * DAY, MSG.startAfterEnd],
      [nowSeconds() - 5 * DAY, nowSeconds() + 2 * DAY, ADMIN_MSG.endAfterToday],
      [nowSeconds() - 20 * DAY, nowSeconds(), ADMIN_MSG.rangeTooLong],
      [nowSeconds() + 20 * DAY, nowSeconds() + 20 * DAY, ADMIN_MSG.endAfterToday],
    ];
    for (const [startDate, endDate, message] of cases) {
      const res = await call(t.app, listAdminJobs, { query: { startDate, endDate } }, { token: token.admin });
      expectRefused(res, 400, message);
    }
    // Exactly 15 days is allowed.
    const ok = await call(
      t.app,
      listAdminJobs,
      { query: { startDate: nowSeconds() - 15 * DAY, endDate: nowSeconds() } },
      { token: token.admin },
    );
    expect(ok.status).toBe(200);
  });

  it('finds jobs by title or company and pages them', async () => {
    await insertJob(t.ctx.db, demo.corporate.id, now(), { title: 'Zebra Compliance Lead' });
    const res = await call(t.app, listAdminJobs, { query: { search: 'zebra' } }, { token: token.admin });
    expect(res.body.result!.list.map((j) => j.title)).toEqual(['Zebra Compliance Lead']);
    const page = await call(t.app, listAdminJobs, { query: { limit: 2 } }, { token: token.admin });
    expect(page.body.result!.list).toHaveLength(2);
    expect(page.body.result!.total).toBeGreaterThan(2);
  });

  it('exports the range as Excel, and says so when there is nothing', async () => {
    const res = await download(t.app, adminApi.exportAdminJobs, { query: {} }, token.admin);
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Company Name', 'Title', 'Skills']);
    const list = await call(t.app, listAdminJobs, { query: { limit: 100 } }, { token: token.admin });
    expect(rows.length).toBe(list.body.result!.total + 1);
    const empty = await download(
      t.app,
      adminApi.exportAdminJobs,
      { query: { search: 'no-such-job-anywhere' } },
      token.admin,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.Message).toBe(MSG.noDataToExport);
  });

  it('lets an admin move a job between all three states', async () => {
    const job = await insertJob(t.ctx.db, demo.corporate.id, now());
    for (const status of ['onHold', 'blocked', 'active', 'blocked', 'onHold', 'active'] as const) {
      const res = await call(
        t.app,
        setJobStatus,
        { body: { jobCode: job.code, status } },
        { token: token.admin },
      );
      expect(res.status, status).toBe(200);
      expect(res.body.result!.status).toBe(status);
    }
  });
});

describe('soft delete of a job', () => {
  it('refuses an open job and an on-hold job with applicants', async () => {
    const open = await insertJob(t.ctx.db, demo.corporate.id, now());
    const refused = await call(
      t.app,
      softDeleteJob,
      { body: { jobCode: open.code } },
      { token: token.admin },
    );
    expectRefused(refused, 400, ADMIN_MSG.cannotDelete);

    const applied = await insertJob(t.ctx.db, demo.corporate.id, now(), { status: 'onHold' });
    await applyToJob(t.ctx.db, applied.code, demo.member.id);
    const withApplicant = await call(
      t.app,
      softDeleteJob,
      { body: { jobCode: applied.code } },
      { token: token.admin },
    );
    expectRefused(withApplicant, 400, ADMIN_MSG.cannotDelete);
  });

  it('deletes an on-hold job without applicants, hides it and records before and after', async () => {
    const job = await insertJob(t.ctx.db, demo.corporate.id, now(), {
      status: 'onHold',
      title: 'To delete',
    });
    const res = await call(t.app, softDeleteJob, { body: { jobCode: job.code } }, { token: token.admin });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ jobCode: job.code, status: 'deleted' });
    const list = await call(t.app, listAdminJobs, { query: { limit: 100 } }, { token: token.admin });
    expect(list.body.result!.list.map((j) => j.code)).not.toContain(job.code);
    const again = await call(t.app, softDeleteJob, { body: { jobCode: job.code } }, { token: token.admin });
    expect(again.status).toBe(404);
    const audit = await call(
      t.app,
      listAudit,
      { query: { action: 'job.soft-delete' } },
      { token: token.admin },
    );
    const entry = audit.body.result!.list.find((a) => a.detail.code === job.code)!;
    expect(entry.actorCode).toBe(demo.admin.code);
    expect(entry.targetCode).toBe(demo.corporate.code);
    expect(entry.detail.before).toEqual({ status: 'onHold', deleted: false });
    expect(entry.detail.after).toEqual({ status: 'onHold', deleted: true });
  });

  it('refuses an unknown code', async () => {
    const res = await call(
      t.app,
      softDeleteJob,
      { body: { jobCode: 'NoSuchJob123' } },
      { token: token.admin },
    );
    expect(res.status).toBe(404);
  });
});

describe('summary of trainings posted', () => {
  it('lists the range, or everything with IsAll, and exports', async () => {
    const old = await insertTraining(t.ctx.db, demo.corporate.id, new Date(now().getTime() - 40 * DAY_MS), {
      title: 'Old Articleship',
    });
    const recent = await insertTraining(t.ctx.db, demo.corporate.id, now(), { title: 'New Articleship' });
    const ranged = await call(t.app, listAdminTrainings, { query: { limit: 100 } }, { token: token.admin });
    const codes = ranged.body.result!.list.map((x) => x.code);
    expect(codes).toContain(recent.code);
    expect(codes).not.toContain(old.code);
    const row = ranged.body.result!.list.find((x) => x.code === recent.code)!;
    expect(row.location).toEqual(['Mumbai']);
    expect(row.companyCode).toBe(demo.corporate.code);
    expect(row.createdBy).toBe('SHREE GANESH INDUSTRIES LIMITED');
    const all = await call(
      t.app,
      listAdminTrainings,
      { query: { IsAll: true, limit: 100 } },
      { token: token.admin },
    );
    expect(all.body.result!.list.map((x) => x.code)).toContain(old.code);

    const file = await download(
      t.app,
      adminApi.exportAdminTrainings,
      { query: { IsAll: true } },
      token.admin,
    );
    expect(file.statusCode).toBe(200);
    const rows = await sheetRows(file.rawPayload);
    expect(rows.length).toBe(all.body.result!.total + 1);
    expect(rows[0]).toContain('Date of Posting');
  });
});

describe('corporate accounts', () => {
  it("lists employers for every state with '*', by keyword and by industry", async () => {
    const all = await call(t.app, searchCorporates, { query: { state: '*' } }, { token: token.admin });
    expect(all.status).toBe(200);
    expect(all.body.result!.total).toBeGreaterThanOrEqual(1);
    expect(all.body.result!.list.map((c) => c.userCode)).toContain(demo.corporate.code);
    const byName = await call(
      t.app,
      searchCorporates,
      { query: { state: '*', keyword: 'ganesh' } },
      { token: token.admin },
    );
    expect(byName.body.result!.list.map((c) => c.userCode)).toEqual([demo.corporate.code]);
    const row = byName.body.result!.list[0]!;
    expect(row.industry).toContain('Textiles and Apparel');
    expect(row.stateName).toBe('Maharashtra');
    expect(row.cityName).toBe('Mumbai');
    expect(row.canPostTraining).toBe(true);
    const byIndustry = await call(
      t.app,
      searchCorporates,
      { query: { state: 'IN-MH', city: 'IN-MH-MUMBAI', industry: 'IND-CHEM' } },
      { token: token.admin },
    );
    expect(byIndustry.body.result!.list.map((c) => c.userCode)).toContain(demo.corporate.code);
    expect(byIndustry.body.result!.list.every((c) => c.industry.includes('Chemicals and Fertilisers'))).toBe(
      true,
    );
    const none = await call(
      t.app,
      searchCorporates,
      { query: { state: 'IN-MH', keyword: 'no such company' } },
      { token: token.admin },
    );
    expect(none.body.result!.total).toBe(0);
    const file = await download(t.app, adminApi.exportCorporates, { query: { state: '*' } }, token.admin);
    expect((await sheetRows(file.rawPayload)).length).toBe(all.body.result!.total + 1);
  });

  it('toggles the right to post trainings, audited with before and after', async () => {
    const off = await call(
      t.app,
      setTrainingRight,
      { body: { userCode: demo.corporate.code } },
      { token: token.admin },
    );
    expect(off.status).toBe(200);
    expect(off.body.result).toMatchObject({ userCode: demo.corporate.code, status: false });
    const on = await call(
      t.app,
      setTrainingRight,
      { body: { userCode: demo.corporate.code, status: true } },
      { token: token.admin },
    );
    expect(on.body.result!.status).toBe(true);
    const audit = await call(
      t.app,
      listAudit,
      { query: { action: 'corporate.training-status' } },
      { token: token.admin },
    );
    const [latest, earlier] = audit.body.result!.list;
    expect(latest!.detail).toMatchObject({
      before: { canPostTraining: false },
      after: { canPostTraining: true },
    });
    expect(earlier!.detail).toMatchObject({
      before: { canPostTraining: true },
      after: { canPostTraining: false },
    });
    expect(latest!.targetName).toBe('SHREE GANESH INDUSTRIES LIMITED');
    const unknown = await call(
      t.app,
      setTrainingRight,
      { body: { userCode: demo.member.code } },
      { token: token.admin },
    );
    expect(unknown.status).toBe(404);
  });

  it('blocking a login ends its sessions at once; activating lets it sign in again', async () => {
    const corporateToken = await signIn(t, 'employer2@placement.demo', 'corporate', 'Employer@2026');
    expect((await call(t.app, me, {}, { token: corporateToken })).status).toBe(200);
    const spare = await call(
      t.app,
      searchCorporates,
      { query: { state: '*', keyword: 'vedant' } },
      { token: token.admin },
    );
    const spareCode = spare.body.result!.list[0]?.userCode;
    // The spare employer has no profile row in the demo data: find it through the block itself.
    const target = spareCode ?? (await call(t.app, me, {}, { token: corporateToken })).body.result!.userCode;
    const blocked = await call(
      t.app,
      setLoginStatus,
      { body: { userCode: target, status: 'blocked' } },
      { token: token.admin },
    );
    expect(blocked.body.result!.loginStatus).toBe('blocked');
    expect((await call(t.app, me, {}, { token: corporateToken })).status).toBe(401);
    await expect(signIn(t, 'employer2@placement.demo', 'corporate', 'Employer@2026')).rejects.toThrow();
    await call(
      t.app,
      setLoginStatus,
      { body: { userCode: target, status: 'active' } },
      { token: token.admin },
    );
    const again = await signIn(t, 'employer2@placement.demo', 'corporate', 'Employer@2026');
    expect((await call(t.app, me, {}, { token: again })).status).toBe(200);
  });

  it('shows the corporate detail', async () => {
    const res = await call(
      t.app,
      getCorporateDetail,
      { params: { userCode: demo.corporate.code } },
      { token: token.admin },
    );
    expect(res.status).toBe(200);
    const d = res.body.result!;
    expect(d.basicDetail.companyName).toBe('SHREE GANESH INDUSTRIES LIMITED');
    expect(d.basicDetail.industryType.map((i) => i.industryTypeCode)).toEqual(['IND-TEXT', 'IND-CHEM']);
    expect(d.addressDetail.cityName).toBe('Mumbai');
    expect(d.contactDetail.contactPerson1Name).toBe('MEERA KULKARNI');
    expect(d.authDetail.userCode).toBe(demo.corporate.code);
    const missing = await call(
      t.app,
      getCorporateDetail,
      { params: { userCode: demo.member.code } },
      { token: token.admin },
    );
    expect(missing.status).toBe(404);
  });
});

describe('member and student search', () => {
  it('finds members by keyword, place, experience (years) and CTC (lakhs), and exports', async () => {
    await updateMemberProfile(t.ctx.db, demo.member.id, {
      skills: ['SKM-CG', 'SKM-FEMA'],
      currentRole: 'R-CS',
    });
    const all = await call(t.app, searchMembersAdmin, { query: { state: '*' } }, { token: token.admin });
    const row = all.body.result!.list.find((m) => m.userCode === demo.member.code)!;
    expect(row).toMatchObject({
      userCode: demo.member.code,
      name: 'ANANYA RAO',
      membershipType: 'A',
      membershipNumber: '54321',
      stateName: 'Karnataka',
      cityName: 'Bengaluru',
      currentRoleName: 'Company Secretary',
    });
    expect(row.skill).toEqual(['Corporate Governance', 'FEMA']);
    const q = async (query: adminApi.MemberSearchQuery) =>
      (await call(t.app, searchMembersAdmin, { query }, { token: token.admin })).body.result!.total;
    const keyword = 'ananya';
    expect(await q({ state: 'IN-KA', keyword })).toBe(1);
    expect(await q({ state: 'IN-MH', keyword })).toBe(0);
    expect(await q({ state: '*', keyword, minXp: 4, maxXp: 5 })).toBe(1); // 54 months
    expect(await q({ state: '*', keyword, minXp: 5 })).toBe(0);
    expect(await q({ state: '*', keyword, minSal: 12, maxSal: 13 })).toBe(1); // 12.5 lakhs
    expect(await q({ state: '*', keyword, maxSal: 10 })).toBe(0);
    expect(await q({ state: '*', keyword, skill: 'SKM-FEMA', role: 'R-CS' })).toBe(1);
    expect(await q({ state: '*', keyword, skill: 'SKM-IBC' })).toBe(0);
    const bad = await call(
      t.app,
      searchMembersAdmin,
      { query: { state: '*', minXp: 5, maxXp: 2 } },
      { token: token.admin },
    );
    expect(bad.status).toBe(400);

    const file = await download(t.app, adminApi.exportMembers, { query: { state: '*' } }, token.admin);
    const rows = await sheetRows(file.rawPayload);
    expect(rows).toHaveLength(all.body.result!.total + 1);
    const ananya = rows.find((r) => r[0] === 'ANANYA RAO')!;
    expect(ananya[1]).toBe('A54321');
    const ctcColumn = rows[0]!.indexOf('Present CTC');
    expect(ananya[ctcColumn]).toBe('12.5 Lakhs');
    // A member who gave no CTC: as on the screen, not '0 Lakhs'.
    await updateMemberProfile(t.ctx.db, demo.member.id, { currentCtc: 0 });
    const undisclosed = await sheetRows(
      (await download(t.app, adminApi.exportMembers, { query: { state: '*' } }, token.admin)).rawPayload,
    );
    expect(undisclosed.find((r) => r[0] === 'ANANYA RAO')![ctcColumn]).toBe(NOT_DISCLOSED);
    const empty = await download(
      t.app,
      adminApi.exportMembers,
      { query: { state: 'IN-MH', keyword: 'no such member' } },
      token.admin,
    );
    expect(empty.json().error.Message).toBe(MSG.noDataToExport);
  });

  it('finds students and exports them', async () => {
    const res = await call(t.app, searchStudentsAdmin, { query: { state: '*' } }, { token: token.admin });
    const rohit = res.body.result!.list.find((s) => s.userCode === demo.student.code)!;
    expect(rohit.name).toBe('ROHIT VERMA');
    expect(rohit.registrationNumber).toBe('220456789');
    const byPlace = await call(
      t.app,
      searchStudentsAdmin,
      { query: { state: 'IN-DL', city: 'IN-DL-NEW-DELHI', keyword: '2204' } },
      { token: token.admin },
    );
    expect(byPlace.body.result!.total).toBe(1);
    const file = await download(
      t.app,
      adminApi.exportStudents,
      { query: { state: '*', sort: 1 } },
      token.admin,
    );
    const rows = await sheetRows(file.rawPayload);
    expect(rows).toHaveLength(res.body.result!.total + 1);
    const names = rows.slice(1).map((r) => String(r[0]));
    expect([...names].sort()).toEqual(names);
  });

  it('finds a skill or role typed in by its name, whatever its case; codes still work (spec 1 section 5)', async () => {
    const m = await makeUser(t, 'member', { name: 'FARHAN TYPED SKILL' });
    await insertMemberProfile(t.ctx.db, m.id, {
      stateCode: 'IN-GJ',
      cityCode: 'IN-GJ-SURAT',
      skills: ['SKM-CG', 'Tally Prime GST'],
      currentRole: 'R-OTHER',
      otherRole: 'Chief Compliance Lead',
    });
    const names = async (query: adminApi.MemberSearchQuery) => {
      const res = await call(t.app, searchMembersAdmin, { query }, { token: token.admin });
      expect(res.status, res.body.error.Message).toBe(200);
      return res.body.result!.list.map((r) => r.name);
    };
    expect(await names({ state: 'IN-GJ', skill: 'tally  PRIME gst' })).toEqual(['FARHAN TYPED SKILL']);
    expect(await names({ state: 'IN-GJ', skill: 'SKM-CG' })).toEqual(['FARHAN TYPED SKILL']);
    expect(await names({ state: 'IN-GJ', skill: 'Tally' })).toEqual([]);
    expect(await names({ state: 'IN-GJ', role: 'chief compliance LEAD' })).toEqual(['FARHAN TYPED SKILL']);
    expect(await names({ state: 'IN-GJ', role: 'R-OTHER' })).toEqual(['FARHAN TYPED SKILL']);
    expect(await names({ state: 'IN-GJ', role: 'R-CS' })).toEqual([]);
    const row = (await call(t.app, searchMembersAdmin, { query: { state: 'IN-GJ' } }, { token: token.admin }))
      .body.result!.list[0]!;
    expect(row.skill).toEqual(['Corporate Governance', 'Tally Prime GST']);

    // Students: a typed skill, and a typed city shown as typed.
    const s = await makeUser(t, 'student', { name: 'GITA TYPED CITY' });
    await insertStudentProfile(t.ctx.db, s.id, {
      stateCode: 'IN-GJ',
      cityCode: 'Dholera Smart City',
      skills: ['Advanced Excel Macros'],
    });
    const students = await call(
      t.app,
      searchStudentsAdmin,
      { query: { state: 'IN-GJ', skill: 'ADVANCED EXCEL MACROS' } },
      { token: token.admin },
    );
    expect(students.body.result!.list.map((r) => [r.name, r.cityName, r.skill])).toEqual([
      ['GITA TYPED CITY', 'Dholera Smart City', ['Advanced Excel Macros']],
    ]);
    // A name with characters a name cannot have is refused with its message.
    const bad = await call(
      t.app,
      searchStudentsAdmin,
      { query: { state: '*', skill: 'Excel <b>' } },
      { token: token.admin },
    );
    expectRefused(bad, 400, CUSTOM_NAME_MSG.characters);
  });

  it('matches the keyword on each field, within the searched kind, literally', async () => {
    const codes = async (
      endpoint: typeof searchMembersAdmin | typeof searchStudentsAdmin,
      keyword: string,
    ) => {
      const res = await call(t.app, endpoint, { query: { state: '*', keyword } }, { token: token.admin });
      expect(res.status).toBe(200);
      expect(res.body.result!.total).toBe(res.body.result!.list.length);
      return res.body.result!.list.map((r) => r.userCode);
    };
    // Members: name, e-mail, membership number, current company (any part, any case), user code.
    for (const keyword of ['nanya r', 'MEMBER@placement', '54321', 'nimbus software', demo.member.code]) {
      expect(await codes(searchMembersAdmin, keyword), keyword).toEqual([demo.member.code]);
    }
    // Students: name, e-mail, registration number, user code.
    for (const keyword of ['ohit ver', 'Student@Placement', '220456789', demo.student.code]) {
      expect(await codes(searchStudentsAdmin, keyword), keyword).toEqual([demo.student.code]);
    }
    // A student's name, e-mail or code finds no member, and the reverse.
    for (const keyword of ['rohit verma', 'student@placement', demo.student.code]) {
      expect(await codes(searchMembersAdmin, keyword), keyword).toEqual([]);
    }
    for (const keyword of ['ananya', 'member@placement', '54321', 'nimbus', demo.member.code]) {
      expect(await codes(searchStudentsAdmin, keyword), keyword).toEqual([]);
    }
    // LIKE wildcards in the keyword are plain characters.
    for (const keyword of ['%', '_', 'anany_']) {
      expect(await codes(searchMembersAdmin, keyword), keyword).toEqual([]);
      expect(await codes(searchStudentsAdmin, keyword), keyword).toEqual([]);
    }
  });
});

describe("the keyword follows the writes (the profiles' search_text, kept by the database)", () => {
  const found = async (
    endpoint: typeof searchMembersAdmin | typeof searchStudentsAdmin | typeof searchCorporates,
    keyword: string,
  ) => {
    const res = await call(t.app, endpoint, { query: { state: '*', keyword } }, { token: token.admin });
    expect(res.status).toBe(200);
    return res.body.result!.list.map((r) => r.userCode);
  };

  it('finds a member by the company, name and e-mail written last, not by the old ones', async () => {
    const user = await makeUser(t, 'member', { name: 'TARINI OKAFOR', email: 'tarini.okafor@example.test' });
    await insertMemberProfile(t.ctx.db, user.id, {
      membershipNumber: '770011',
      currentCompany: 'Orchid Ledger Advisors',
    });
    const memberToken = await signIn(t, user.email, 'member');
    // Written at registration (the profile inserted after the user).
    expect(await found(searchMembersAdmin, 'orchid ledger')).toEqual([user.code]);
    expect(await found(searchMembersAdmin, '770011')).toEqual([user.code]);

    // The member's own profile form (the profile service) changes the company.
    const saved = await call(
      t.app,
      saveMemberBasicDetail,
      {
        body: {
          state: 'IN-KA',
          city: 'IN-KA-BENGALURU',
          currentCompany: 'Quill Ridge Partners',
          currentRole: 'R-CS',
          otherRole: '',
          totalExperienceInMonths: 30,
          currentCTC: 900000,
          currentCTCCurrency: 'INR',
          profileSummary: 'Company secretary in a listed company.',
        },
      },
      { token: memberToken },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await found(searchMembersAdmin, 'orchid ledger')).toEqual([]);
    expect(await found(searchMembersAdmin, 'QUILL RIDGE')).toEqual([user.code]);
    expect(await found(searchMembersAdmin, '770011')).toEqual([user.code]);

    // The institute's record changes the name and e-mail (the sync's write of the user row).
    await updateUserContact(
      t.ctx.db,
      user.id,
      { name: 'TARINI ADEYEMI', email: 'tarini.adeyemi@example.test', mobile: '' },
      t.ctx.now(),
    );
    expect(await found(searchMembersAdmin, 'okafor')).toEqual([]);
    expect(await found(searchMembersAdmin, 'ni adeyem')).toEqual([user.code]);
    expect(await found(searchMembersAdmin, 'adeyemi@example')).toEqual([user.code]);
    // The profile's fields are still there after the user's own changed.
    expect(await found(searchMembersAdmin, 'quill ridge')).toEqual([user.code]);
    // Fields are matched one by one: nothing across the end of one and the start of the next.
    expect(await found(searchMembersAdmin, 'adeyemi tarini')).toEqual([]);
    expect(await found(searchMembersAdmin, 'partners770011')).toEqual([]);
    expect(await found(searchMembersAdmin, `test\u0001770011`)).toEqual([]);
    // Only members: the same words find no student or employer.
    expect(await found(searchStudentsAdmin, 'quill ridge')).toEqual([]);
    expect(await found(searchCorporates, 'adeyemi')).toEqual([]);
  });

  it('finds a student by the registration number written last', async () => {
    const user = await makeUser(t, 'student', { name: 'IRAVAN MEHDI' });
    await insertStudentProfile(t.ctx.db, user.id, { registrationNumber: 'REGX-5501' });
    expect(await found(searchStudentsAdmin, 'regx-5501')).toEqual([user.code]);
    await t.ctx.db.execute(
      sql`update student_profiles set registration_number = 'REGY-7702' where user_id = ${user.id}`,
    );
    expect(await found(searchStudentsAdmin, 'regx-5501')).toEqual([]);
    expect(await found(searchStudentsAdmin, 'regy-7702')).toEqual([user.code]);
    // A value written into the column itself is replaced by the fields' own.
    await t.ctx.db.execute(
      sql`update student_profiles set search_text = 'forged' where user_id = ${user.id}`,
    );
    expect(await found(searchStudentsAdmin, 'forged')).toEqual([]);
    expect(await found(searchStudentsAdmin, 'iravan')).toEqual([user.code]);
  });
});

describe('configuration from the admin area', () => {
  it('adds a role once, refuses the duplicate and records the addition', async () => {
    const first = await call(t.app, addRole, { body: { name: 'Privacy Officer' } }, { token: token.admin });
    expect(first.body.result!.Message).toBe(MSG.rolesUpdated);
    const again = await call(t.app, addRole, { body: { name: 'privacy  officer' } }, { token: token.admin });
    expectRefused(again, 409, LOOKUP_MSG.alreadyExists('privacy officer'));
    const audit = await call(t.app, listAudit, { query: { action: 'lookup.add' } }, { token: token.admin });
    expect(audit.body.result!.list.filter((a) => a.detail.name === 'Privacy Officer')).toHaveLength(1);
    const byMember = await call(t.app, addRole, { body: { name: 'Other Role' } }, { token: token.member });
    expect(byMember.status).toBe(403);
  });
});

describe('audit log', () => {
  it('filters by actor, action and day, newest first', async () => {
    const byAction = await call(t.app, listAudit, { query: { action: 'export.' } }, { token: token.admin });
    expect(byAction.body.result!.total).toBeGreaterThanOrEqual(3);
    expect(byAction.body.result!.list.every((a) => a.action.startsWith('export.'))).toBe(true);
    const byActor = await call(
      t.app,
      listAudit,
      { query: { actor: 'placement admin' } },
      { token: token.admin },
    );
    expect(byActor.body.result!.list.every((a) => a.actorName === 'PLACEMENT ADMIN')).toBe(true);
    const ats = byActor.body.result!.list.map((a) => a.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const past = await call(
      t.app,
      listAudit,
      { query: { from: nowSeconds() - 30 * DAY, to: nowSeconds() - 20 * DAY } },
      { token: token.admin },
    );
    expect(past.body.result!.total).toBe(0);
    const today = await call(
      t.app,
      listAudit,
      { query: { from: nowSeconds(), to: nowSeconds() } },
      { token: token.admin },
    );
    expect(today.body.result!.total).toBeGreaterThan(0);
  });
});

// A keyword of three characters or more, sorted by a profile column, is paged and counted in one
// statement (admin.repo.ts keywordPaging); by name, or shorter, in two. Every path, every page.
describe('keyword search pages and counts', () => {
  let t: TestApp;
  let admin: string;
  let many: { id: number; code: string }[];
  appForTests(async () => {
    t = await createTestApp();
    await seedReferenceData(t.ctx.db);
    admin = (await signedInUser(t, 'admin')).token;
    many = await insertManyMembers(t.ctx.db, 7);
    // Updated i days ago; experience rising the other way, with a tie (the newer id first).
    for (const [i, m] of many.entries())
      await t.ctx.db
        .update(memberProfiles)
        .set({
          modifiedAt: new Date(Date.now() - i * 86_400_000),
          totalExperienceInMonths: i === 6 ? 50 : i * 10,
        })
        .where(eq(memberProfiles.userId, m.id));
    for (const n of [1, 2, 3]) {
      const user = await makeUser(t, 'student', { name: `PAGED STUDENT ${n}` });
      await insertStudentProfile(t.ctx.db, user.id);
    }
    return t;
  });

  const pages = async (
    endpoint: typeof searchMembersAdmin | typeof searchStudentsAdmin,
    query: Record<string, string | number>,
    count: number,
  ) => {
    const codes: string[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= count; page++) {
      const res = await call(t.app, endpoint, { query: { state: '*', limit: 3, ...query, page } } as never, {
        token: admin,
      });
      expect(res.status).toBe(200);
      codes.push(...res.body.result!.list.map((r) => r.userCode));
      totals.push(res.body.result!.total);
    }
    return { codes, totals };
  };

  it('pages members by keyword in every order, with the count on every page and past the end', async () => {
    const byUpdate = many.map((m) => m.code);
    const byExperience = [6, 5, 4, 3, 2, 1, 0].map((i) => many[i]!.code);
    const byName = [...many].sort((a, b) => a.id - b.id).map((m) => m.code); // MANY MEMBER 0..6
    for (const [query, order] of [
      [{ keyword: 'many member', sort: 2 }, byUpdate],
      [{ keyword: 'MANY MEMBER', sort: 3 }, byExperience],
      [{ keyword: 'many member', sort: 1 }, byName],
      [{ keyword: 'ma', sort: 2 }, byUpdate],
    ] as const) {
      const { codes, totals } = await pages(searchMembersAdmin, query, 4);
      expect(codes, JSON.stringify(query)).toEqual(order);
      expect(totals, JSON.stringify(query)).toEqual([7, 7, 7, 7]);
    }
    // A member's code is matched whole, alone.
    expect(await pages(searchMembersAdmin, { keyword: many[3]!.code }, 2)).toEqual({
      codes: [many[3]!.code],
      totals: [1, 1],
    });
    expect(await pages(searchMembersAdmin, { keyword: 'nobody here' }, 1)).toEqual({
      codes: [],
      totals: [0],
    });
  });

  it('pages students by keyword the same way', async () => {
    const { codes, totals } = await pages(searchStudentsAdmin, { keyword: 'paged student' }, 3);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(totals).toEqual([3, 3, 3]);
  });
});
