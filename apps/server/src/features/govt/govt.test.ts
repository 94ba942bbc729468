import type { Role } from '@pp/contract/endpoint';
import {
  exportGovtJobs,
  exportGovtTrainings,
  type GovtJobInput,
  type GovtTrainingInput,
  getGovtJob,
  getGovtTraining,
  listGovtJobs,
  listGovtTrainings,
  recentGovtTrainings,
  saveGovtJob,
  saveGovtTraining,
} from '@pp/contract/govt';
import { MSG } from '@pp/contract/messages';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { download } from '../../test/fixtures/index.ts';
import { call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { countXlsxRows } from '../../test/xlsx.ts';

let t: TestApp;
let admin: { id: number; token: string };
const tokens = {} as Record<Exclude<Role, 'admin'>, string>;
const DAY = 86400;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const signed = await signedInUser(t, 'admin');
  admin = { id: signed.user.id, token: signed.token };
  for (const role of ['corporate', 'member', 'student'] as const) {
    tokens[role] = (await signedInUser(t, role)).token;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const nowSeconds = () => Math.floor(t.ctx.now().getTime() / 1000);

function jobDraft(overrides: Partial<GovtJobInput> = {}): GovtJobInput {
  return {
    title: 'Assistant Manager (Legal)',
    description: '<p>Recruitment of <strong>company secretaries</strong>.</p>',
    city: ['IN-MH-MUMBAI', 'IN-DL-NEW-DELHI'],
    jobType: 'JT-FT',
    workCulture: 'No',
    jobPost: 'Assistant Manager',
    governmentType: 'GT-REG',
    companyName: 'Securities and Exchange Board of India',
    vacancy: '25',
    payScale: 'Rs. 44,500 - 89,150',
    ageLimit: 'Up to 30 years',
    applyURL: 'https://www.example.gov.in/apply',
    advertisementURL: 'https://www.example.gov.in/advt.pdf',
    startDate: nowSeconds() - 2 * DAY,
    endDate: nowSeconds() + 20 * DAY,
    minimumExperience: 0,
    maximumExperience: 5,
    ...overrides,
  };
}

function trainingDraft(overrides: Partial<GovtTrainingInput> = {}): GovtTrainingInput {
  return {
    check: 'i',
    title: 'Young Professionals Programme',
    description: '<p>One year with the legal department.</p>',
    city: ['IN-MH-MUMBAI'],
    designation: 'Young Professional',
    governmentType: 'GT-REG',
    companyName: 'SEBI',
    vacancy: '10',
    stipend: 'Rs. 60,000 per month',
    ageLimit: 'Up to 28 years',
    applyURL: 'https://www.example.gov.in/ypp',
    advertisementURL: '',
    trainingStartDate: nowSeconds() - DAY,
    trainingEndDate: nowSeconds() + 10 * DAY,
    minimumQualification: 'Q-CSP-PASS',
    ...overrides,
  };
}

async function createJob(overrides: Partial<GovtJobInput> = {}) {
  const res = await call(t.app, saveGovtJob, { body: jobDraft(overrides) }, { token: admin.token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function auditRows(prefix: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, admin.id), like(auditLog.action, `${prefix}%`)));
}

describe('government jobs: admin create and update, public reads', () => {
  it('creates a job with the spec message, sanitizes the description and shows it publicly', async () => {
    const res = await call(
      t.app,
      saveGovtJob,
      { body: jobDraft({ description: '<p onclick="x()">Apply <script>alert(1)</script>now</p>' }) },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result!.Message).toBe(MSG.jobPosted);
    const code = res.body.result!.code;
    const detail = await call(t.app, getGovtJob, { params: { code } });
    expect(detail.status).toBe(200);
    const job = detail.body.result!;
    expect(job.description).toBe('<p>Apply now</p>');
    expect(job.location).toEqual(['Mumbai', 'New Delhi']);
    expect(job.jobTypeName).toBe('Full Time');
    expect(job.governmentTypeName).toBe('Regulatory Body');
    expect(job.status).toBe('active');
    const [row] = (await auditRows('govt-job.create')).filter(
      (r) => (r.detail as { code: string }).code === code,
    );
    expect(row).toBeDefined();
    expect((row!.detail as { before: unknown; after: { title: string } }).before).toBeNull();
    expect((row!.detail as { after: { title: string } }).after.title).toBe('Assistant Manager (Legal)');
  });

  it('updates a job named by its code and records before and after', async () => {
    const code = await createJob();
    const res = await call(
      t.app,
      saveGovtJob,
      { body: jobDraft({ code, title: 'Deputy Manager (Legal)', vacancy: '3' }) },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ code, Message: MSG.jobUpdated });
    const detail = await call(t.app, getGovtJob, { params: { code } });
    expect(detail.body.result!.title).toBe('Deputy Manager (Legal)');
    const rows = (await auditRows('govt-job.update')).filter(
      (r) => (r.detail as { code: string }).code === code,
    );
    const d = rows[0]!.detail as { before: { title: string; vacancy: string }; after: { title: string } };
    expect(d.before.title).toBe('Assistant Manager (Legal)');
    expect(d.before.vacancy).toBe('25');
    expect(d.after.title).toBe('Deputy Manager (Legal)');
  });

  it('refuses an update of an unknown code', async () => {
    const res = await call(
      t.app,
      saveGovtJob,
      { body: jobDraft({ code: 'NoSuchCode123456' }) },
      { token: admin.token },
    );
    expect(res.status).toBe(404);
  });

  it('holds every field to its rule', async () => {
    const cases: [Partial<GovtJobInput>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ description: '' }, 'description'],
      [{ description: `<p>${'a'.repeat(5001)}</p>` }, 'description'],
      [{ city: [] }, 'city'],
      [{ jobType: '' }, 'jobType'],
      [{ jobPost: '' }, 'jobPost'],
      [{ governmentType: '' }, 'governmentType'],
      [{ applyURL: 'javascript:alert(1)' }, 'applyURL'],
      [{ advertisementURL: `https://example.gov.in/${'a'.repeat(480)}` }, 'advertisementURL'],
      [{ startDate: nowSeconds() + 5 * DAY, endDate: nowSeconds() }, 'startDate'],
      [{ minimumExperience: 6, maximumExperience: 2 }, 'minimumExperience'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(t.app, saveGovtJob, { body: jobDraft(overrides) }, { token: admin.token });
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    const longDate = await call(
      t.app,
      saveGovtJob,
      { body: jobDraft({ startDate: nowSeconds() + 5 * DAY, endDate: nowSeconds() }) },
      { token: admin.token },
    );
    expect(longDate.body.error.fields?.startDate).toBe(MSG.startAfterEnd);
  });

  it('counts the visible text of the description: 5000 characters in markup pass', async () => {
    const res = await call(
      t.app,
      saveGovtJob,
      { body: jobDraft({ description: `<p><strong>${'a'.repeat(4990)}</strong></p>` }) },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
  });

  it('refuses unknown cities and codes', async () => {
    const bad: [Partial<GovtJobInput>, string][] = [
      [{ city: ['IN-XX-NOWHERE'] }, 'city'],
      [{ jobType: 'JT-NOPE' }, 'jobType'],
      [{ governmentType: 'GT-NOPE' }, 'governmentType'],
    ];
    for (const [overrides, field] of bad) {
      const res = await call(t.app, saveGovtJob, { body: jobDraft(overrides) }, { token: admin.token });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
    }
  });

  it('public list shows open jobs only; isExpiry=true adds expired ones, marked expired', async () => {
    const expired = await createJob({
      title: 'Expired notice',
      startDate: nowSeconds() - 30 * DAY,
      endDate: nowSeconds() - 3 * DAY,
    });
    const open = await createJob({ title: 'Open notice' });
    const publicList = await call(t.app, listGovtJobs, { query: { limit: 100 } });
    expect(publicList.status).toBe(200);
    const publicCodes = publicList.body.result!.list.map((j) => j.code);
    expect(publicCodes).toContain(open);
    expect(publicCodes).not.toContain(expired);
    const all = await call(t.app, listGovtJobs, { query: { isExpiry: 'true', limit: 100 } });
    const row = all.body.result!.list.find((j) => j.code === expired);
    expect(row?.status).toBe('expired');
    expect(all.body.result!.total).toBeGreaterThan(publicList.body.result!.total);
    // Newest first by default.
    expect(all.body.result!.list[0]!.code).toBe(open);
  });

  it('pages 20 rows by default and sorts by last date with sort 2', async () => {
    const res = await call(t.app, listGovtJobs, { query: { isExpiry: true, sort: 2, limit: 100 } });
    const ends = res.body.result!.list.map((j) => j.endDate ?? Number.POSITIVE_INFINITY);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    const page = await call(t.app, listGovtJobs, { query: { isExpiry: true } });
    expect(page.body.result!.list.length).toBeLessThanOrEqual(20);
  });

  it('finds jobs by keyword in title, organisation or post', async () => {
    await createJob({ title: 'Legal Officer', companyName: 'Unique Tribunal Of Testing' });
    const res = await call(t.app, listGovtJobs, { query: { keyword: 'unique tribunal', isExpiry: true } });
    expect(res.body.result!.list.map((j) => j.companyName)).toEqual(['Unique Tribunal Of Testing']);
  });

  it('only admins write; everyone reads', async () => {
    for (const role of ['corporate', 'member', 'student'] as const) {
      const res = await call(t.app, saveGovtJob, { body: jobDraft() }, { token: tokens[role] });
      expect(res.status).toBe(403);
      const tr = await call(t.app, saveGovtTraining, { body: trainingDraft() }, { token: tokens[role] });
      expect(tr.status).toBe(403);
      const ex = await call(t.app, exportGovtJobs, { query: {} }, { token: tokens[role] });
      expect(ex.status).toBe(403);
      const read = await call(t.app, listGovtJobs, { query: {} }, { token: tokens[role] });
      expect(read.status).toBe(200);
    }
    const anonymous = await call(t.app, saveGovtJob, { body: jobDraft() });
    expect(anonymous.status).toBe(401);
    expect((await call(t.app, listGovtTrainings, { query: {} })).status).toBe(200);
  });

  it('unknown code: 404', async () => {
    expect((await call(t.app, getGovtJob, { params: { code: 'Nope12345' } })).status).toBe(404);
    expect((await call(t.app, getGovtTraining, { params: { code: 'Nope12345' } })).status).toBe(404);
  });
});

describe('government trainings', () => {
  it("creates with check 'i' and updates with check 'u', with the spec messages", async () => {
    const created = await call(t.app, saveGovtTraining, { body: trainingDraft() }, { token: admin.token });
    expect(created.status, created.body.error.Message).toBe(200);
    expect(created.body.result!.Message).toBe(MSG.trainingPosted);
    const code = created.body.result!.code;
    const updated = await call(
      t.app,
      saveGovtTraining,
      { body: trainingDraft({ check: 'u', code, title: 'Young Professionals Programme 2026' }) },
      { token: admin.token },
    );
    expect(updated.body.result).toEqual({ code, Message: MSG.trainingUpdated });
    const detail = await call(t.app, getGovtTraining, { params: { code } });
    expect(detail.body.result!.title).toBe('Young Professionals Programme 2026');
    expect(detail.body.result!.minimumQualificationName).toBe('CS Professional Programme passed');
    expect(detail.body.result!.location).toEqual(['Mumbai']);
    const audits = await auditRows('govt-training.update');
    expect(audits.some((r) => (r.detail as { code: string }).code === code)).toBe(true);
  });

  it("refuses 'u' without a code, a vacancy with letters and a missing qualification", async () => {
    const noCode = await call(
      t.app,
      saveGovtTraining,
      { body: trainingDraft({ check: 'u' }) },
      { token: admin.token },
    );
    expect(noCode.status).toBe(400);
    const letters = await call(
      t.app,
      saveGovtTraining,
      { body: trainingDraft({ vacancy: '10 posts' }) },
      { token: admin.token },
    );
    expect(letters.status).toBe(400);
    expect(letters.body.error.fields?.vacancy).toBe('Please enter digits only');
    for (const field of ['designation', 'minimumQualification', 'governmentType', 'title'] as const) {
      const res = await call(
        t.app,
        saveGovtTraining,
        { body: trainingDraft({ [field]: '' }) },
        { token: admin.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(MSG.required);
    }
  });

  it('lists open trainings publicly, all with isExpiry, and the recent list', async () => {
    const closed = await call(
      t.app,
      saveGovtTraining,
      {
        body: trainingDraft({
          title: 'Closed training',
          trainingStartDate: nowSeconds() - 20 * DAY,
          trainingEndDate: nowSeconds() - 2 * DAY,
        }),
      },
      { token: admin.token },
    );
    const closedCode = closed.body.result!.code;
    const open = await call(t.app, listGovtTrainings, { query: {} });
    expect(open.body.result!.list.map((x) => x.code)).not.toContain(closedCode);
    const all = await call(t.app, listGovtTrainings, { query: { isExpiry: true } });
    expect(all.body.result!.list.find((x) => x.code === closedCode)?.status).toBe('expired');
    const recent = await call(t.app, recentGovtTrainings, { query: { limit: 5 } });
    expect(recent.status).toBe(200);
    expect(recent.body.result!.list.every((x) => x.status === 'active')).toBe(true);
  });

  it('exports the page shown as Excel', async () => {
    const res = await download(
      t.app,
      exportGovtTrainings,
      { query: { isExpiry: true, page: 1, limit: 20 } },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const { rows, first, sheetName } = await countXlsxRows(res.rawPayload);
    expect(sheetName).toBe('Sheet1');
    expect(first[0]).toBe('Title');
    expect(rows).toBeGreaterThan(1);
    const empty = await call(
      t.app,
      exportGovtTrainings,
      { query: { isExpiry: true, page: 500, limit: 20 } },
      { token: admin.token },
    );
    expectRefused(empty, 400, MSG.noDataToExport);
  });
});

describe('government jobs export', () => {
  it("says 'No data found to export.' when nothing matches", async () => {
    const res = await call(
      t.app,
      exportGovtJobs,
      { query: { keyword: 'nothing-matches-this' } },
      { token: admin.token },
    );
    expectRefused(res, 400, MSG.noDataToExport);
  });
});
