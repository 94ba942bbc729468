import { API_BASE, type EndpointDef, ROLES, type Role } from '@pp/contract/endpoint';
import { istDay } from '@pp/contract/india-time';
import {
  addMemberCertification,
  addMemberEducation,
  addMemberExperience,
  addStudentEducation,
  addStudentExperience,
  getMemberProfile,
  getStudentProfile,
} from '@pp/contract/profiles';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobApplications } from '../../db/schema/postings.ts';
import { notify } from '../../features/notifications/notifications.service.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
  JPEG,
  pdf,
  raw,
} from '../fixtures/index.ts';
import { appForTests, call, createTestApp, type TestApp } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';
import { uploadFile } from '../upload.ts';
import { AUTHZ_MATRIX, CALLERS, type Caller, type Cell } from './authz-matrix.ts';
import { allEndpoints, type NamedEndpoint } from './endpoints.ts';

let t: TestApp;
let endpoints: NamedEndpoint[];
const tokens = {} as Record<Role, string>;
/** A well-formed code nobody owns. */
const NO_CODE = 'ZZZZZZZZZZZZZZZZ';

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  endpoints = await allEndpoints();
  for (const role of ROLES) {
    const { user, token } = await signedInUser(t, role);
    if (role === 'member') await insertMemberProfile(t.database.db, user.id);
    if (role === 'student') await insertStudentProfile(t.database.db, user.id);
    tokens[role] = token;
  }
  return t;
});

function fillPath(path: string, params: Record<string, string> = {}) {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? (name === 'fileName' ? 'file.pdf' : NO_CODE)),
  );
}

async function tokenFor(caller: Caller, def: EndpointDef): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  // Logging out ends the session: give it one of its own.
  if (def.path === 'auth/logout') return (await signedInUser(t, caller)).token;
  return tokens[caller];
}

function bodyFor(def: EndpointDef) {
  return def.method === 'GET' || def.multipart ? undefined : {};
}

describe('authorization matrix', () => {
  it('has exactly one row per endpoint of the contract', () => {
    const keys = new Set(endpoints.map((e) => e.key));
    const missing = [...keys].filter((k) => !(k in AUTHZ_MATRIX));
    const stale = Object.keys(AUTHZ_MATRIX).filter((k) => !keys.has(k));
    expect(missing, 'endpoints without a row in authz-matrix.ts').toEqual([]);
    expect(stale, 'rows of authz-matrix.ts without an endpoint').toEqual([]);
  });

  it('finds every endpoint of the contract registered on the server', () => {
    const unregistered = endpoints
      .filter((e) => !t.app.hasRoute({ method: e.def.method, url: `${API_BASE}/${e.def.path}` }))
      .map((e) => e.key);
    expect(unregistered).toEqual([]);
  });

  it("agrees with every endpoint's declared roles", () => {
    const wrong: string[] = [];
    for (const { key, def } of endpoints) {
      const row = AUTHZ_MATRIX[key];
      if (!row) continue;
      for (const role of ROLES) {
        const allowed = def.roles === 'public' || def.roles.includes(role);
        const cell = row[role];
        if (allowed !== (cell === 'ok' || cell === 'public')) wrong.push(`${key} ${role}: ${cell}`);
      }
      if (def.roles !== 'public' && row.anonymous !== 401) wrong.push(`${key} anonymous: ${row.anonymous}`);
    }
    expect(wrong).toEqual([]);
  });

  it('decides every cell as the table says', async () => {
    const wrong: string[] = [];
    let passed = 0;
    for (const { key, def } of endpoints) {
      const row = AUTHZ_MATRIX[key];
      if (!row) continue;
      for (const caller of CALLERS) {
        const expected: Cell = row[caller];
        const res = await raw(t.app, def.method, fillPath(def.path), {
          token: await tokenFor(caller, def),
          body: bodyFor(def),
        });
        const message = res.json?.error?.Message ?? '';
        const guardPassed = res.status !== 401 && res.status !== 403;
        const good =
          expected === 'ok' || expected === 'public'
            ? guardPassed && res.status < 500
            : res.status === expected && message !== '';
        if (good) passed++;
        else wrong.push(`${key} as ${caller}: expected ${expected}, got ${res.status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(passed).toBe(endpoints.length * CALLERS.length);
  });

  it('refuses every state-changing request authenticated by cookie without the anti-forgery header', async () => {
    const wrong: string[] = [];
    for (const { key, def } of endpoints) {
      if (def.method === 'GET' && !def.mutating) continue;
      const role: Role = def.roles === 'public' ? 'admin' : (def.roles[0] as Role);
      const cookie = `pp_session=${def.path === 'auth/logout' ? (await signedInUser(t, role)).token : tokens[role]}`;
      const res = await t.app.inject({
        method: def.method,
        url: `/placementapi/v1/${fillPath(def.path)}`,
        headers: { cookie },
        ...(bodyFor(def) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403) wrong.push(`${key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ---- Same role, another owner ----

/** The keys of the code-like fields an endpoint takes. */
function codeFields(def: EndpointDef): string[] {
  const keys: string[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = def[part] as (z.ZodType & { shape?: Record<string, unknown> }) | undefined;
    for (const k of Object.keys(schema?.shape ?? {})) if (/code$/i.test(k) || k === 'fileName') keys.push(k);
  }
  return keys;
}

describe('same role, other owner', () => {
  it('has an otherOwner decision for every endpoint that takes a code', () => {
    const missing = endpoints
      .filter((e) => codeFields(e.def).length > 0 && AUTHZ_MATRIX[e.key]?.otherOwner === undefined)
      .map((e) => e.key);
    expect(missing).toEqual([]);
  });

  it("answers 404 to a user who uses another owner's code, and leaves the owner's records alone", async () => {
    const db = t.database.db;
    const employerA = await signedInUser(t, 'corporate');
    const employerB = await signedInUser(t, 'corporate');
    const jobB = await insertJob(db, employerB.user.id, new Date());
    const blockedJobB = await insertJob(db, employerB.user.id, new Date(), { status: 'blocked' });
    const trainingB = await insertTraining(db, employerB.user.id, new Date());
    const sheet = await uploadFile(t.app, 'corporate/profile/balance-sheet', employerB.token, {
      field: 'resume',
      name: 'bs.pdf',
      bytes: pdf(),
    });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    const sheetName = sheet.body.result!.fileName;

    const memberA = await signedInUser(t, 'member');
    const memberB = await signedInUser(t, 'member');
    const studentA = await signedInUser(t, 'student');
    const studentB = await signedInUser(t, 'student');
    for (const m of [memberA, memberB]) await insertMemberProfile(db, m.user.id);
    for (const s of [studentA, studentB]) await insertStudentProfile(db, s.user.id);

    const education = {
      course: 'Company Secretary (Professional)',
      college: 'ICSI',
      location: 'New Delhi',
      board: 'ICSI',
      yearOfCompletion: 2019,
      percentage: '62.5',
    };
    const experience = {
      company: 'Nimbus Software',
      designation: 'Company Secretary',
      location: 'Bengaluru',
      startDate: 1_600_000_000,
      endDate: 1_600_000_000 + 400 * 86400,
      jobProfile: 'Board meetings and filings.',
    };
    const certification = {
      trainingCode: 'TT-PMQ',
      trainingName: '',
      instituteName: 'ICSI',
      location: 'Mumbai',
      courseDuration: 18,
      yearOfCompletion: 2021,
      percentage: '',
    };
    const saved = async (res: { status: number; body: { result: unknown; error: { Message: string } } }) => {
      expect(res.status, res.body.error.Message).toBe(200);
      return (res.body.result as { code: string }).code;
    };
    const mEdu = await saved(
      await call(t.app, addMemberEducation, { body: education }, { token: memberB.token }),
    );
    const mExp = await saved(
      await call(t.app, addMemberExperience, { body: experience }, { token: memberB.token }),
    );
    const mCert = await saved(
      await call(t.app, addMemberCertification, { body: certification }, { token: memberB.token }),
    );
    const sEdu = await saved(
      await call(t.app, addStudentEducation, { body: education }, { token: studentB.token }),
    );
    const sExp = await saved(
      await call(t.app, addStudentExperience, { body: experience }, { token: studentB.token }),
    );
    const resume = await uploadFile(t.app, 'member/profile/resume', memberB.token, {
      field: 'resume',
      name: 'cv.pdf',
      bytes: pdf(),
    });
    expect(resume.status, JSON.stringify(resume.body)).toBe(200);
    const resumeName = resume.body.result!.fileName;
    const picture = await uploadFile(t.app, 'member/profile/picture', memberB.token, {
      field: 'picture',
      name: 'me.jpg',
      bytes: JPEG,
    });
    expect(picture.status, JSON.stringify(picture.body)).toBe(200);
    const pictureName = picture.body.result!.fileName;
    // memberB's profile is inactive, so no employer may look at it without an application.
    const day = 86400;
    const nowS = Math.floor(Date.now() / 1000);

    type Attempt = { token: string; method: string; path: string; body?: unknown };
    const A = {
      corp: employerA.token,
      member: memberA.token,
      student: studentA.token,
    };
    const attempts: Record<string, Attempt> = {
      'GET job/applicant': { token: A.corp, method: 'GET', path: `job/applicant?jobCode=${jobB.code}` },
      'GET job/applicant-export': {
        token: A.corp,
        method: 'GET',
        path: `job/applicant-export?jobCode=${jobB.code}`,
      },
      'GET training/applicant': {
        token: A.corp,
        method: 'GET',
        path: `training/applicant?trainingCode=${trainingB.code}`,
      },
      'GET training/applicant-export': {
        token: A.corp,
        method: 'GET',
        path: `training/applicant-export?trainingCode=${trainingB.code}`,
      },
      'POST job/status': {
        token: A.corp,
        method: 'POST',
        path: 'job/status',
        body: { jobCode: jobB.code, status: 'blocked' },
      },
      'PUT job': {
        token: A.corp,
        method: 'PUT',
        path: 'job',
        body: { code: jobB.code, startDate: nowS, endDate: nowS + 10 * day },
      },
      'POST training/status': {
        token: A.corp,
        method: 'POST',
        path: 'training/status',
        body: { trainingCode: trainingB.code, status: 'blocked' },
      },
      'GET corporate/balance-sheet/:userCode/:fileName': {
        token: A.corp,
        method: 'GET',
        path: `corporate/balance-sheet/${employerB.user.code}/${sheetName}`,
      },
      'GET job/detail/:code': { token: A.corp, method: 'GET', path: `job/detail/${blockedJobB.code}` },
      'GET training/detail/:code': {
        token: A.corp,
        method: 'GET',
        path: `training/detail/${trainingB.code}`,
        // A training of B that is not published; set below.
      },
      'DELETE member/profile/education/:code': {
        token: A.member,
        method: 'DELETE',
        path: `member/profile/education/${mEdu}`,
      },
      'DELETE member/profile/experience/:code': {
        token: A.member,
        method: 'DELETE',
        path: `member/profile/experience/${mExp}`,
      },
      'DELETE member/profile/certification/:code': {
        token: A.member,
        method: 'DELETE',
        path: `member/profile/certification/${mCert}`,
      },
      'PUT member/profile/education': {
        token: A.member,
        method: 'PUT',
        path: 'member/profile/education',
        body: { ...education, code: mEdu, college: 'Changed' },
      },
      'PUT member/profile/experience': {
        token: A.member,
        method: 'PUT',
        path: 'member/profile/experience',
        body: { ...experience, code: mExp, company: 'Changed' },
      },
      'PUT member/profile/certification': {
        token: A.member,
        method: 'PUT',
        path: 'member/profile/certification',
        body: { ...certification, code: mCert, instituteName: 'Changed' },
      },
      'DELETE student/profile/education/:code': {
        token: A.student,
        method: 'DELETE',
        path: `student/profile/education/${sEdu}`,
      },
      'DELETE student/profile/experience/:code': {
        token: A.student,
        method: 'DELETE',
        path: `student/profile/experience/${sExp}`,
      },
      'PUT student/profile/education': {
        token: A.student,
        method: 'PUT',
        path: 'student/profile/education',
        body: { ...education, code: sEdu, college: 'Changed' },
      },
      'PUT student/profile/experience': {
        token: A.student,
        method: 'PUT',
        path: 'student/profile/experience',
        body: { ...experience, code: sExp, company: 'Changed' },
      },
      'GET resume/:userCode/:fileName': {
        token: A.member,
        method: 'GET',
        path: `resume/${memberB.user.code}/${resumeName}`,
      },
      'GET picture/:userCode/:fileName': {
        token: A.member,
        method: 'GET',
        path: `picture/${memberB.user.code}/${pictureName}`,
      },
    };
    // Newer endpoints: applicant pipeline, resumes ZIP, training dates, saved searches.
    const savedB = await raw(t.app, 'POST', 'alert/saved-search', {
      token: memberB.token,
      body: { name: 'Mine', searchKind: 'memberJobs', frequency: 'daily', criteria: {} },
    });
    expect(savedB.status, JSON.stringify(savedB.json)).toBe(200);
    const savedCode = (savedB.json!.result as { code: string }).code;
    await notify(t.ctx, {
      userId: memberB.user.id,
      kind: 'alertMatches',
      params: { searchName: 'Mine', count: 1 },
    });
    const noteB = await raw(t.app, 'GET', 'notification', { token: memberB.token });
    const noteCode = (noteB.json!.result as { list: { code: string }[] }).list[0]!.code;
    // B's interview: memberB, shortlisted on jobB, invited by employerB (a day ahead, India time).
    await db
      .insert(jobApplications)
      .values({ jobId: jobB.id, userId: memberB.user.id, stage: 'shortlisted' });
    const tomorrow = istDay(Math.floor(t.ctx.now().getTime() / 1000) + day);
    const interviewBody = {
      roundName: 'First round',
      mode: 'phone',
      durationMinutes: 30,
      slots: [{ date: tomorrow, time: '11:00' }],
    };
    const scheduled = await raw(t.app, 'POST', 'job/interview', {
      token: employerB.token,
      body: { ...interviewBody, jobCode: jobB.code, userCodes: [memberB.user.code] },
    });
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    const invitesB = await raw(t.app, 'GET', 'interview/mine', { token: memberB.token });
    const inviteCode = (invitesB.json!.result as { list: { code: string }[] }).list[0]!.code;
    Object.assign(attempts, {
      'POST job/interview': {
        token: A.corp,
        method: 'POST',
        path: 'job/interview',
        body: { ...interviewBody, jobCode: jobB.code, userCodes: [memberB.user.code] },
      },
      'POST training/interview': {
        token: A.corp,
        method: 'POST',
        path: 'training/interview',
        body: { ...interviewBody, trainingCode: trainingB.code, userCodes: [studentB.user.code] },
      },
      'GET job/interview': { token: A.corp, method: 'GET', path: `job/interview?jobCode=${jobB.code}` },
      'GET training/interview': {
        token: A.corp,
        method: 'GET',
        path: `training/interview?trainingCode=${trainingB.code}`,
      },
      'PUT interview/invite/:code/reschedule': {
        token: A.corp,
        method: 'PUT',
        path: `interview/invite/${inviteCode}/reschedule`,
        body: { date: tomorrow, time: '12:00' },
      },
      'PUT interview/invite/:code/cancel': {
        token: A.corp,
        method: 'PUT',
        path: `interview/invite/${inviteCode}/cancel`,
      },
      'PUT interview/invite/:code/respond': {
        token: A.member,
        method: 'PUT',
        path: `interview/invite/${inviteCode}/respond`,
        body: { response: 'declined' },
      },
      'PUT interview/invite/:code/slot': {
        token: A.member,
        method: 'PUT',
        path: `interview/invite/${inviteCode}/slot`,
        body: { slotCode: 'ABCDEF' },
      },
      'GET interview/invite/:code/ics': {
        token: A.member,
        method: 'GET',
        path: `interview/invite/${inviteCode}/ics`,
      },
    } satisfies Record<string, Attempt>);
    Object.assign(attempts, {
      'GET job/applicant-resumes': {
        token: A.corp,
        method: 'GET',
        path: `job/applicant-resumes?jobCode=${jobB.code}`,
      },
      'GET training/applicant-resumes': {
        token: A.corp,
        method: 'GET',
        path: `training/applicant-resumes?trainingCode=${trainingB.code}`,
      },
      'PUT job/applicant/stage': {
        token: A.corp,
        method: 'PUT',
        path: 'job/applicant/stage',
        body: { jobCode: jobB.code, userCode: memberB.user.code, stage: 'shortlisted', note: '' },
      },
      'PUT training/applicant/stage': {
        token: A.corp,
        method: 'PUT',
        path: 'training/applicant/stage',
        body: { trainingCode: trainingB.code, userCode: studentB.user.code, stage: 'shortlisted', note: '' },
      },
      'PUT training/dates': {
        token: A.corp,
        method: 'PUT',
        path: 'training/dates',
        body: { trainingCode: trainingB.code, trainingStartDate: nowS, trainingEndDate: nowS + 10 * day },
      },
      'PUT alert/saved-search/:code': {
        token: A.member,
        method: 'PUT',
        path: `alert/saved-search/${savedCode}`,
        body: { name: 'Taken over' },
      },
      'DELETE alert/saved-search/:code': {
        token: A.member,
        method: 'DELETE',
        path: `alert/saved-search/${savedCode}`,
      },
      'PUT notification/:code/read': {
        token: A.member,
        method: 'PUT',
        path: `notification/${noteCode}/read`,
      },
    } satisfies Record<string, Attempt>);
    // The training detail row: block B's training so that only its owner and admins see it.
    const blocked = await raw(t.app, 'POST', 'training/status', {
      token: employerB.token,
      body: { trainingCode: trainingB.code, status: 'blocked' },
    });
    expect(blocked.status, JSON.stringify(blocked.json)).toBe(200);
    attempts['POST training/status']!.body = { trainingCode: trainingB.code, status: 'active' };

    const rows = Object.entries(AUTHZ_MATRIX).filter(([, row]) => row.otherOwner === 404);
    const missing = rows.filter(([key]) => !attempts[key]).map(([key]) => key);
    expect(missing, 'otherOwner rows without an attempt in this test').toEqual([]);
    const wrong: string[] = [];
    for (const [key] of rows) {
      const a = attempts[key]!;
      const res = await raw(t.app, a.method, a.path, { token: a.token, body: a.body });
      if (res.status !== 404 || !res.json?.error?.Message)
        wrong.push(`${key}: ${res.status} ${res.json?.error?.Message ?? ''}`);
    }
    expect(wrong).toEqual([]);

    // Nothing of B's changed.
    const unreadB = await raw(t.app, 'GET', 'notification/unread-count', { token: memberB.token });
    // The alert's notification and the interview's invitation.
    expect(unreadB.json!.result).toMatchObject({ unread: 2 });
    const inviteB = await raw(t.app, 'GET', 'interview/mine', { token: memberB.token });
    expect((inviteB.json!.result as { list: { status: string; response: string }[] }).list[0]).toMatchObject({
      status: 'scheduled',
      response: 'pending',
    });
    const mProfile = (await call(t.app, getMemberProfile, {}, { token: memberB.token })).body.result!;
    expect(mProfile.educationDetail.map((e) => [e.code, e.college])).toEqual([[mEdu, 'ICSI']]);
    expect(mProfile.experienceDetail.map((e) => [e.code, e.company])).toEqual([[mExp, 'Nimbus Software']]);
    expect(mProfile.certificationDetail.map((e) => [e.code, e.instituteName])).toEqual([[mCert, 'ICSI']]);
    const sProfile = (await call(t.app, getStudentProfile, {}, { token: studentB.token })).body.result!;
    expect(sProfile.educationDetail.map((e) => e.code)).toEqual([sEdu]);
    expect(sProfile.experienceDetail.map((e) => e.code)).toEqual([sExp]);
    const ownSearches = await raw(t.app, 'GET', 'alert/saved-search', { token: memberB.token });
    expect(JSON.stringify(ownSearches.json?.result)).toContain('"Mine"');
    const ownJob = await raw(t.app, 'GET', `job/detail/${jobB.code}`, { token: employerB.token });
    expect((ownJob.json!.result as { status: string; endDate: number }).status).toBe('active');
    const ownTraining = await raw(t.app, 'GET', `training/detail/${trainingB.code}`, {
      token: employerB.token,
    });
    expect(ownTraining.status).toBe(200);
    expect((ownTraining.json!.result as { status: string }).status).toBe('blocked');
    // And the owners themselves get in (the 404s above are about ownership, not bad input).
    for (const path of [
      `job/applicant?jobCode=${jobB.code}`,
      `training/applicant?trainingCode=${trainingB.code}`,
      `corporate/balance-sheet/${employerB.user.code}/${sheetName}`,
      `job/detail/${blockedJobB.code}`,
    ])
      expect((await raw(t.app, 'GET', path, { token: employerB.token })).status, path).toBe(200);
    for (const path of [
      `resume/${memberB.user.code}/${resumeName}`,
      `picture/${memberB.user.code}/${pictureName}`,
    ])
      expect((await raw(t.app, 'GET', path, { token: memberB.token })).status, path).toBe(200);
  });
});
