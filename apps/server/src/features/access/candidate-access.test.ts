import { messageMember, searchMembers } from '@pp/contract/corporates';
import { API_BASE } from '@pp/contract/endpoint';
import { listJobApplicants } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import {
  getMemberDetail,
  getMemberDetailForAdmin,
  getMemberProfile,
  getStudentDetail,
  listMemberProfileViews,
  listStudentProfileViews,
  PROFILE_MSG,
  PROFILE_VIEWS_PER_DAY,
  resumePath,
  setMemberActive,
  setMemberResumeVisibility,
  uploadMemberResume,
  uploadStudentResume,
} from '@pp/contract/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/comm.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  applyToJob,
  insertJob,
  insertManyMembers,
  insertMemberProfile,
  insertStudentProfile,
} from '../../test/fixtures/index.ts';
import { call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { uploadFile } from '../../test/upload.ts';
import { CANDIDATE_ACCESS, type CandidatePart, partsOf, type Relation } from './candidate-access.ts';

describe('the candidate access rule, row by row', () => {
  const rows: [Relation, boolean, CandidatePart[]][] = [
    ['self', false, ['profile', 'contact', 'resume']],
    ['self', true, ['profile', 'contact', 'resume']],
    ['admin', false, ['profile', 'contact', 'resume']],
    ['admin', true, ['profile', 'contact', 'resume']],
    ['applicant', false, ['profile', 'contact', 'resume']],
    ['applicant', true, ['profile', 'contact', 'resume']],
    ['searchable', false, ['profile']],
    ['searchable', true, ['profile', 'resume']],
    ['none', false, []],
    ['none', true, []],
  ];
  it.each(rows)('%s, resume switch %s: %j', (relation, showsResume, parts) => {
    expect([...partsOf(relation, showsResume)].sort()).toEqual([...parts].sort());
  });

  it('counts views by employers only, and limits only views of non-applicants', () => {
    expect(
      Object.entries(CANDIDATE_ACCESS).map(([relation, rule]) => [relation, rule.countsAsView, rule.limited]),
    ).toEqual([
      ['self', false, false],
      ['admin', false, false],
      ['applicant', true, false],
      ['searchable', true, true],
      ['none', false, false],
    ]);
  });
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
);

let t: TestApp;

async function uploadResume(path: string, token: string): Promise<string> {
  const res = await uploadFile(t.app, path, token, { name: 'cv.pdf', bytes: PDF, type: 'application/pdf' });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.fileName;
}

const fetchResume = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}/${url}`, headers: { authorization: `Bearer ${token}` } });

interface Person {
  id: number;
  code: string;
  email: string;
  token: string;
}

async function person(role: 'member' | 'student' | 'corporate' | 'admin', company?: string): Promise<Person> {
  const { user, token } = await signedInUser(t, role);
  if (role === 'member')
    await insertMemberProfile(t.database.db, user.id, { stateCode: 'IN-GJ', cityCode: 'IN-GJ-AHMEDABAD' });
  if (role === 'student') await insertStudentProfile(t.database.db, user.id);
  if (company)
    await t.database.db.insert(corporateProfiles).values({ userId: user.id, companyName: company });
  return { id: user.id, code: user.code, email: user.email, token };
}

let member: Person;
let student: Person;
let admin: Person;
let fresh: Person;
let otherMember: Person;
let memberResume: string;
let studentResume: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  await seedReferenceData(t.database.db);
  [member, student, admin, fresh, otherMember] = await Promise.all([
    person('member'),
    person('student'),
    person('admin'),
    person('corporate', 'Fresh Filings Pvt Ltd'),
    person('member'),
  ]);
  memberResume = await uploadResume(uploadMemberResume.path, member.token);
  studentResume = await uploadResume(uploadStudentResume.path, student.token);
});
afterAll(async () => {
  await t.close();
});

const memberDetail = (token: string, jobCode?: string) =>
  call(t.app, getMemberDetail, { query: { userCode: member.code, jobCode } }, { token });

describe('an employer without postings', () => {
  it('finds candidates by search but reads no contact detail, date of birth, number or resume', async () => {
    const found = await call(t.app, searchMembers, { query: { state: 'IN-GJ' } }, { token: fresh.token });
    const row = found.body.result!.list.find((r) => r.userCode === member.code)!;
    expect(row).toBeDefined();
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(row)).not.toContain(member.email);
    expect(row.hasResume).toBe(false);

    const m = await memberDetail(fresh.token);
    expect(m.status, m.body.error?.Message).toBe(200);
    expect(m.body.result!.basicDetail).toMatchObject({
      userCode: member.code,
      email: '',
      mobile: '',
      dateOfBirth: '',
      membershipNumber: '',
      stateName: 'Gujarat',
    });
    expect(m.body.result!.resumeDetail).toBeNull();
    expect(m.body.result!.access).toEqual({ contact: false, resume: false });
    expect(JSON.stringify(m.body)).not.toContain(member.email);

    const s = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: student.code } },
      { token: fresh.token },
    );
    expect(s.status).toBe(200);
    expect(s.body.result!.basicDetail).toMatchObject({
      email: '',
      mobile: '',
      dateOfBirth: '',
      registrationNumber: '',
    });
    expect(s.body.result!.resumeDetail).toBeNull();

    for (const url of [resumePath(member.code, memberResume), resumePath(student.code, studentResume)]) {
      const res = await fetchResume(url, fresh.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.Message).toBe(MSG.resumeNotFound);
    }
  });

  it('writes to a candidate through the portal without learning the address', async () => {
    const sent = await call(
      t.app,
      messageMember,
      { body: { userCode: member.code, message: 'We have an opening for a company secretary.' } },
      { token: fresh.token },
    );
    expect(sent.status).toBe(200);
    expect(JSON.stringify(sent.body)).not.toContain(member.email);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, member.email));
    expect(mails.some((mail) => mail.textBody.includes('Fresh Filings Pvt Ltd'))).toBe(true);
  });

  it('opens the resume once the candidate switches it on, and not after it is switched off', async () => {
    await call(t.app, setMemberResumeVisibility, { body: { show: true } }, { token: member.token });
    const shownRow = await call(t.app, searchMembers, { query: { state: 'IN-GJ' } }, { token: fresh.token });
    expect(shownRow.body.result!.list.find((r) => r.userCode === member.code)!.hasResume).toBe(true);
    const m = await memberDetail(fresh.token);
    expect(m.body.result!.access).toEqual({ contact: false, resume: true });
    expect(m.body.result!.resumeDetail?.fileName).toBe(memberResume);
    expect(m.body.result!.basicDetail.email).toBe('');
    expect((await fetchResume(resumePath(member.code, memberResume), fresh.token)).statusCode).toBe(200);

    await call(t.app, setMemberResumeVisibility, { body: { show: false } }, { token: member.token });
    expect((await fetchResume(resumePath(member.code, memberResume), fresh.token)).statusCode).toBe(404);
    const own = await call(t.app, getMemberProfile, {}, { token: member.token });
    expect(own.body.result!.basicDetail.showResumeToEmployers).toBe(false);
    expect(own.body.result!.access).toEqual({ contact: true, resume: true });
  });

  it('does not find a deactivated candidate at all', async () => {
    await call(t.app, setMemberActive, { body: { status: false } }, { token: otherMember.token });
    const res = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: otherMember.code } },
      { token: fresh.token },
    );
    expectRefused(res, 404, PROFILE_MSG.candidateNotFound);
    await call(t.app, setMemberActive, { body: { status: true } }, { token: otherMember.token });
  });
});

describe('the same employer after the candidate applied', () => {
  let jobCode: string;
  beforeAll(async () => {
    const job = await insertJob(t.database.db, fresh.id, new Date());
    jobCode = job.code;
    await applyToJob(t.database.db, job.code, member.id);
  });

  it('reads the contact details, date of birth, membership number and resume', async () => {
    for (const withJob of [undefined, jobCode]) {
      const m = await memberDetail(fresh.token, withJob);
      expect(m.status).toBe(200);
      expect(m.body.result!.basicDetail).toMatchObject({
        email: member.email,
        dateOfBirth: '1990-01-01',
        membershipNumber: String(10000 + member.id),
      });
      expect(m.body.result!.access).toEqual({ contact: true, resume: true });
      expect(m.body.result!.resumeDetail?.fileName).toBe(memberResume);
    }
    expect((await fetchResume(resumePath(member.code, memberResume), fresh.token)).statusCode).toBe(200);
    const applicants = await call(t.app, listJobApplicants, { query: { jobCode } }, { token: fresh.token });
    expect(applicants.body.result!.list.map((a) => a.email)).toEqual([member.email]);
  });

  it('still reads nothing of candidates who did not apply', async () => {
    const s = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: student.code } },
      { token: fresh.token },
    );
    expect(s.body.result!.basicDetail.email).toBe('');
    // A job code the candidate did not apply to opens nothing.
    const other = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: otherMember.code, jobCode } },
      { token: fresh.token },
    );
    expect(other.status).toBe(404);
  });
});

describe('others', () => {
  it('an admin reads everything; another member reads nothing', async () => {
    const a = await call(
      t.app,
      getMemberDetailForAdmin,
      { params: { userCode: member.code } },
      { token: admin.token },
    );
    expect(a.body.result!.basicDetail.email).toBe(member.email);
    expect(a.body.result!.access).toEqual({ contact: true, resume: true });
    expect((await fetchResume(resumePath(member.code, memberResume), otherMember.token)).statusCode).toBe(
      404,
    );
  });
});

describe('profile views', () => {
  it('lists to the candidate which companies opened the profile and when, once a day each', async () => {
    const before = Math.floor(Date.now() / 1000) - 5;
    await memberDetail(fresh.token);
    await memberDetail(fresh.token);
    // An admin's look is not an employer's view.
    await call(t.app, getMemberDetailForAdmin, { params: { userCode: member.code } }, { token: admin.token });
    const views = await call(t.app, listMemberProfileViews, { query: {} }, { token: member.token });
    expect(views.status).toBe(200);
    expect(views.body.result!.total).toBe(1);
    expect(views.body.result!.list[0]!.companyName).toBe('Fresh Filings Pvt Ltd');
    expect(views.body.result!.list[0]!.viewedOn).toBeGreaterThanOrEqual(before);
    const studentViews = await call(t.app, listStudentProfileViews, { query: {} }, { token: student.token });
    expect(studentViews.body.result!.list.map((v) => v.companyName)).toEqual(['Fresh Filings Pvt Ltd']);
    // Nobody else's list.
    const others = await call(t.app, listMemberProfileViews, { query: {} }, { token: otherMember.token });
    expect(others.body.result!.total).toBe(0);
  });

  it(`limits an employer to ${PROFILE_VIEWS_PER_DAY} non-applicants a day, with a clear 429`, async () => {
    const recruiter = await person('corporate', 'Busy Recruiters LLP');
    const many = await insertManyMembers(t.database.db, PROFILE_VIEWS_PER_DAY);
    for (const candidate of many) {
      const res = await call(
        t.app,
        getMemberDetail,
        { query: { userCode: candidate.code } },
        { token: recruiter.token },
      );
      expect(res.status).toBe(200);
    }
    const over = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code } },
      { token: recruiter.token },
    );
    expectRefused(over, 429, PROFILE_MSG.viewLimit);
    // It says when the day's count starts again (the day is India's), not just to wait.
    expect(over.body.error.Message).toContain('midnight, India time (12:00 AM IST)');
    // The same resume download counts as a view too: refused.
    await call(t.app, setMemberResumeVisibility, { body: { show: true } }, { token: member.token });
    expect((await fetchResume(resumePath(member.code, memberResume), recruiter.token)).statusCode).toBe(429);
    await call(t.app, setMemberResumeVisibility, { body: { show: false } }, { token: member.token });
    // One already opened today opens again.
    const again = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: many[0]!.code } },
      { token: recruiter.token },
    );
    expect(again.status).toBe(200);
    // Its own applicants are never limited.
    const job = await insertJob(t.database.db, recruiter.id, new Date());
    await applyToJob(t.database.db, job.code, member.id);
    const applicant = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code } },
      { token: recruiter.token },
    );
    expect(applicant.status).toBe(200);
    // A new India day: the count starts again.
    t.advance(86_400_000);
    const token = await signIn(t, recruiter.email, 'corporate');
    const tomorrow = await call(t.app, getMemberDetail, { query: { userCode: otherMember.code } }, { token });
    expect(tomorrow.status).toBe(200);
  });
});
