import { createSavedSearch } from '@pp/contract/alerts';
import { searchMembers } from '@pp/contract/corporates';
import { API_BASE } from '@pp/contract/endpoint';
import {
  type ConsentPurpose,
  changeMyConsent,
  fileGrievance,
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_REMINDER_DAYS,
  getGrievanceContact,
  listAllGrievances,
  listMyConsents,
  listMyGrievances,
  NOTICES,
  PRIVACY_MSG,
  purposesOf,
  replyToGrievance,
} from '@pp/contract/privacy';
import {
  getMemberDetail,
  resumePath,
  setMemberResumeVisibility,
  uploadMemberResume,
} from '@pp/contract/profiles';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/comm.ts';
import { consents } from '../../db/schema/privacy.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
  mailsTo,
  pdf,
} from '../../test/fixtures/index.ts';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { uploadFile } from '../../test/upload.ts';
import { sendDueAlerts } from '../alerts/alerts.service.ts';
import { remindDueGrievances } from './privacy.service.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
interface Person {
  id: number;
  code: string;
  email: string;
  token: string;
}
let member: Person;
let employer: Person;
let admin: Person;
let resume: string;

beforeAll(async () => {
  // Search pages are cached a minute here, so the consent is seen to be read afresh past the cache.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
  await seedReferenceData(t.ctx.db);
  const m = await signedInUser(t, 'member');
  await insertMemberProfile(t.ctx.db, m.user.id, { stateCode: 'IN-GJ', cityCode: 'IN-GJ-AHMEDABAD' });
  member = { ...m.user, token: m.token };
  const e = await signedInUser(t, 'corporate');
  await insertCorporateProfile(t.ctx.db, e.user.id, { companyName: 'CONSENT TEST LIMITED' });
  employer = { ...e.user, token: e.token };
  const a = await signedInUser(t, 'admin');
  admin = { ...a.user, token: a.token };
  const up = await uploadFile(t.app, uploadMemberResume.path, member.token, {
    name: 'cv.pdf',
    bytes: pdf(),
    type: 'application/pdf',
  });
  resume = up.body.result!.fileName;
  await call(t.app, setMemberResumeVisibility, { body: { show: true } }, { token: member.token });
});
afterAll(async () => {
  await t?.close();
});

/** Moves the clock; sessions idle that long have ended, so everyone signs in again. */
async function advance(ms: number) {
  t.advance(ms);
  member.token = await signIn(t, member.email, 'member');
  employer.token = await signIn(t, employer.email, 'corporate');
  admin.token = await signIn(t, admin.email, 'admin');
}

const setConsent = (purpose: ConsentPurpose, give: boolean, token = member.token) =>
  call(t.app, changeMyConsent, { body: { purpose, give } }, { token });
const consentOf = async (purpose: ConsentPurpose) =>
  (await call(t.app, listMyConsents, {}, { token: member.token })).body.result!.list.find(
    (c) => c.purpose === purpose,
  )!;
const searchRow = async (query: { state: string; city?: string } = { state: 'IN-GJ' }) => {
  const res = await call(t.app, searchMembers, { query }, { token: employer.token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.list.find((r) => r.userCode === member.code);
};
const resumeStatus = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/${resumePath(member.code, resume)}`,
      headers: { authorization: `Bearer ${employer.token}` },
    })
  ).statusCode;

describe('consents per purpose', () => {
  it('lists one consent per purpose of the kind of account, and registration cannot be switched off', async () => {
    const list = (await call(t.app, listMyConsents, {}, { token: member.token })).body.result!.list;
    expect(list.map((c) => c.purpose)).toEqual(purposesOf('member'));
    expect(list.every((c) => c.given && !c.renew)).toBe(true);
    const refused = await setConsent('registration', false);
    expect(refused.status).toBe(400);
    expect(refused.body.error.Message).toBe(PRIVACY_MSG.notWithdrawable);

    const own = (await call(t.app, listMyConsents, {}, { token: employer.token })).body.result!.list;
    expect(own.map((c) => c.purpose)).toEqual(['registration']);
    const notEmployers = await setConsent('search', false, employer.token);
    expect(notEmployers.body.error.Message).toBe(PRIVACY_MSG.notYourPurpose);
  });

  it('withdrawing "being found in search" takes the member out of employers’ search at once; giving it back restores', async () => {
    // A page now cached for a minute, and the profile open to the employer.
    expect(await searchRow()).toBeDefined();
    expect(
      (await call(t.app, getMemberDetail, { query: { userCode: member.code } }, { token: employer.token }))
        .status,
    ).toBe(200);

    const off = await setConsent('search', false);
    expect(off.status, off.body.error.Message).toBe(200);
    const withdrawn = off.body.result!.list.find((c) => c.purpose === 'search')!;
    // This member has no record from registration (a fixture): the withdrawal is recorded under version 0.
    expect(withdrawn).toMatchObject({ given: false, version: 0, channel: 'consents-page' });
    expect(withdrawn.withdrawnOn).toBeGreaterThan(0);

    expect(await searchRow()).toBeUndefined(); // the cached page
    // A query not asked before (nothing cached): not searchable in the database.
    expect(await searchRow({ state: 'IN-GJ', city: 'IN-GJ-AHMEDABAD' })).toBeUndefined();
    const detail = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code } },
      { token: employer.token },
    );
    expect(detail.status).toBe(404);
    expect(await resumeStatus()).toBe(404);

    await setConsent('search', true);
    expect(await searchRow()).toBeDefined();
    expect(
      (await call(t.app, getMemberDetail, { query: { userCode: member.code } }, { token: employer.token }))
        .status,
    ).toBe(200);
    expect(await consentOf('search')).toMatchObject({
      given: true,
      version: NOTICES.search.version,
      withdrawnOn: 0,
    });

    // The history keeps both consents and the withdrawal between them, each under its notice version.
    const rows = await t.ctx.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, member.id), eq(consents.purpose, 'search')))
      .orderBy(consents.id);
    expect(rows.map((r) => [r.noticeVersion, r.withdrawnAt !== null, r.channel])).toEqual([
      [0, true, 'migration'],
      [NOTICES.search.version, false, 'consents-page'],
    ]);
  });

  it('withdrawing "resume to searching employers" hides the resume whatever the profile switch says', async () => {
    expect((await searchRow())!.hasResume).toBe(true);
    expect(await resumeStatus()).toBe(200);
    await setConsent('resume', false);
    expect((await searchRow())!.hasResume).toBe(false);
    expect(await resumeStatus()).toBe(404);
    const detail = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code } },
      { token: employer.token },
    );
    expect(detail.body.result!.access).toEqual({ contact: false, resume: false });
    expect(detail.body.result!.resumeDetail).toBeNull();
    await setConsent('resume', true);
    expect(await resumeStatus()).toBe(200);
    expect((await searchRow())!.hasResume).toBe(true);
  });

  it('withdrawing "job alerts" stops the alerts; giving it back sends what is posted afterwards', async () => {
    const jobType = 'JT-PT';
    const saved = await call(
      t.app,
      createSavedSearch,
      {
        body: {
          name: 'Consent alerts',
          searchKind: 'memberJobs',
          frequency: 'daily',
          criteria: {
            country: 'IN',
            state: 'IN-MH',
            city: 'IN-MH-MUMBAI',
            jobType,
            minExperience: 0,
            maxExperience: 60,
          },
        },
      },
      { token: member.token },
    );
    expect(saved.status, saved.body.error.Message).toBe(200);
    const alertMails = async () =>
      t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, member.email), like(outbox.subject, '%saved search%')));

    await setConsent('alerts', false);
    await insertJob(t.ctx.db, employer.id, t.ctx.now(), { jobType, title: 'While Withdrawn' });
    await advance(DAY_MS);
    await sendDueAlerts(t.ctx);
    expect(await alertMails()).toHaveLength(0);

    await setConsent('alerts', true);
    await insertJob(t.ctx.db, employer.id, t.ctx.now(), { jobType, title: 'After Consent' });
    await advance(DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(1);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('After Consent');
    expect(mails[0]!.textBody).not.toContain('While Withdrawn');
  });

  it('asks again, for that purpose only, when its notice changed since the consent was given', async () => {
    // A consent in force under an older notice than the register's.
    await t.ctx.db.insert(consents).values({
      userId: member.id,
      purpose: 'drives',
      noticeVersion: NOTICES.drives.version - 1,
      givenAt: new Date(t.ctx.now().getTime() - 365 * DAY_MS),
      channel: 'migration',
    });
    const list = (await call(t.app, listMyConsents, {}, { token: member.token })).body.result!.list;
    expect(list.filter((c) => c.renew).map((c) => c.purpose)).toEqual(['drives']);
    const renewed = await call(
      t.app,
      changeMyConsent,
      { body: { purpose: 'drives', give: true, channel: 'renewal' } },
      { token: member.token },
    );
    expect(renewed.body.result!.list.find((c) => c.purpose === 'drives')).toMatchObject({
      given: true,
      renew: false,
      version: NOTICES.drives.version,
      channel: 'renewal',
    });
  });
});

describe('grievances', () => {
  it('publishes the grievance officer and the period', async () => {
    const res = await call(t.app, getGrievanceContact, {});
    expect(res.body.result).toMatchObject({
      email: t.ctx.config.GRIEVANCE_OFFICER_EMAIL,
      answerDays: GRIEVANCE_ANSWER_DAYS,
    });
  });

  it('files one with a reference, shows it to its filer only, and an admin’s reply answers it', async () => {
    const filed = await call(
      t.app,
      fileGrievance,
      { body: { message: 'Please tell me who saw my profile.' } },
      { token: member.token },
    );
    expect(filed.status, filed.body.error.Message).toBe(200);
    const { reference } = filed.body.result!.grievance;
    expect(reference).toMatch(/^GR-\d{8}-[A-Z0-9]{6}$/);
    expect(filed.body.result!.Message).toBe(PRIVACY_MSG.grievanceFiled(reference));
    expect(filed.body.result!.grievance.dueOn - filed.body.result!.grievance.filedOn).toBe(
      GRIEVANCE_ANSWER_DAYS * 86_400,
    );

    expect((await call(t.app, listMyGrievances, {}, { token: employer.token })).body.result!.list).toEqual(
      [],
    );
    expect((await call(t.app, listAllGrievances, { query: {} }, { token: member.token })).status).toBe(403);

    const all = await call(t.app, listAllGrievances, { query: { status: 'open' } }, { token: admin.token });
    expect(all.body.result!.list.find((g) => g.reference === reference)).toMatchObject({
      email: member.email,
      status: 'open',
    });
    const reply = await call(
      t.app,
      replyToGrievance,
      { params: { reference }, body: { reply: 'Two employers opened it; the list is on your profile.' } },
      { token: admin.token },
    );
    expect(reply.status, reply.body.error.Message).toBe(200);
    const mine = (await call(t.app, listMyGrievances, {}, { token: member.token })).body.result!.list;
    expect(mine[0]).toMatchObject({
      reference,
      status: 'answered',
      reply: 'Two employers opened it; the list is on your profile.',
    });
    const mails = await mailsTo(t.ctx.db, member.email);
    expect(mails.some((m) => m.subject === `Your grievance ${reference} has been answered`)).toBe(true);
    const again = await call(
      t.app,
      replyToGrievance,
      { params: { reference }, body: { reply: 'Again' } },
      { token: admin.token },
    );
    expect(again.body.error.Message).toBe(PRIVACY_MSG.grievanceClosed);
    const unknown = await call(
      t.app,
      replyToGrievance,
      { params: { reference: 'GR-0' }, body: { reply: 'x' } },
      { token: admin.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.Message).toBe(PRIVACY_MSG.grievanceNotFound);
  });

  it('reminds the admins once, a week before an unanswered grievance’s period lapses (moved clock)', async () => {
    const filed = await call(
      t.app,
      fileGrievance,
      { body: { message: 'Delete my old resume.' } },
      { token: member.token },
    );
    const { reference } = filed.body.result!.grievance;
    const reminders = async () =>
      (await mailsTo(t.ctx.db, admin.email)).filter((m) => m.subject.startsWith(`Grievance ${reference}`));

    await advance((GRIEVANCE_ANSWER_DAYS - GRIEVANCE_REMINDER_DAYS - 1) * DAY_MS);
    await remindDueGrievances(t.ctx);
    expect(await reminders()).toHaveLength(0);

    await advance(DAY_MS + 60_000);
    await Promise.all([remindDueGrievances(t.ctx), remindDueGrievances(t.ctx)]);
    expect(await reminders()).toHaveLength(1);
    const officer = (await mailsTo(t.ctx.db, t.ctx.config.GRIEVANCE_OFFICER_EMAIL)).filter((m) =>
      m.subject.startsWith(`Grievance ${reference}`),
    );
    expect(officer).toHaveLength(1);
    await remindDueGrievances(t.ctx);
    expect(await reminders()).toHaveLength(1);
  });
});
