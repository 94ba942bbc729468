import { applyForJob } from '@pp/contract/applications';
import { me } from '@pp/contract/auth';
import { setJobStatus } from '@pp/contract/jobs';
import { saveMemberBasicDetail } from '@pp/contract/profiles';
import { recommendedJobs } from '@pp/contract/search';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberProfiles } from '../../db/schema/profiles.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  attachResume,
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, eventually, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn } from '../../test/sign-in.ts';
import { compareJobs } from './open-postings.ts';
import type { OpenJobFacts } from './posting-facts.ts';
import { matchScore, rankRecommended } from './recommended.ts';
import { findMatchProfile, type JobOrder, type MatchProfile } from './search.repo.ts';

const DAY_US = 86_400_000_000;
/** Microseconds since 1970 (the facts' times). */
const us = (d: Date) => d.getTime() * 1000;

describe('the recommended jobs ranked in memory (recommended.ts)', () => {
  const at = new Date('2026-11-26T06:00:00Z');
  const clock = { now: at, dayStart: new Date('2026-11-25T18:30:00Z') };
  let id = 0;
  const facts = (over: Partial<OpenJobFacts> = {}): OpenJobFacts => ({
    id: ++id,
    isMemberJob: true,
    jobType: 'JT-FULL',
    skills: [],
    roles: [],
    qualifications: [],
    company: null,
    countryCode: 'IN',
    cities: [],
    stateCode: '',
    minExperienceInMonths: 0,
    maxExperienceInMonths: 0,
    minSalary: 0,
    maxSalary: 0,
    salaryCurrency: 'INR',
    workCulture: 'No',
    createdUs: us(at) - id * 1000,
    startUs: us(at) - DAY_US,
    endUs: us(at) + DAY_US,
    ...over,
  });
  const profile: MatchProfile = {
    skills: ['SK-A', 'SK-B', 'SK-A'],
    role: 'R-CS',
    stateCode: 'IN-RJ',
    cityCode: 'IN-RJ-JAIPUR',
    totalExperienceInMonths: 60,
  };
  const score = (p: MatchProfile, job: OpenJobFacts) => matchScore(p, job, new Set(p.skills));

  it('scores 3 per shared skill (each once), 3 for the role, 2 for the city or else 1 for the state, 2 inside the experience range', () => {
    expect(score(profile, facts({ skills: ['SK-A', 'SK-A', 'SK-B', 'SK-C'] }))).toBe(6);
    expect(score(profile, facts({ roles: ['R-X', 'R-CS'] }))).toBe(3);
    expect(score(profile, facts({ cities: ['IN-RJ-JAIPUR'], stateCode: 'IN-RJ' }))).toBe(2);
    expect(score(profile, facts({ cities: ['IN-RJ-UDAIPUR'], stateCode: 'IN-RJ' }))).toBe(1);
    expect(score(profile, facts({ minExperienceInMonths: 60, maxExperienceInMonths: 60 }))).toBe(2);
    // A range without a maximum (0) is no fit; outside the range neither.
    expect(score(profile, facts({ minExperienceInMonths: 0, maxExperienceInMonths: 0 }))).toBe(0);
    expect(score(profile, facts({ minExperienceInMonths: 61, maxExperienceInMonths: 120 }))).toBe(0);
    // No place of the member's own: the place gives nothing, even to jobs without a state.
    const nowhere = { ...profile, stateCode: '', cityCode: '' };
    expect(score(nowhere, facts({ stateCode: '' }))).toBe(0);
    // A state without a city: 1 for the state.
    expect(score({ ...profile, cityCode: '' }, facts({ stateCode: 'IN-RJ', cities: ['IN-RJ-JAIPUR'] }))).toBe(
      1,
    );
  });

  it('keeps the jobs open at the time asked, best first, then in the sort asked for', () => {
    const best = facts({ skills: ['SK-A'], roles: ['R-CS'] });
    const older = facts({
      skills: ['SK-B'],
      maxSalary: 900,
      minExperienceInMonths: 12,
      maxExperienceInMonths: 24,
    });
    const newer = facts({
      skills: ['SK-A'],
      maxSalary: 100,
      minExperienceInMonths: 0,
      maxExperienceInMonths: 36,
    });
    newer.createdUs = older.createdUs + 5; // 5 microseconds: ordered as in the database
    const none = facts({ skills: ['SK-Z'] });
    // A student job (the index holds every open job) is never recommended to a member.
    const studentJob = facts({ skills: ['SK-A'], roles: ['R-CS'], isMemberJob: false });
    const notYet = facts({ skills: ['SK-A'], startUs: us(at) + 1 });
    // Open through its end date's day (India): ended yesterday is gone, ended this morning is not.
    const endedYesterday = facts({ skills: ['SK-A'], endUs: us(clock.dayStart) - 1 });
    const endedToday = facts({ skills: ['SK-A'], endUs: us(clock.dayStart), createdUs: 0 });
    const all = [none, older, notYet, studentJob, endedYesterday, newer, best, endedToday];
    // The index hands the jobs over in the sort asked for (memberJobs).
    const inOrder = (order: JobOrder) => [...all].sort(compareJobs(order));
    expect(rankRecommended(profile, inOrder('freshness'), clock)).toEqual([
      best.id,
      newer.id,
      older.id,
      endedToday.id,
    ]);
    expect(rankRecommended(profile, inOrder('salary'), clock)).toEqual([
      best.id,
      older.id,
      newer.id,
      endedToday.id,
    ]);
    expect(rankRecommended(profile, inOrder('experience'), clock)).toEqual([
      best.id,
      endedToday.id,
      newer.id,
      older.id,
    ]);
  });
});

describe('the rank index gives what scoring job by job gives (recommended.ts rankRecommended)', () => {
  /** The ranking by its definition: matchScore of each open member job, best first, stable. */
  function reference(p: MatchProfile, jobs: readonly OpenJobFacts[], clock: { now: Date; dayStart: Date }) {
    const skills = new Set(p.skills);
    return jobs
      .filter((j) => j.isMemberJob && j.startUs <= us(clock.now) && j.endUs >= us(clock.dayStart))
      .map((j, at) => ({ id: j.id, at, score: matchScore(p, j, skills) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.at - b.at)
      .map((x) => x.id);
  }

  it('on 200 random members against 600 random jobs', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const some = <T>(values: readonly T[], most: number) =>
      Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(values));
    const skills = ['SK-A', 'SK-B', 'SK-C', 'SK-D', 'SK-E', 'SK-F'];
    const roles = ['R-CS', 'R-LEGAL', 'R-AUDIT'];
    const states = ['IN-RJ', 'IN-MH', 'IN-DL', ''];
    const cities = ['IN-RJ-JAIPUR', 'IN-RJ-UDAIPUR', 'IN-MH-PUNE', 'IN-MH-MUMBAI', 'IN-DL-DELHI'];
    const at = new Date('2026-11-26T06:00:00Z');
    const clock = { now: at, dayStart: new Date('2026-11-25T18:30:00Z') };
    const jobs: OpenJobFacts[] = Array.from({ length: 600 }, (_, i) => {
      const min = Math.floor(random() * 120);
      return {
        id: 1000 + i,
        isMemberJob: random() < 0.8,
        jobType: 'JT-FULL',
        skills: some(skills, 4),
        roles: some(roles, 2),
        qualifications: [],
        company: null,
        countryCode: 'IN',
        stateCode: pick(states),
        cities: some(cities, 2),
        minExperienceInMonths: min,
        maxExperienceInMonths: random() < 0.2 ? 0 : min + Math.floor(random() * 120),
        minSalary: 0,
        maxSalary: 0,
        salaryCurrency: 'INR',
        workCulture: 'No',
        createdUs: us(at) - i,
        startUs: us(at) + (random() < 0.1 ? 1 : -DAY_US),
        endUs: random() < 0.1 ? us(clock.dayStart) - 1 : us(at) + DAY_US,
      };
    });
    let compared = 0;
    for (let m = 0; m < 200; m++) {
      const member: MatchProfile = {
        skills: some(skills, 5),
        role: random() < 0.3 ? '' : pick(roles),
        stateCode: pick(states),
        cityCode: random() < 0.3 ? '' : pick(cities),
        totalExperienceInMonths: Math.floor(random() * 240),
      };
      const expected = reference(member, jobs, clock);
      expect(rankRecommended(member, jobs, clock)).toEqual(expected);
      compared += expected.length;
    }
    // The members did match: the comparison covered many ranked jobs.
    expect(compared).toBeGreaterThan(20_000);
  });
});

describe('job/recommended with the public cache on (the open jobs indexed, each answer the member own)', () => {
  let t: TestApp;
  let employer: { id: number; token: string };

  appForTests(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '15' });
    await seedReferenceData(t.ctx.db);
    const e = await makeUser(t, 'corporate');
    await insertCorporateProfile(t.ctx.db, e.id, { companyName: 'REC CACHE LIMITED' });
    employer = { id: e.id, token: await signIn(t, e.email, 'corporate') };
    return t;
  });

  const codes = async (token: string) => {
    const res = await call(t.app, recommendedJobs, { query: { page: 1, limit: 10 } }, { token });
    expect(res.status).toBe(200);
    return res.body.result!;
  };
  const basic = (state: string, city: string) => ({
    state,
    city,
    currentCompany: 'Anywhere Limited',
    currentRole: 'R-CS',
    otherRole: '',
    totalExperienceInMonths: 700,
    currentCTC: 100000,
    currentCTCCurrency: 'INR',
    profileSummary: 'Company secretary.',
  });

  it("gives each member the jobs of the member's own profile, application dates and changes", async () => {
    const now = t.ctx.now();
    const jaipur = await insertJob(t.ctx.db, employer.id, now, {
      stateCode: 'IN-RJ',
      cities: ['IN-RJ-JAIPUR'],
      skills: ['SKM-REC-CACHE'],
      roles: [],
    });
    const pune = await insertJob(t.ctx.db, employer.id, now, {
      stateCode: 'IN-MH',
      cities: ['IN-MH-PUNE'],
      skills: [],
      roles: [],
    });
    const a = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, a.user.id, {
      skills: ['SKM-REC-CACHE'],
      currentRole: '',
      stateCode: 'IN-RJ',
      cityCode: 'IN-RJ-JAIPUR',
      totalExperienceInMonths: 700,
    });
    await attachResume(t.ctx.db, a.user.id, 'member');
    const b = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, b.user.id, {
      skills: [],
      currentRole: '',
      stateCode: 'IN-MH',
      cityCode: 'IN-MH-PUNE',
      totalExperienceInMonths: 700,
    });
    // Asked one after the other with the open jobs kept: each gets the own answer.
    expect((await codes(a.token)).list.map((j) => j.code)).toEqual([jaipur.code]);
    expect((await codes(b.token)).list.map((j) => j.code)).toEqual([pune.code]);
    expect((await codes(a.token)).list.map((j) => j.code)).toEqual([jaipur.code]);

    // A's application shows on A's list only.
    const applied = await call(t.app, applyForJob, { body: { jobCode: jaipur.code } }, { token: a.token });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const mine = (await codes(a.token)).list[0]!;
    expect(mine.code).toBe(jaipur.code);
    expect(mine.appliedOn).toBeTruthy();
    const moved = await call(
      t.app,
      saveMemberBasicDetail,
      { body: basic('IN-RJ', 'IN-RJ-JAIPUR') },
      { token: b.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const theirs = await codes(b.token);
    expect(theirs.list.map((j) => [j.code, j.appliedOn ?? null])).toEqual([[jaipur.code, null]]);

    // B's profile moved to Jaipur (above): Pune is no longer B's, Jaipur is; A's is unchanged.
    expect((await codes(a.token)).list.map((j) => j.code)).toEqual([jaipur.code]);

    // A's match profile is kept by the process; a change written by another process or a tool
    // (straight to the database) is announced at its commit (migration 0022), the kept profile is
    // forgotten, and A's next list is of A's new profile.
    expect(t.ctx.matchProfiles.get(a.user.id)?.stateCode).toBe('IN-RJ');
    // Kept as the session look-up read it (a member's session brings the match profile): the
    // same as the match profile's own statement reads.
    t.ctx.matchProfiles.forgetUser(a.user.id);
    t.ctx.sessionCache.forgetUser(a.user.id);
    expect((await call(t.app, me, {}, { token: a.token })).status).toBe(200);
    expect(t.ctx.matchProfiles.get(a.user.id)).toEqual({
      ...(await findMatchProfile(t.ctx.db, a.user.id)),
      userId: a.user.id,
    });
    await t.ctx.db
      .update(memberProfiles)
      .set({ stateCode: 'IN-MH', cityCode: 'IN-MH-PUNE', skills: [] })
      .where(eq(memberProfiles.userId, a.user.id));
    // (Over PostgreSQL the announcement arrives on its own connection, a moment after the commit.)
    await eventually(() => expect(t.ctx.matchProfiles.get(a.user.id)).toBeUndefined());
    expect((await codes(a.token)).list.map((j) => j.code)).toEqual([pune.code]);
    // A change to another column (the summary) announces nothing: the kept profile stays. (B's
    // change after it is announced: once B's is heard, A's would have been too.)
    expect(t.ctx.matchProfiles.get(b.user.id)).toBeDefined();
    await t.ctx.db
      .update(memberProfiles)
      .set({ profileSummary: 'Changed.' })
      .where(eq(memberProfiles.userId, a.user.id));
    await t.ctx.db
      .update(memberProfiles)
      .set({ totalExperienceInMonths: 701 })
      .where(eq(memberProfiles.userId, b.user.id));
    await eventually(() => expect(t.ctx.matchProfiles.get(b.user.id)).toBeUndefined());
    expect(t.ctx.matchProfiles.get(a.user.id)?.stateCode).toBe('IN-MH');
    await t.ctx.db
      .update(memberProfiles)
      .set({ stateCode: 'IN-RJ', cityCode: 'IN-RJ-JAIPUR', skills: ['SKM-REC-CACHE'] })
      .where(eq(memberProfiles.userId, a.user.id));
    await eventually(() => expect(t.ctx.matchProfiles.get(a.user.id)).toBeUndefined());
    expect((await codes(a.token)).list.map((j) => j.code)).toEqual([jaipur.code]);

    // The employer closes the Jaipur job: gone from both lists and their totals at once.
    const closed = await call(
      t.app,
      setJobStatus,
      { body: { jobCode: jaipur.code, status: 'blocked' } },
      { token: employer.token },
    );
    expect(closed.status).toBe(200);
    expect(await codes(a.token)).toMatchObject({ total: 0, list: [] });
    expect(await codes(b.token)).toMatchObject({ total: 0, list: [] });
  });
});
