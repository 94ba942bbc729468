import { searchStudentsAdmin } from '@pp/contract/admin';
import { searchStudents } from '@pp/contract/corporates';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  candidatePlaceCounts,
  candidateSkills,
  memberProfiles,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import {
  employerTestApp,
  insertMemberProfile,
  insertStudentProfile,
  signedInEmployer,
} from '../../test/fixtures/index.ts';
import { appForTests, call, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

/**
 * Who employers find and how many (migration 0017): the profile's `searchable` and `name_key` and
 * the places' counts are kept by the database in the writing transaction, whoever writes. Each
 * step below writes as the services or an operator would and reads through the API.
 */

let t: TestApp;
let token: string;

appForTests(async () => {
  t = await employerTestApp();
  token = (await signedInEmployer(t)).token;
  return t;
});

const LUCKNOW = 'IN-UP-LUCKNOW';
const KANPUR = 'IN-UP-KANPUR';

async function search(query: Record<string, string | number>) {
  const res = await call(t.app, searchStudents, { query: { state: 'IN-UP', sort: 1, ...query } }, { token });
  expect(res.status, res.body.error?.Message).toBe(200);
  return { names: res.body.result!.list.map((c) => c.name), total: res.body.result!.total };
}

/** The counts kept, against the same counts taken afresh from the profiles. */
async function countsAgree() {
  const c = candidatePlaceCounts;
  const kept = await t.ctx.db
    .select({ kind: c.kind, state: c.stateCode, city: c.cityCode, total: c.total })
    .from(c)
    .where(sql`${c.total} <> 0`);
  const fresh = [];
  for (const [kind, p] of [
    ['member', memberProfiles],
    ['student', studentProfiles],
  ] as const) {
    const rows = await t.ctx.db
      .select({ state: p.stateCode, city: p.cityCode, total: count() })
      .from(p)
      .where(sql`${p.searchable}`)
      .groupBy(p.stateCode, p.cityCode);
    fresh.push(...rows.map((r) => ({ kind, ...r })));
  }
  const sorted = (rows: { kind: string; state: string; city: string; total: number }[]) =>
    rows.map((r) => `${r.kind}|${r.state}|${r.city}|${r.total}`).sort();
  expect(sorted(kept)).toEqual(sorted(fresh));
  // The skill entries likewise: one per skill of each searchable profile, with its place and name.
  const e = candidateSkills;
  const entries = await t.ctx.db
    .select({
      kind: e.kind,
      user: e.userId,
      skill: e.skill,
      state: e.stateCode,
      city: e.cityCode,
      name: e.nameKey,
    })
    .from(e);
  const expected: { kind: string; user: number; skill: string; state: string; city: string; name: string }[] =
    [];
  for (const [kind, p] of [
    ['member', memberProfiles],
    ['student', studentProfiles],
  ] as const) {
    const rows = await t.ctx.db
      .select({ user: p.userId, skills: p.skills, state: p.stateCode, city: p.cityCode, name: p.nameKey })
      .from(p)
      .where(sql`${p.searchable}`);
    for (const r of rows)
      for (const skill of new Set(r.skills))
        expected.push({ kind, user: r.user, skill, state: r.state, city: r.city, name: r.name });
  }
  const line = (r: (typeof expected)[number]) =>
    JSON.stringify([r.kind, r.user, r.skill, r.state, r.city, r.name]);
  expect(entries.map(line).sort()).toEqual(expected.map(line).sort());
}

describe('searchable candidates and the counts of their places', () => {
  let zara: { id: number };
  let yash: { id: number };
  let xavier: { id: number };

  beforeAll(async () => {
    zara = await makeUser(t, 'student', { name: 'Zara Lucknow' });
    await insertStudentProfile(t.ctx.db, zara.id, {
      stateCode: 'IN-UP',
      cityCode: LUCKNOW,
      skills: ['SKS-ROC'],
    });
    yash = await makeUser(t, 'student', { name: 'YASH KANPUR' });
    await insertStudentProfile(t.ctx.db, yash.id, { stateCode: 'IN-UP', cityCode: KANPUR });
    xavier = await makeUser(t, 'student', { name: 'xavier lucknow' });
    await insertStudentProfile(t.ctx.db, xavier.id, {
      stateCode: 'IN-UP',
      cityCode: LUCKNOW,
      skills: ['SKS-ROC'],
    });
    // A member in the same place is counted apart.
    const member = await makeUser(t, 'member', { name: 'MEMBER LUCKNOW' });
    await insertMemberProfile(t.ctx.db, member.id, { stateCode: 'IN-UP', cityCode: LUCKNOW });
  });

  it('are found in name order whatever the case, and counted by state and city', async () => {
    expect(await search({})).toEqual({ names: ['xavier lucknow', 'YASH KANPUR', 'Zara Lucknow'], total: 3 });
    expect(await search({ city: LUCKNOW })).toEqual({ names: ['xavier lucknow', 'Zara Lucknow'], total: 2 });
    expect((await search({ city: `${LUCKNOW},${KANPUR}` })).total).toBe(3);
    expect(await search({ skill: 'SKS-ROC' })).toEqual({
      names: ['xavier lucknow', 'Zara Lucknow'],
      total: 2,
    });
    // A page past the first keeps the total.
    expect(await search({ limit: 1, page: 3 })).toEqual({ names: ['Zara Lucknow'], total: 3 });
    await countsAgree();
  });

  it('follow a deactivated profile, a blocked, a renamed and a deleted account', async () => {
    const db = t.ctx.db;
    await db.update(studentProfiles).set({ isActive: false }).where(eq(studentProfiles.userId, xavier.id));
    expect(await search({ city: LUCKNOW })).toEqual({ names: ['Zara Lucknow'], total: 1 });
    expect((await search({ skill: 'SKS-ROC' })).total).toBe(1);

    await db.update(users).set({ loginStatus: 'blocked' }).where(eq(users.id, yash.id));
    expect(await search({})).toEqual({ names: ['Zara Lucknow'], total: 1 });

    // Back again, and renamed: the order follows the new name.
    await db.update(studentProfiles).set({ isActive: true }).where(eq(studentProfiles.userId, xavier.id));
    await db.update(users).set({ loginStatus: 'active' }).where(eq(users.id, yash.id));
    await db.update(users).set({ name: 'Aman Lucknow' }).where(eq(users.id, zara.id));
    expect(await search({})).toEqual({ names: ['Aman Lucknow', 'xavier lucknow', 'YASH KANPUR'], total: 3 });

    // An account its owner deleted is kept for references but found by no one.
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, yash.id));
    expect(await search({})).toEqual({ names: ['Aman Lucknow', 'xavier lucknow'], total: 2 });
    await countsAgree();
  });

  it('count a move once, a transaction rolled back not at all, a removed account no more', async () => {
    const db = t.ctx.db;
    // Written twice in one transaction (to Kanpur and on to Lucknow's neighbour and back to Kanpur):
    // the counts take the net change at the commit.
    await db.transaction(async (tx) => {
      await tx.update(studentProfiles).set({ cityCode: KANPUR }).where(eq(studentProfiles.userId, xavier.id));
      await tx.update(studentProfiles).set({ isActive: false }).where(eq(studentProfiles.userId, xavier.id));
      await tx.update(studentProfiles).set({ isActive: true }).where(eq(studentProfiles.userId, xavier.id));
    });
    expect((await search({ city: KANPUR })).total).toBe(1);
    expect((await search({ city: LUCKNOW })).total).toBe(1);

    await expect(
      db.transaction(async (tx) => {
        await tx.update(studentProfiles).set({ isActive: false }).where(eq(studentProfiles.userId, zara.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await search({ city: LUCKNOW })).total).toBe(1);

    // The account removed outright (its profile goes with it).
    await db.delete(users).where(eq(users.id, xavier.id));
    expect(await search({})).toEqual({ names: ['Aman Lucknow'], total: 1 });
    await countsAgree();
  });

  it('find by skills as the skills are now, a candidate with two of them once', async () => {
    const db = t.ctx.db;
    await db
      .update(studentProfiles)
      .set({ skills: ['SKS-EXCEL', 'SKS-ROC', 'SKS-ROC'] })
      .where(eq(studentProfiles.userId, zara.id));
    expect(await search({ skill: 'SKS-ROC,SKS-EXCEL' })).toEqual({ names: ['Aman Lucknow'], total: 1 });
    expect(await search({ skill: 'SKS-EXCEL', city: LUCKNOW })).toEqual({
      names: ['Aman Lucknow'],
      total: 1,
    });
    await db
      .update(studentProfiles)
      .set({ skills: ['SKS-EXCEL'] })
      .where(eq(studentProfiles.userId, zara.id));
    expect(await search({ skill: 'SKS-ROC' })).toEqual({ names: [], total: 0 });
    // Another candidate with both: each counted once, pages in name order.
    const bea = await makeUser(t, 'student', { name: 'Bea Kanpur' });
    await insertStudentProfile(db, bea.id, {
      stateCode: 'IN-UP',
      cityCode: KANPUR,
      skills: ['SKS-ROC', 'SKS-EXCEL'],
    });
    expect(await search({ skill: 'SKS-ROC,SKS-EXCEL' })).toEqual({
      names: ['Aman Lucknow', 'Bea Kanpur'],
      total: 2,
    });
    expect(await search({ skill: 'SKS-ROC,SKS-EXCEL', limit: 1, page: 2 })).toEqual({
      names: ['Bea Kanpur'],
      total: 2,
    });
    await countsAgree();
  });

  it('cannot be set by a writer: the database decides', async () => {
    await t.ctx.db
      .update(studentProfiles)
      .set({ searchable: true, nameKey: 'aaa' })
      .where(eq(studentProfiles.userId, yash.id));
    const [row] = await t.ctx.db
      .select({ searchable: studentProfiles.searchable, nameKey: studentProfiles.nameKey })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, yash.id));
    // Yash's account is deleted: not searchable, whatever was written; the key is the name's.
    expect(row).toEqual({ searchable: false, nameKey: 'yash kanpur' });
    await countsAgree();
  });
});

describe("the admins' lists count and show the profiles of live accounts of their kind", () => {
  it('leave out a deleted account and a profile whose account is of another kind', async () => {
    const admin = await signedInUser(t, 'admin');
    const list = async () => {
      const res = await call(
        t.app,
        searchStudentsAdmin,
        { query: { state: 'IN-KL', keyword: 'keralite' } },
        { token: admin.token },
      );
      expect(res.status, res.body.error?.Message).toBe(200);
      return { names: res.body.result!.list.map((r) => r.name).sort(), total: res.body.result!.total };
    };
    const names = ['KERALITE ONE', 'KERALITE TWO', 'KERALITE THREE'];
    const ids: number[] = [];
    for (const name of names) {
      const u = await makeUser(t, 'student', { name });
      await insertStudentProfile(t.ctx.db, u.id, {
        stateCode: 'IN-KL',
        cityCode: 'IN-KL-KOCHI',
        isActive: false,
      });
      ids.push(u.id);
    }
    // Deactivated profiles and blocked accounts are still the admins' to see.
    await t.ctx.db.update(users).set({ loginStatus: 'blocked' }).where(eq(users.id, ids[1]!));
    expect(await list()).toEqual({ names: [...names].sort(), total: 3 });
    await t.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids[1]!));
    // A profile left behind on an account that is now another kind's (not done by the portal).
    await t.ctx.db.update(users).set({ role: 'member' }).where(eq(users.id, ids[2]!));
    expect(await list()).toEqual({ names: ['KERALITE ONE'], total: 1 });
    await t.ctx.db.update(users).set({ role: 'student' }).where(eq(users.id, ids[2]!));
    expect(await list()).toEqual({ names: ['KERALITE ONE', 'KERALITE THREE'], total: 2 });
    await countsAgree();
  });
});
