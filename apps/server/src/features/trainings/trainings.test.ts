import { API_BASE } from '@pp/contract/endpoint';
import { istParts } from '@pp/contract/india-time';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import type { TrainingPostInput } from '@pp/contract/trainings';
import {
  exportTrainingApplicants,
  getTrainingDetail,
  getTrainingPostStatus,
  listPostedTrainings,
  listTrainingApplicants,
  postTraining,
  setTrainingStatus,
} from '@pp/contract/trainings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainings } from '../../db/schema/postings.ts';
import {
  applyToTraining,
  DAY,
  employerTestApp,
  insertEducation,
  insertStudentProfile,
  signedInEmployer,
  todayIst,
  training,
} from '../../test/fixtures/index.ts';
import { appForTests, call, expectRefused, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { sheetOf } from '../../test/xlsx.ts';

let t: TestApp;
let employer: { user: { id: number }; token: string };
let other: { user: { id: number }; token: string };
let admin: { token: string };

appForTests(async () => {
  t = await employerTestApp();
  employer = await signedInEmployer(t, { companyName: 'ACME TRAININGS LIMITED' });
  other = await signedInEmployer(t);
  admin = await signedInUser(t, 'admin');
  return t;
});

async function post(body: TrainingPostInput, token = employer.token) {
  return call(t.app, postTraining, { body }, { token });
}

async function posted(body: TrainingPostInput, token = employer.token) {
  const res = await post(body, token);
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function refusal(body: TrainingPostInput, field: string) {
  const res = await post(body);
  expect(res.status).toBe(400);
  return res.body.error.fields?.[field];
}

/** An export's sheet as the employer downloads it (answered 200). */
async function exportedSheet(url: string) {
  const file = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${employer.token}` },
  });
  expect(file.statusCode).toBe(200);
  return sheetOf(file.rawPayload);
}

describe('POST training', () => {
  it('posts a training with the spec message', async () => {
    const res = await post(training(t));
    expect(res.body.result).toEqual({ code: expect.any(String), Message: MSG.trainingRequirementPosted });
    const rows = await t.ctx.db.select().from(trainings).where(eq(trainings.code, res.body.result!.code));
    expect(rows[0]).toMatchObject({
      ownerId: employer.user.id,
      durationMonths: 21,
      stipendCurrency: 'INR',
      status: 'active',
      cities: ['IN-MH-MUMBAI'],
    });
    // The training start is kept as the first day of its month (India time).
    const start = rows[0]!.trainingStart!;
    expect(istParts(start.getTime() / 1000)).toMatchObject({ day: 1, hours: 0, minutes: 0 });
  });

  it('tells whether the employer may post trainings, and refuses one that may not', async () => {
    const unregistered = await signedInEmployer(t, { canPostTraining: false });
    const status = await call(t.app, getTrainingPostStatus, {}, { token: unregistered.token });
    expect(status.body.result).toEqual({ status: false });
    expect((await call(t.app, getTrainingPostStatus, {}, { token: employer.token })).body.result).toEqual({
      status: true,
    });
    const res = await post(training(t), unregistered.token);
    expectRefused(res, 403, EMPLOYER_MSG.cannotPostTraining);
  });

  it('holds the address to 200 and the detail to 1000 characters', async () => {
    expect(await refusal(training(t, { address: 'a'.repeat(201) }), 'address')).toBe(
      'Maximum 200 characters allowed',
    );
    expect(await refusal(training(t, { description: `<p>${'d'.repeat(1001)}</p>` }), 'description')).toBe(
      'Maximum 1000 characters allowed',
    );
    await posted(training(t, { address: 'a'.repeat(200), description: `<p>${'d'.repeat(1000)}</p>` }));
  });

  it('wants the application window from today, start not after end', async () => {
    const today = todayIst(t);
    expect(
      await refusal(
        training(t, { trainingStartDate: today - DAY, trainingEndDate: today + DAY }),
        'trainingStartDate',
      ),
    ).toBe(EMPLOYER_MSG.applicationStartBeforeToday);
    expect(
      await refusal(
        training(t, { trainingStartDate: today + 5 * DAY, trainingEndDate: today + DAY }),
        'trainingStartDate',
      ),
    ).toBe(MSG.startAfterEnd);
  });

  it('keeps the stipend in INR', async () => {
    const code = await posted(training(t, { stipendCurrency: 'USD' }));
    const rows = await t.ctx.db.select().from(trainings).where(eq(trainings.code, code));
    expect(rows[0]!.stipendCurrency).toBe('INR');
  });

  it('checks the codes', async () => {
    expect(await refusal(training(t, { state: 'IN-XX' }), 'state')).toBe(EMPLOYER_MSG.invalidLocation);
    expect(await refusal(training(t, { city: ['IN-DL-NEW-DELHI'] }), 'city')).toBe(
      EMPLOYER_MSG.invalidLocation,
    );
    expect(await refusal(training(t, { industry: ['IND-NOPE'] }), 'industry')).toBe(
      EMPLOYER_MSG.invalidIndustry,
    );
    expect(await refusal(training(t, { qualification: 'Q-NOPE' }), 'qualification')).toBe(
      EMPLOYER_MSG.invalidQualification,
    );
    expect(await refusal(training(t, { qualification: 'Q-FCS' }), 'qualification')).toBe(
      EMPLOYER_MSG.studentQualification,
    );
    expect(await refusal(training(t, { duration: 'D-99' }), 'duration')).toBe(EMPLOYER_MSG.invalidDuration);
    expect(await refusal(training(t, { title: '' }), 'title')).toBe(MSG.required);
  });
});

describe('trainings: lists, detail, status, applicants', () => {
  let code: string;
  beforeAll(async () => {
    code = await posted(training(t, { title: 'Listed training' }));
  });

  it('lists the own trainings only, 10 a page', async () => {
    await posted(training(t, { title: 'Rival training' }), other.token);
    const res = await call(t.app, listPostedTrainings, { query: {} }, { token: employer.token });
    expect(res.body.result!.list.every((x) => x.companyName === 'ACME TRAININGS LIMITED')).toBe(true);
    expect(res.body.result!.list[0]).toMatchObject({
      code,
      title: 'Listed training',
      location: ['Mumbai'],
      stateName: 'Maharashtra',
      qualification: 'CS Executive Programme passed (both groups)',
      industry: ['Information Technology'],
      duration: 21,
      applicationCount: 0,
      status: 'active',
    });
    const all = await call(t.app, listPostedTrainings, { query: {} }, { token: admin.token });
    expect(all.body.result!.list.some((x) => x.title === 'Rival training')).toBe(true);
  });

  it('shows the expiry to the owner only', async () => {
    const own = await call(t.app, getTrainingDetail, { params: { code } }, { token: employer.token });
    expect(own.body.result).toMatchObject({ canManage: true, trainingEndDate: todayIst(t) + 20 * DAY });
    const pub = await call(t.app, getTrainingDetail, { params: { code } });
    expect(pub.body.result).toMatchObject({ canManage: false, trainingEndDate: null });
  });

  it('closes and reopens; the public loses sight of a closed one', async () => {
    const close = await call(
      t.app,
      setTrainingStatus,
      { body: { trainingCode: code, status: 'blocked' } },
      { token: employer.token },
    );
    expect(close.body.result).toMatchObject({ trainingCode: code, status: 'blocked' });
    expect((await call(t.app, getTrainingDetail, { params: { code } })).status).toBe(404);
    const open = await call(
      t.app,
      setTrainingStatus,
      { body: { trainingCode: code, status: 'active' } },
      { token: admin.token },
    );
    expect(open.body.result!.status).toBe('active');
  });

  it("answers 404 for another employer's training", async () => {
    const answers = await Promise.all([
      call(
        t.app,
        setTrainingStatus,
        { body: { trainingCode: code, status: 'blocked' } },
        { token: other.token },
      ),
      call(t.app, listTrainingApplicants, { query: { trainingCode: code } }, { token: other.token }),
      call(t.app, exportTrainingApplicants, { query: { trainingCode: code } }, { token: other.token }),
    ]);
    for (const res of answers) {
      expectRefused(res, 404, EMPLOYER_MSG.trainingNotFound);
    }
  });

  it('lists and exports the applicants', async () => {
    const student = await makeUser(t, 'student', { name: 'PRIYA SHARMA' });
    await insertStudentProfile(t.ctx.db, student.id, {
      skills: ['SKS-ROC', 'SKS-EXCEL'],
      registrationNumber: '230000001',
      profileSummary: 'CS Executive student',
    });
    await insertEducation(t.ctx.db, student.id, 'B.Com');
    await applyToTraining(t.ctx.db, code, student.id);
    const res = await call(
      t.app,
      listTrainingApplicants,
      { query: { trainingCode: code } },
      { token: employer.token },
    );
    expect(res.body.result!.total).toBe(1);
    expect(res.body.result!.list[0]).toMatchObject({
      name: 'PRIYA SHARMA',
      registrationNumber: '230000001',
      skill: ['ROC Compliances', 'MS Excel'],
      qualification: ['B.Com'],
      userType: '5D3E8B12',
    });
    const sheet = await exportedSheet(`${API_BASE}/training/applicant-export?trainingCode=${code}`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name',
      'Registration Number',
      'Skills',
      'Add. Qualification',
      'Summary',
      'Email',
      'Contact Number',
      'Applied On',
      'Stage',
      'Interview (India time)',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual([
      'PRIYA SHARMA',
      '230000001',
      'ROC Compliances, MS Excel',
      'B.Com',
    ]);
  });

  it('exports the posted trainings', async () => {
    const sheet = await exportedSheet(`${API_BASE}/training/posted-training-export`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Company Name',
      'Title',
      'Address',
      'Location',
      'Qualification',
      'Stipend (INR)',
      'Application start date',
      'Application end date',
      'Description',
      'Date of Posting',
      'Training status',
      'Student Applied',
    ]);
    const list = await call(t.app, listPostedTrainings, { query: { limit: 100 } }, { token: employer.token });
    expect(sheet.rowCount).toBe(list.body.result!.total + 1);
    const first = sheet.getRow(2).values as unknown[];
    expect(first[1]).toBe('ACME TRAININGS LIMITED');
    expect(first[9]).not.toContain('<p>');
  });

  it('never exports an expired training as Open', async () => {
    const open = await posted(training(t, { title: 'Still open training' }));
    const expired = await posted(training(t, { title: 'Expired training' }));
    // Its application window ended yesterday (India time); its status is still active.
    const now = t.ctx.now().getTime();
    await t.ctx.db
      .update(trainings)
      .set({ applicationStart: new Date(now - 10 * DAY * 1000), applicationEnd: new Date(now - DAY * 1000) })
      .where(eq(trainings.code, expired));
    const sheet = await exportedSheet(`${API_BASE}/training/posted-training-export`);
    const statusOf = (title: string) => {
      for (let i = 2; i <= sheet.rowCount; i++) {
        const row = sheet.getRow(i).values as unknown[];
        if (row[2] === title) return row[11];
      }
      return undefined;
    };
    expect(statusOf('Still open training')).toBe('Open');
    expect(statusOf('Expired training')).toBe('Closed');
    const list = await call(t.app, listPostedTrainings, { query: { limit: 100 } }, { token: employer.token });
    expect(list.body.result!.list.some((x) => x.code === open)).toBe(true);
  });
});
