import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStats } from '@pp/contract/admin';
import { applyForJob, applyForTraining } from '@pp/contract/applications';
import { getCorporateDashboard, searchMembers } from '@pp/contract/corporates';
import { API_BASE, buildPath, type Role } from '@pp/contract/endpoint';
import { jobInterviews, myInterviews } from '@pp/contract/interviews';
import { listJobApplicants, listPostedJobs } from '@pp/contract/jobs';
import { MASTER_LIST } from '@pp/contract/lookups';
import { listNotifications } from '@pp/contract/notifications';
import { APPLICATION_STAGES } from '@pp/contract/pipeline';
import {
  downloadResume,
  getMemberDashboard,
  getMemberProfile,
  getStudentDashboard,
  getStudentProfile,
} from '@pp/contract/profiles';
import { recentJobs, recentTrainings } from '@pp/contract/search';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { files } from '../db/schema/files.ts';
import { cities, masterItems } from '../db/schema/lookups.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../db/schema/postings.ts';
import { memberProfiles, studentProfiles } from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';
import { readAll } from '../platform/file-storage.ts';
import { fileStorage } from '../platform/storage.ts';
import { checkPdf, detectImage } from '../platform/uploads.ts';
import { call, createTestApp, type TestApp } from '../test/harness.ts';
import { signIn } from '../test/sign-in.ts';
import { DEMO_SIGN_INS } from './demo.ts';
import { EXTRA_EMPLOYERS, EXTRA_MEMBERS, EXTRA_STUDENTS } from './demo-people.ts';
import { seedOnFirstStart } from './seed.ts';

/**
 * The demo data set as a first start seeds it (seed.ts), used through the real endpoints: every
 * role's journey works without preparing anything.
 */

let t: TestApp;
let dataDir: string;
const token = {} as Record<Role, string>;
/** What a first start with the production defaults left in the same fresh database. */
let inProduction: { signIns: number; users: number; files: number };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pp-demo-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const production = loadConfig({ NODE_ENV: 'production' });
  const none = await seedOnFirstStart({
    ...t.ctx,
    config: { ...t.ctx.config, SEED_DEMO: production.SEED_DEMO },
  });
  const [people] = await t.ctx.db.select({ n: count() }).from(users);
  const [stored] = await t.ctx.db.select({ n: count() }).from(files);
  inProduction = { signIns: none.demoSignIns.length, users: people?.n ?? -1, files: stored?.n ?? -1 };
  await seedOnFirstStart(t.ctx);
  for (const demo of DEMO_SIGN_INS) token[demo.kind] = await signIn(t, demo.email, demo.kind, demo.password);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('is not seeded with the production defaults', () => {
    expect(inProduction).toEqual({ signIns: 0, users: 0, files: 0 });
  });

  it('lets the demo member apply to an open job and the demo student to an open training at once', async () => {
    const memberJobs = await call(t.app, recentJobs, { query: { limit: 50 } }, { token: token.member });
    const job = memberJobs.body.result!.list.find((j) => !j.appliedOn);
    expect(job, 'an open member job the demo member has not applied to').toBeDefined();
    const applied = await call(t.app, applyForJob, { body: { jobCode: job!.code } }, { token: token.member });
    expect(applied.status, applied.body.error.Message).toBe(200);
    expect(applied.body.result!.code).toBe(1);

    const open = await call(t.app, recentTrainings, { query: { limit: 50 } }, { token: token.student });
    const training = open.body.result!.list.find((x) => !x.appliedOn);
    expect(training, 'an open training the demo student has not applied to').toBeDefined();
    const joined = await call(
      t.app,
      applyForTraining,
      { body: { trainingCode: training!.code } },
      { token: token.student },
    );
    expect(joined.status, joined.body.error.Message).toBe(200);
  });

  it("gives the demo employer's big posting more than a page of applicants, in every stage", async () => {
    const posted = await call(t.app, listPostedJobs, { query: { limit: 50 } }, { token: token.corporate });
    const big = posted.body.result!.list.find((j) => j.title === 'Company Secretary & Compliance Officer');
    expect(big).toBeDefined();
    const pageOf = (page: number) =>
      call(
        t.app,
        listJobApplicants,
        { query: { jobCode: big!.code, page, limit: 20 } },
        { token: token.corporate },
      );
    const [first, second] = await Promise.all([pageOf(1), pageOf(2)]);
    expect(first.body.result!.total).toBeGreaterThan(20);
    expect(first.body.result!.list).toHaveLength(20);
    const all = [...first.body.result!.list, ...second.body.result!.list];
    expect(all).toHaveLength(first.body.result!.total);
    expect(new Set(all.map((a) => a.userCode)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.stage))).toEqual(new Set(APPLICATION_STAGES));
    expect(big!.applicationCount).toBe(all.length);
  });

  it('keeps every posting’s application count equal to its applications', async () => {
    const wrongJobs = await t.ctx.db
      .select({ n: count() })
      .from(jobs)
      .where(
        sql`${jobs.applicationCount} <> (select count(*) from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
      );
    const wrongTrainings = await t.ctx.db
      .select({ n: count() })
      .from(trainings)
      .where(
        sql`${trainings.applicationCount} <> (select count(*) from ${trainingApplications} where ${trainingApplications.trainingId} = ${trainings.id})`,
      );
    expect(wrongJobs[0]?.n).toBe(0);
    expect(wrongTrainings[0]?.n).toBe(0);
    const [applications] = await t.ctx.db.select({ n: count() }).from(jobApplications);
    expect(applications?.n).toBeGreaterThan(60);
  });

  it('finds several members by a common skill for the demo employer', async () => {
    const found = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-DL', skill: 'SKM-LODR' } },
      { token: token.corporate },
    );
    expect(found.status).toBe(200);
    expect(found.body.result!.total).toBeGreaterThanOrEqual(5);
    expect(found.body.result!.list.every((m) => m.skill.includes('SEBI LODR Compliance'))).toBe(true);
  });

  it('gives the demo member a PDF resume and a picture, downloadable as such', async () => {
    const profile = await call(t.app, getMemberProfile, {}, { token: token.member });
    const { userCode } = profile.body.result!.basicDetail;
    const fileName = profile.body.result!.resumeDetail?.fileName ?? '';
    expect(fileName).toMatch(/\.pdf$/);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/${buildPath(downloadResume.path, { userCode, fileName })}`,
      headers: { authorization: `Bearer ${token.member}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await checkPdf(res.rawPayload)).toBe('pdf');
    expect(res.rawPayload.toString('latin1')).toContain('(ANANYA RAO) Tj');
    expect(profile.body.result!.basicDetail.profilePicture).toMatch(/\.png$/);
    const student = await call(t.app, getStudentProfile, {}, { token: token.student });
    expect(student.body.result!.resumeDetail?.fileName).toMatch(/\.pdf$/);
  });

  it('stores every demo file as the upload checks accept it', async () => {
    const rows = await t.ctx.db.select().from(files);
    expect(rows.length).toBe(2 * (2 + EXTRA_MEMBERS.length + EXTRA_STUDENTS.length));
    const storage = fileStorage(t.ctx.config);
    for (const row of rows) {
      const stream = await storage.get(row.storageKey);
      expect(stream, row.fileName).not.toBeNull();
      const bytes = await readAll(stream!);
      expect(bytes.length).toBe(row.size);
      if (row.kind === 'resume') expect(await checkPdf(bytes), row.originalName).toBe('pdf');
      else expect((await detectImage(bytes))?.mime, row.originalName).toBe('image/png');
    }
  });

  it('uses only places and skills of the reference data', async () => {
    const cityCodes = new Set((await t.ctx.db.select({ code: cities.code }).from(cities)).map((c) => c.code));
    const skillCodes = new Set(
      (
        await t.ctx.db
          .select({ code: masterItems.code })
          .from(masterItems)
          .where(eq(masterItems.list, MASTER_LIST.skill))
      ).map((s) => s.code),
    );
    const profiles = [
      ...(await t.ctx.db
        .select({ city: memberProfiles.cityCode, skills: memberProfiles.skills })
        .from(memberProfiles)),
      ...(await t.ctx.db
        .select({ city: studentProfiles.cityCode, skills: studentProfiles.skills })
        .from(studentProfiles)),
    ];
    const postings = [
      ...(await t.ctx.db.select({ cities: jobs.cities, skills: jobs.skills }).from(jobs)),
      ...(await t.ctx.db
        .select({ cities: trainings.cities, skills: sql<string[]>`'{}'::text[]` })
        .from(trainings)),
    ];
    const usedCities = [...profiles.map((p) => p.city), ...postings.flatMap((p) => p.cities)].filter(Boolean);
    const usedSkills = [...profiles, ...postings].flatMap((p) => p.skills);
    expect(usedCities.filter((code) => !cityCodes.has(code))).toEqual([]);
    expect(usedSkills.filter((code) => !skillCodes.has(code))).toEqual([]);
  });

  it('shows data on every dashboard', async () => {
    const employer = await call(t.app, getCorporateDashboard, {}, { token: token.corporate });
    expect(employer.body.result!.openJobs).toBeGreaterThan(0);
    expect(employer.body.result!.openTrainings).toBeGreaterThan(0);
    expect(employer.body.result!.latestApplicants.length).toBeGreaterThan(0);
    expect(employer.body.result!.expiringSoon.length).toBeGreaterThan(0);

    const member = await call(t.app, getMemberDashboard, {}, { token: token.member });
    expect(member.body.result!.completeness.percent).toBe(100);
    expect(member.body.result!.recommended.list.length).toBeGreaterThan(0);
    expect(member.body.result!.applications.length).toBeGreaterThan(0);

    const student = await call(t.app, getStudentDashboard, {}, { token: token.student });
    expect(student.body.result!.recommended.list.length).toBeGreaterThan(0);
    expect(student.body.result!.applications.length).toBeGreaterThan(0);

    const stats = await call(t.app, getStats, {}, { token: token.admin });
    const value = (key: string) => stats.body.result!.list.find((s) => s.key === key)?.value ?? 0;
    expect(value('members')).toBeGreaterThan(EXTRA_MEMBERS.length);
    expect(value('employers')).toBeGreaterThanOrEqual(2 + EXTRA_EMPLOYERS.length);
    const weeks = stats.body.result!.weekly;
    expect(weeks.some((w) => w.jobApplications > 0)).toBe(true);
    expect(weeks.some((w) => w.jobsPosted > 0)).toBe(true);
  });

  it('shows interviews and notifications at the first start', async () => {
    const mine = await call(t.app, myInterviews, { query: {} }, { token: token.member });
    expect(mine.body.result?.list[0]).toMatchObject({
      postingTitle: 'Company Secretary - NBFC',
      mode: 'video',
      response: 'pending',
      status: 'scheduled',
    });
    expect(mine.body.result!.list[0]!.startsOn! * 1000).toBeGreaterThan(Date.now());
    const memberNotes = await call(t.app, listNotifications, { query: {} }, { token: token.member });
    expect(memberNotes.body.result?.list.map((n) => n.kind)).toContain('interviewInvited');

    const posted = await call(
      t.app,
      listPostedJobs,
      { query: { page: 1, limit: 50 } },
      { token: token.corporate },
    );
    const big = posted.body.result!.list.find((j) => j.title === 'Company Secretary & Compliance Officer')!;
    const invites = await call(
      t.app,
      jobInterviews,
      { query: { jobCode: big.code } },
      { token: token.corporate },
    );
    expect(invites.body.result?.list.map((i) => i.response).sort()).toEqual(['accepted', 'newTime']);
    const employerNotes = await call(t.app, listNotifications, { query: {} }, { token: token.corporate });
    const answered = employerNotes.body.result!.list.filter((n) => n.kind === 'interviewAnswered');
    expect(answered).toHaveLength(2);
    for (const note of answered)
      expect(note.kind === 'interviewAnswered' && note.params.candidateName).not.toBe('');
  });

  it('lets the extra demo accounts sign in with their kind’s published password', async () => {
    const employer = EXTRA_EMPLOYERS[0]!;
    const password = DEMO_SIGN_INS.find((d) => d.kind === 'corporate')!.password;
    await expect(signIn(t, employer.email, 'corporate', password)).resolves.toBeTruthy();
    const [member] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
      .where(eq(users.name, EXTRA_MEMBERS[0]!.name));
    const memberPassword = DEMO_SIGN_INS.find((d) => d.kind === 'member')!.password;
    await expect(signIn(t, member!.email, 'member', memberPassword)).resolves.toBeTruthy();
  });
});
