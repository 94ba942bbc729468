import {
  ALERT_MSG,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  SAVED_SEARCH_MAX,
  type SavedSearchInput,
  unsubscribeAlert,
  updateSavedSearch,
} from '@pp/contract/alerts';
import { MSG } from '@pp/contract/messages';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/alerts.ts';
import { outbox } from '../../db/schema/comm.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  closeJob,
  insertCorporateProfile,
  insertJob,
  insertTraining,
  mailsTo,
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
import { sendDueAlerts } from './alerts.service.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let t: TestApp;
let employerId: number;
let member: { id: number; token: string; email: string };
let student: { id: number; token: string; email: string };

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const employer = await makeUser(t, 'corporate');
  employerId = employer.id;
  await insertCorporateProfile(t.ctx.db, employerId, { companyName: 'ALERT TEST LIMITED' });
  const m = await signedInUser(t, 'member');
  member = { id: m.user.id, token: m.token, email: m.user.email };
  const s = await signedInUser(t, 'student');
  student = { id: s.user.id, token: s.token, email: s.user.email };
  return t;
});

/** Each test's jobs carry a job type of their own, so a saved search sees only its own rows. */
function memberSearch(jobType: string, overrides: Partial<SavedSearchInput> = {}): SavedSearchInput {
  return {
    name: `Mumbai ${jobType}`,
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
    ...overrides,
  };
}

async function save(token: string, body: SavedSearchInput) {
  const res = await call(t.app, createSavedSearch, { body }, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function alertMailsTo(email: string) {
  return t.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.subject, '%saved search%')))
    .orderBy(outbox.id);
}

async function removeAllOf(userId: number) {
  await t.ctx.db.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

function tokenOf(text: string) {
  const match = /alerts\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text);
  return match?.[1] ?? '';
}

describe('saved searches: ownership, roles and validation', () => {
  it('saves, lists, updates and deletes the caller’s own saved search', async () => {
    await removeAllOf(member.id);
    const code = await save(member.token, memberSearch('JT-FT'));
    const list = await call(t.app, listSavedSearches, { query: {} }, { token: member.token });
    expect(list.body.result!.total).toBe(1);
    const item = list.body.result!.list[0]!;
    expect(item).toMatchObject({
      code,
      name: 'Mumbai JT-FT',
      searchKind: 'memberJobs',
      frequency: 'daily',
      active: true,
    });
    expect(item.criteria).toEqual({
      country: 'IN',
      state: 'IN-MH',
      city: 'IN-MH-MUMBAI',
      jobType: 'JT-FT',
      minExperience: 0,
      maxExperience: 60,
    });
    expect(item.summary).toContain('Mumbai');
    expect(item.summary).toContain('Maharashtra');
    expect(item.nextRunOn - item.lastRunOn).toBe(86_400);

    const upd = await call(
      t.app,
      updateSavedSearch,
      { params: { code }, body: { frequency: 'weekly', active: false } },
      { token: member.token },
    );
    expect(upd.status).toBe(200);
    const after = (await call(t.app, listSavedSearches, { query: {} }, { token: member.token })).body.result!
      .list[0]!;
    expect(after).toMatchObject({ frequency: 'weekly', active: false });
    expect(after.nextRunOn - after.lastRunOn).toBe(7 * 86_400);

    const del = await call(t.app, deleteSavedSearch, { params: { code } }, { token: member.token });
    expect(del.body.result!.Message).toBe(ALERT_MSG.deleted);
    expect(
      (await call(t.app, listSavedSearches, { query: {} }, { token: member.token })).body.result!.total,
    ).toBe(0);
  });

  it('answers 404 for another person’s saved search, and lists only the caller’s', async () => {
    const code = await save(member.token, memberSearch('JT-PT', { name: 'Not yours' }));
    const other = await signedInUser(t, 'member');
    const list = await call(t.app, listSavedSearches, { query: {} }, { token: other.token });
    expect(list.body.result!.total).toBe(0);
    for (const res of [
      await call(
        t.app,
        updateSavedSearch,
        { params: { code }, body: { active: false } },
        { token: other.token },
      ),
      await call(t.app, deleteSavedSearch, { params: { code } }, { token: other.token }),
      await call(t.app, deleteSavedSearch, { params: { code: 'NoSuchCode123456' } }, { token: member.token }),
    ]) {
      expectRefused(res, 404, ALERT_MSG.notFound);
    }
    await removeAllOf(member.id);
  });

  it('keeps members to member kinds and students to student kinds; others are refused', async () => {
    const asStudent = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT') },
      { token: student.token },
    );
    expect(asStudent.status).toBe(403);
    const training: SavedSearchInput = {
      name: 'Trainings in Maharashtra',
      searchKind: 'studentTrainings',
      frequency: 'weekly',
      criteria: { state: 'IN-MH' },
    };
    expect((await call(t.app, createSavedSearch, { body: training }, { token: member.token })).status).toBe(
      403,
    );
    expect((await call(t.app, createSavedSearch, { body: training }, { token: student.token })).status).toBe(
      200,
    );
    const employer = await signedInUser(t, 'corporate');
    expect((await call(t.app, listSavedSearches, { query: {} }, { token: employer.token })).status).toBe(403);
    expect((await call(t.app, listSavedSearches, { query: {} }, {})).status).toBe(401);
    await removeAllOf(student.id);
  });

  it('validates the criteria with the search endpoint’s own schema', async () => {
    const noState = await call(
      t.app,
      createSavedSearch,
      {
        body: {
          name: 'x',
          searchKind: 'studentTrainings',
          frequency: 'daily',
          criteria: { city: 'IN-MH-MUMBAI' },
        },
      },
      { token: student.token },
    );
    expect(noState.status).toBe(400);
    expect(noState.body.error.fields?.['criteria.state']).toBe(MSG.required);
    const badCode = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT', { criteria: { skill: 'bad code!' } }) },
      { token: member.token },
    );
    expect(badCode.status).toBe(400);
    const badFrequency = await call(
      t.app,
      createSavedSearch,
      { body: { ...memberSearch('JT-FT'), frequency: 'hourly' as 'daily' } },
      { token: member.token },
    );
    expect(badFrequency.status).toBe(400);
    const noName = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT', { name: '  ' }) },
      { token: member.token },
    );
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields?.name).toBe(MSG.required);
    // Paging and unknown keys are not kept; the work-from-home kind always carries its flag.
    const code = await save(member.token, {
      name: 'WFH',
      searchKind: 'wfhJobs',
      frequency: 'daily',
      criteria: { country: 'IN', page: 3, limit: 50, evil: 'x' },
    });
    const item = (
      await call(t.app, listSavedSearches, { query: { searchKind: 'wfhJobs' } }, { token: member.token })
    ).body.result!.list[0]!;
    expect(item.code).toBe(code);
    expect(item.criteria).toEqual({ country: 'IN', workFromHome: 'true' });
    await removeAllOf(member.id);
  });

  it(`caps saved searches at ${SAVED_SEARCH_MAX} per person and refuses duplicate names`, async () => {
    const m = await signedInUser(t, 'member');
    for (let i = 0; i < SAVED_SEARCH_MAX; i++)
      await save(m.token, memberSearch('JT-FT', { name: `Search ${i}` }));
    const over = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT', { name: 'One more' }) },
      { token: m.token },
    );
    expectRefused(over, 409, ALERT_MSG.limitReached);
    const list = await call(t.app, listSavedSearches, { query: {} }, { token: m.token });
    expect(list.body.result!.total).toBe(SAVED_SEARCH_MAX);
    const dup = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT', { name: 'search 1' }) },
      { token: member.token },
    );
    expect(dup.status).toBe(200);
    const dup2 = await call(
      t.app,
      createSavedSearch,
      { body: memberSearch('JT-FT', { name: 'SEARCH 1' }) },
      { token: member.token },
    );
    expectRefused(dup2, 400, ALERT_MSG.duplicateName);
    await removeAllOf(member.id);
  });
});

describe('the alert sender', () => {
  it('mails only new, open, unexpired matches, each once, daily', async () => {
    await removeAllOf(member.id);
    const jobType = 'JT-CON';
    const old = await insertJob(t.ctx.db, employerId, new Date(t.ctx.now().getTime() - HOUR_MS), {
      jobType,
      title: 'Old Job Before Saving',
    });
    expect(old.code).toBeTruthy();
    await save(member.token, memberSearch(jobType));
    t.advance(HOUR_MS);
    const now = t.ctx.now();
    await insertJob(t.ctx.db, employerId, now, { jobType, title: 'Fresh Open Job' });
    const closed = await insertJob(t.ctx.db, employerId, now, { jobType, title: 'Closed Job' });
    await closeJob(t.ctx.db, closed.id);
    await insertJob(t.ctx.db, employerId, now, {
      jobType,
      title: 'Expired Job',
      startDate: new Date(now.getTime() - 10 * DAY_MS),
      endDate: new Date(now.getTime() - 2 * DAY_MS),
    });
    await insertJob(t.ctx.db, employerId, now, {
      jobType,
      title: 'Delhi Job',
      stateCode: 'IN-DL',
      cities: ['IN-DL-NEWDELHI'],
    });
    await insertJob(t.ctx.db, employerId, now, {
      jobType,
      title: 'Student Job',
      qualifications: ['Q-CSEXE'],
    });

    // Not due yet: nothing before a day has passed.
    expect(await sendDueAlerts(t.ctx)).toBe(0);
    expect(await alertMailsTo(member.email)).toHaveLength(0);

    t.advance(DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(1);
    const mails = await alertMailsTo(member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('1 new job for your saved search "Mumbai JT-CON"');
    expect(mail.textBody).toContain(
      'Fresh Open Job, ALERT TEST LIMITED, Mumbai: http://portal.test/PlacementApp/member/job/detail-',
    );
    for (const absent of ['Old Job Before Saving', 'Closed Job', 'Expired Job', 'Delhi Job', 'Student Job'])
      expect(mail.textBody).not.toContain(absent);
    expect(mail.htmlBody).toContain('<strong>Fresh Open Job</strong>');
    expect(tokenOf(mail.textBody)).toHaveLength(43);
    expect(mail.textBody).toContain('http://portal.test/PlacementApp/member/job/search?');

    // A second run at once sends nothing; a day later with nothing new, nothing either.
    expect(await sendDueAlerts(t.ctx)).toBe(0);
    t.advance(DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(0);
    expect(await alertMailsTo(member.email)).toHaveLength(1);

    // A new job the next day is mailed alone; the first one never again.
    await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: 'Second Fresh Job' });
    t.advance(DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(1);
    const next = (await alertMailsTo(member.email))[1]!;
    expect(next.textBody).toContain('Second Fresh Job');
    expect(next.textBody).not.toContain('Fresh Open Job,');
    await removeAllOf(member.id);
  });

  it('waits a week for weekly alerts and lists at most 20 with the rest counted', async () => {
    const m = await signedInUser(t, 'member');
    const jobType = 'JT-INT';
    await save(m.token, { ...memberSearch(jobType), frequency: 'weekly' });
    t.advance(HOUR_MS);
    for (let i = 0; i < 22; i++)
      await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: `Weekly Job ${i}` });
    t.advance(2 * DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(0);
    t.advance(5 * DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(1);
    const [mail] = await alertMailsTo(m.user.email);
    expect(mail!.subject).toBe('22 new jobs for your saved search "Mumbai JT-INT"');
    expect(mail!.textBody.match(/Weekly Job \d+,/g)).toHaveLength(20);
    expect(mail!.textBody).toContain('And 2 more.');
    // None of the 22 comes back in the next alert.
    t.advance(7 * DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBe(0);
  });

  it('mails students their training matches', async () => {
    const s = await signedInUser(t, 'student');
    await save(s.token, {
      name: 'Delhi trainings',
      searchKind: 'studentTrainings',
      frequency: 'daily',
      criteria: { state: 'IN-DL' },
    });
    t.advance(HOUR_MS);
    await insertTraining(t.ctx.db, employerId, t.ctx.now(), {
      title: 'Delhi Secretarial Training',
      stateCode: 'IN-DL',
      cities: ['IN-DL-NEWDELHI'],
    });
    await insertTraining(t.ctx.db, employerId, t.ctx.now(), { title: 'Mumbai Training', stateCode: 'IN-MH' });
    t.advance(DAY_MS);
    expect(await sendDueAlerts(t.ctx)).toBeGreaterThanOrEqual(1);
    const [mail] = await alertMailsTo(s.user.email);
    expect(mail!.subject).toBe('1 new training for your saved search "Delhi trainings"');
    expect(mail!.textBody).toContain('Delhi Secretarial Training');
    expect(mail!.textBody).toContain('/PlacementApp/student/training/detail-');
    expect(mail!.textBody).not.toContain('Mumbai Training');
  });

  it('stops after unsubscribe (without signing in, idempotent); a bad token gets a clear 400', async () => {
    const m = await signedInUser(t, 'member');
    const jobType = 'JT-FL';
    await save(m.token, memberSearch(jobType));
    t.advance(HOUR_MS);
    await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: 'Freelance One' });
    t.advance(DAY_MS);
    await sendDueAlerts(t.ctx);
    const [mail] = await alertMailsTo(m.user.email);
    const token = tokenOf(mail!.textBody);
    // Every alert of a search carries the same link: an older e-mail's link keeps working.
    await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: 'Freelance Zero' });
    t.advance(DAY_MS);
    await sendDueAlerts(t.ctx);
    const mails = await alertMailsTo(m.user.email);
    expect(mails).toHaveLength(2);
    expect(tokenOf(mails[1]!.textBody)).toBe(token);

    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, unsubscribeAlert, { body: { token } });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ Message: ALERT_MSG.unsubscribed, name: 'Mumbai JT-FL' });
    }
    const again = await signIn(t, m.user.email, 'member');
    const item = (await call(t.app, listSavedSearches, { query: {} }, { token: again })).body.result!
      .list[0]!;
    expect(item.active).toBe(false);

    await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: 'Freelance Two' });
    t.advance(2 * DAY_MS);
    await sendDueAlerts(t.ctx);
    expect(await alertMailsTo(m.user.email)).toHaveLength(2);

    const unknown = await call(t.app, unsubscribeAlert, { body: { token: 'x'.repeat(43) } });
    expectRefused(unknown, 400, ALERT_MSG.unsubscribeInvalid);
    for (const bad of ['short', 'has spaces and !!! in it, long enough to pass']) {
      const res = await call(t.app, unsubscribeAlert, { body: { token: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.token).toBe(ALERT_MSG.unsubscribeInvalid);
    }
  });

  it('claims each due alert once when two senders run at the same time', async () => {
    const m = await signedInUser(t, 'member');
    const jobType = 'JT-TMP';
    await save(m.token, memberSearch(jobType));
    t.advance(HOUR_MS);
    await insertJob(t.ctx.db, employerId, t.ctx.now(), { jobType, title: 'Race Job' });
    t.advance(DAY_MS);
    const [a, b] = await Promise.all([sendDueAlerts(t.ctx), sendDueAlerts(t.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await alertMailsTo(m.user.email)).toHaveLength(1);
    expect((await mailsTo(t.ctx.db, m.user.email)).length).toBe(1);
  });
});
