import {
  ACCOUNT_MSG,
  DELETE_CONFIRMATION,
  DELETED_USER_NAME,
  deleteMyAccount,
  downloadMyData,
} from '@pp/contract/account-data';
import { createSavedSearch, listSavedSearches } from '@pp/contract/alerts';
import { confirmTotp, login, me, startTotp } from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/alerts.ts';
import { grievances, outbox, personMessages } from '../../db/schema/comm.ts';
import { files } from '../../db/schema/files.ts';
import { jobApplications } from '../../db/schema/postings.ts';
import { educationItems, memberProfiles } from '../../db/schema/profiles.ts';
import { recoveryCodes, sessions, totpFactors, users } from '../../db/schema/users.ts';
import { useFileStorage } from '../../platform/storage.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  applyToJob,
  download,
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  MemoryStorage,
  readZip,
} from '../../test/fixtures/index.ts';
import {
  appForTests,
  call,
  createTestApp,
  encodePassword,
  expectRefused,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser, signIn, solvedProof } from '../../test/sign-in.ts';
import { notify } from '../notifications/notifications.service.ts';

let t: TestApp;
let storage: MemoryStorage;
let employerId: number;
let employerName: string;

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  storage = new MemoryStorage();
  useFileStorage(t.ctx.config, storage);
  const employer = await makeUser(t, 'corporate');
  employerId = employer.id;
  employerName = employer.name;
  await insertCorporateProfile(t.ctx.db, employerId, { companyName: 'RIGHTS TEST LIMITED' });
  return t;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\nstartxref\n0\n%%EOF\n');

/** A member with a profile, an education item, a resume, an application, a saved search, a message and a grievance. */
async function richMember() {
  const m = await signedInUser(t, 'member');
  await insertMemberProfile(t.ctx.db, m.user.id, {
    membershipNumber: `M${m.user.id}`,
    address: '12 Secret Lane',
  });
  await t.ctx.db.insert(educationItems).values({
    code: `E${m.user.id}x`,
    userId: m.user.id,
    course: 'B.Com',
    college: 'Sydenham College',
    location: 'Mumbai',
    board: 'Mumbai University',
    yearOfCompletion: 2015,
  });
  const key = `resume/2026/rights${m.user.id}`;
  await storage.put(key, PDF);
  const [file] = await t.ctx.db
    .insert(files)
    .values({
      fileName: `r${m.user.id}.pdf`,
      ownerId: m.user.id,
      kind: 'resume',
      storageKey: key,
      mime: 'application/pdf',
      size: PDF.length,
    })
    .returning({ id: files.id });
  await t.ctx.db
    .update(memberProfiles)
    .set({ resumeFileId: file!.id })
    .where(eq(memberProfiles.userId, m.user.id));
  const job = await insertJob(t.ctx.db, employerId, t.ctx.now(), { title: 'Rights Job' });
  await applyToJob(t.ctx.db, job.code, m.user.id, { stage: 'shortlisted' });
  const saved = await call(
    t.app,
    createSavedSearch,
    {
      body: { name: 'My alert', searchKind: 'memberJobs', frequency: 'weekly', criteria: { country: 'IN' } },
    },
    { token: m.token },
  );
  expect(saved.status).toBe(200);
  await t.ctx.db
    .insert(personMessages)
    .values({ senderId: employerId, recipientId: m.user.id, message: 'Please call us' });
  await notify(t.ctx, {
    userId: m.user.id,
    kind: 'alertMatches',
    params: { searchName: 'My alert', count: 2 },
    link: '/member/job/search',
  });
  await t.ctx.db.insert(grievances).values({
    registrationNumber: 'A123',
    name: m.user.name,
    email: m.user.email,
    mobile: '9876543210',
    message: 'Help',
    userId: m.user.id,
  });
  return { ...m, key, jobId: job.id };
}

describe('download my data', () => {
  it('streams a ZIP with data.json (no secrets) and the person’s files', async () => {
    const m = await richMember();
    const res = await download(t.app, downloadMyData, {}, m.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="my-placement-data-.+\.zip"$/,
    );
    const entries = readZip(res.rawPayload);
    const json = entries.get('data.json')!.toString('utf8');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      email: m.user.email,
      name: m.user.name,
      kind: 'member',
      userCode: m.user.code,
    });
    expect(data.profile.basicDetail.membershipNumber).toBe(`M${m.user.id}`);
    expect(data.profile.educationDetail[0]).toMatchObject({ course: 'B.Com' });
    expect(data.applications).toEqual([
      expect.objectContaining({
        kind: 'job',
        title: 'Rights Job',
        companyName: 'RIGHTS TEST LIMITED',
        stage: 'shortlisted',
      }),
    ]);
    expect(data.savedSearches[0]).toMatchObject({ name: 'My alert', frequency: 'weekly' });
    expect(data.messagesReceived[0]).toMatchObject({ message: 'Please call us', from: employerName });
    // The notification centre's entries are the person's data too.
    expect(data.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'alertMatches',
        details: { searchName: 'My alert', count: 2 },
        link: '/member/job/search',
        readAt: null,
      }),
    );
    expect(data.grievancesFiled[0]).toMatchObject({ message: 'Help' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.files[0]).toMatchObject({ kind: 'resume', inZipAs: `files/resume/r${m.user.id}.pdf` });
    expect(entries.get(`files/resume/r${m.user.id}.pdf`)).toEqual(PDF);
    for (const secret of [
      'passwordHash',
      'password_hash',
      'tokenHash',
      'token_hash',
      'storageKey',
      '$argon2',
    ])
      expect(json).not.toContain(secret);
  });

  it('is for members and students only, each their own', async () => {
    const employer = await signedInUser(t, 'corporate');
    expect((await download(t.app, downloadMyData, {}, employer.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/placementapi/v1/${downloadMyData.path}` });
    expect(anonymous.statusCode).toBe(401);
    const s = await signedInUser(t, 'student');
    await insertStudentProfile(t.ctx.db, s.user.id);
    const res = await download(t.app, downloadMyData, {}, s.token);
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(readZip(res.rawPayload).get('data.json')!.toString('utf8'));
    expect(data.account.email).toBe(s.user.email);
    expect(data.applications).toEqual([]);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password or a missing confirmation, and changes nothing', async () => {
    const m = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, m.user.id, { membershipNumber: `W${m.user.id}` });
    const wrong = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword('Wrong@1234'), confirm: DELETE_CONFIRMATION } },
      { token: m.token },
    );
    expectRefused(wrong, 400, ACCOUNT_MSG.wrongPassword);
    const unconfirmed = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword(TEST_PASSWORD), confirm: 'delete please' } },
      { token: m.token },
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error.fields?.confirm).toBe(ACCOUNT_MSG.typeToConfirm);
    expect((await call(t.app, me, {}, { token: m.token })).status).toBe(200);
    const employer = await signedInUser(t, 'corporate');
    const asEmployer = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword(TEST_PASSWORD), confirm: DELETE_CONFIRMATION } },
      { token: employer.token },
    );
    expect(asEmployer.status).toBe(403);
  });

  it('removes the second factor with the account: the app and its recovery codes', async () => {
    const { user, token } = await signedInUser(t, 'member');
    const { secret } = (await call(t.app, startTotp, {}, { token })).body.result!;
    const code = await generate({ secret, epoch: Math.floor(t.ctx.now().getTime() / 1000) });
    expect((await call(t.app, confirmTotp, { body: { code } }, { token })).status).toBe(200);
    const res = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword(TEST_PASSWORD), confirm: DELETE_CONFIRMATION } },
      { token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(await t.ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
  });

  it('anonymizes the account, keeps applications, removes files and data, and ends sign-in', async () => {
    const m = await richMember();
    const res = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword(TEST_PASSWORD), confirm: DELETE_CONFIRMATION } },
      { token: m.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(ACCOUNT_MSG.deleted);
    expect(String(res.res.headers['set-cookie'])).toContain('pp_session=;');

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.user.id));
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      mobile: '',
      email: `deleted-${m.user.code}@deleted.invalid`,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.passwordHash.startsWith('$argon2')).toBe(false);
    const openSessions = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, m.user.id));
    expect(openSessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await call(t.app, me, {}, { token: m.token })).status).toBe(401);

    const [profile] = await t.ctx.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.userId, m.user.id));
    expect(profile).toMatchObject({
      address: '',
      resumeFileId: null,
      isActive: false,
      membershipNumber: `deleted-${m.user.code}`,
    });
    expect(await t.ctx.db.select().from(educationItems).where(eq(educationItems.userId, m.user.id))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, m.user.id))).toEqual([]);
    expect(storage.bytes.has(m.key)).toBe(false);
    expect(await t.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, m.user.id))).toEqual(
      [],
    );
    expect(
      await t.ctx.db.select().from(personMessages).where(eq(personMessages.recipientId, m.user.id)),
    ).toEqual([]);
    const [grievance] = await t.ctx.db.select().from(grievances).where(eq(grievances.userId, m.user.id));
    expect(grievance).toMatchObject({ name: DELETED_USER_NAME, mobile: '', message: 'Help' });
    // The employer's record of the application stays.
    const apps = await t.ctx.db.select().from(jobApplications).where(eq(jobApplications.userId, m.user.id));
    expect(apps).toHaveLength(1);

    // The confirmation goes to the old address.
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, m.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your placement portal account was deleted');

    // Sign-in gets the same answer as a wrong password.
    const refused = await call(t.app, login, {
      body: {
        email: m.user.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    });
    expectRefused(refused, 401, OUR_MSG.invalidCredentials);
    const placeholder = await call(t.app, login, {
      body: {
        email: row!.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    });
    expectRefused(placeholder, 401, OUR_MSG.invalidCredentials);
  });

  it('frees the e-mail and the membership number for a new registration', async () => {
    const m = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, m.user.id, {
      membershipType: 'A',
      membershipNumber: `R${m.user.id}`,
    });
    const res = await call(
      t.app,
      deleteMyAccount,
      { body: { password: encodePassword(TEST_PASSWORD), confirm: DELETE_CONFIRMATION } },
      { token: m.token },
    );
    expect(res.status).toBe(200);
    const again = await makeUser(t, 'member', { email: m.user.email, password: 'Another@123' });
    await insertMemberProfile(t.ctx.db, again.id, { membershipType: 'A', membershipNumber: `R${m.user.id}` });
    const token = await signIn(t, m.user.email, 'member', 'Another@123');
    const list = await call(t.app, listSavedSearches, { query: {} }, { token });
    expect(list.body.result!.total).toBe(0);
  });
});
