import {
  addAdditionalQualification,
  addCity,
  addIndustry,
  addQualification,
  addRole,
  addState,
  LOOKUP_MSG,
  listAdditionalQualifications,
  listCities,
  listCitiesOfState,
  listCompanyTypes,
  listCountries,
  listCurrencies,
  listExperienceRanges,
  listGovernmentTypes,
  listIndustries,
  listJobTypes,
  listListingTypes,
  listPhoneCodes,
  listQualifications,
  listRoles,
  listSalaryRanges,
  listSkills,
  listStates,
  listStatesOfCountry,
  listTrainingDurations,
  listTrainingTypes,
  MEMBER_JOB_QUALIFICATIONS,
  parseRange,
  saveSkill,
} from '@pp/contract/lookups';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { cities, countries, masterItems, states } from '../../db/schema/lookups.ts';
import { cityRows, SEED_LISTS, seedReferenceData } from '../../seed/reference.ts';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { insertMasterItemIfNew } from './lookups.repo.ts';
import { LOOKUP_CACHE_CONTROL, LOOKUP_KEEP_SECONDS } from './lookups.routes.ts';

let t: TestApp;
let admin: string;
let member: string;

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  admin = (await signedInUser(t, 'admin')).token;
  member = (await signedInUser(t, 'member')).token;
  return t;
});

const asAdmin = () => ({ token: admin });

describe('reference seed', () => {
  it('holds 250 countries, 36 Indian states and UTs and over 4000 Indian cities', async () => {
    const [c] = await t.ctx.db.select({ n: count() }).from(countries);
    const [s] = await t.ctx.db.select({ n: count() }).from(states).where(eq(states.countryCode, 'IN'));
    const [ci] = await t.ctx.db.select({ n: count() }).from(cities);
    expect(c!.n).toBe(250);
    expect(s!.n).toBe(36);
    expect(ci!.n).toBeGreaterThan(4000);
  });

  it('is idempotent: a second run writes nothing and changes no count', async () => {
    const before = await t.ctx.db.select({ n: count() }).from(masterItems);
    expect(await seedReferenceData(t.ctx.db)).toBe(false);
    const after = await t.ctx.db.select({ n: count() }).from(masterItems);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('fills in missing rows, keeping existing ones, when the marker is gone', async () => {
    await t.ctx.db.delete(masterItems).where(and(eq(masterItems.list, 'role'), eq(masterItems.code, 'R-CS')));
    await t.ctx.db.delete(masterItems).where(eq(masterItems.list, '_seed'));
    const [cityCount] = await t.ctx.db.select({ n: count() }).from(cities);
    expect(await seedReferenceData(t.ctx.db)).toBe(true);
    const roles = await call(t.app, listRoles, {});
    expect(roles.body.result!.list).toContainEqual({ code: 'R-CS', name: 'Company Secretary' });
    const [cityCountAfter] = await t.ctx.db.select({ n: count() }).from(cities);
    expect(cityCountAfter!.n).toBe(cityCount!.n);
    expect(await seedReferenceData(t.ctx.db)).toBe(false);
  });

  it('gives every city a unique readable code under its state', async () => {
    const rows = await cityRows();
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const row of rows) expect(row.code.startsWith(`${row.stateCode}-`)).toBe(true);
    expect(rows).toContainEqual({ code: 'IN-MH-PUNE', name: 'Pune', stateCode: 'IN-MH' });
  });

  it('hand-written lists have unique codes and names', () => {
    for (const { list, items } of SEED_LISTS) {
      expect(new Set(items.map((i) => i.code)).size, list).toBe(items.length);
      const names = items.map((i) => `${i.type ?? ''}|${i.name.toLowerCase()}`);
      expect(new Set(names).size, list).toBe(items.length);
    }
  });
});

describe('places', () => {
  it('lists the 36 states and UTs of India by default, by name, with IN- codes', async () => {
    const res = await call(t.app, listStates, { query: {} });
    expect(res.status).toBe(200);
    const list = res.body.result!.list;
    expect(list).toHaveLength(36);
    expect(res.body.result!.total).toBe(36);
    expect(list).toContainEqual({ code: 'IN-MH', name: 'Maharashtra' });
    const names = list.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const byPath = await call(t.app, listStatesOfCountry, { params: { id: 'IN' } });
    expect(byPath.body.result!.list).toEqual(list);
  });

  it('refuses states of an unknown country', async () => {
    const res = await call(t.app, listStatesOfCountry, { params: { id: 'XX' } });
    expectRefused(res, 404, LOOKUP_MSG.unknownCountry);
  });

  it("lists a state's cities after the 'All' entry", async () => {
    const res = await call(t.app, listCitiesOfState, { params: { id: 'IN-MH' } });
    expect(res.status).toBe(200);
    const list = res.body.result!.list;
    expect(list[0]).toMatchObject({ code: '*', name: 'All' });
    expect(list.length).toBeGreaterThan(500);
    expect(list).toContainEqual({ code: 'IN-MH-MUMBAI', name: 'Mumbai', stateCode: 'IN-MH' });
    expect(list.slice(1).every((c) => c.stateCode === 'IN-MH')).toBe(true);
    const small = await call(t.app, listCitiesOfState, { params: { id: 'IN-CH' } });
    expect(small.body.result!.list.map((c) => c.name)).toEqual(['All', 'Chandigarh']);
  });

  it("answers state '*' with the 'All' entry only and an unknown state with 404", async () => {
    const all = await call(t.app, listCitiesOfState, { params: { id: '*' } });
    expect(all.body.result!.list).toEqual([{ code: '*', name: 'All', stateCode: '*' }]);
    const unknown = await call(t.app, listCitiesOfState, { params: { id: 'IN-ZZ' } });
    expectRefused(unknown, 404, LOOKUP_MSG.unknownState);
  });

  it('searches cities by typed name, prefix matches first, limited, with the full total', async () => {
    const res = await call(t.app, listCities, { query: { q: 'pur', limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.result!.list).toHaveLength(5);
    expect(res.body.result!.total).toBeGreaterThan(100);
    expect(res.body.result!.list[0]!.name.toLowerCase().startsWith('pur')).toBe(true);
    for (const c of res.body.result!.list) expect(c.name.toLowerCase()).toContain('pur');

    const pune = await call(t.app, listCities, { query: { q: 'Pune', state: 'IN-MH' } });
    expect(pune.body.result!.list[0]).toEqual({
      code: 'IN-MH-PUNE',
      name: 'Pune',
      stateCode: 'IN-MH',
      stateName: 'Maharashtra',
    });
  });

  it('never returns all cities at once', async () => {
    const res = await call(t.app, listCities, { query: {} });
    expect(res.body.result!.list).toHaveLength(50);
    expect(res.body.result!.total).toBeGreaterThan(4000);
    const tooMany = await call(t.app, listCities, { query: { limit: 5000 } });
    expect(tooMany.status).toBe(400);
  });

  it('treats % and _ in the typed name literally', async () => {
    const res = await call(t.app, listCities, { query: { q: '%' } });
    expect(res.body.result).toEqual({ list: [], total: 0 });
  });

  it('lists countries with India first', async () => {
    const res = await call(t.app, listCountries, {});
    const list = res.body.result!.list;
    expect(list).toHaveLength(250);
    expect(list[0]).toEqual({ code: 'IN', name: 'India', phoneCode: '91', currency: 'INR' });
    expect(list[1]!.name).toBe('Afghanistan');
  });

  it('lists dialling codes with 91 first, one entry per code', async () => {
    const res = await call(t.app, listPhoneCodes, {});
    const list = res.body.result!.list;
    expect(list[0]).toEqual({ code: '91', name: 'India (+91)' });
    expect(new Set(list.map((p) => p.code)).size).toBe(list.length);
    expect(list.find((p) => p.code === '1')!.name).toContain('United States');
    expect(list.find((p) => p.code === '1-684')!.name).toBe('American Samoa (+1-684)');
  });
});

describe('master lists', () => {
  it('filters skills by type: 1 member, anything else student, none all', async () => {
    const memberSkills = (await call(t.app, listSkills, { query: { type: '1' } })).body.result!;
    const studentSkills = (await call(t.app, listSkills, { query: { type: '2' } })).body.result!;
    const other = (await call(t.app, listSkills, { query: { type: '0' } })).body.result!;
    const all = (await call(t.app, listSkills, { query: {} })).body.result!;
    expect(memberSkills.total).toBeGreaterThanOrEqual(40);
    expect(studentSkills.total).toBeGreaterThanOrEqual(25);
    expect(memberSkills.list.every((s) => s.type === '1')).toBe(true);
    expect(studentSkills.list.every((s) => s.type === '2')).toBe(true);
    expect(other).toEqual(studentSkills);
    expect(all.total).toBe(memberSkills.total + studentSkills.total);
    expect(memberSkills.list.map((s) => s.name)).toContain('Secretarial Audit');
  });

  it("puts 'Other' last in a list sorted by name", async () => {
    const list = (await call(t.app, listRoles, {})).body.result!.list;
    expect(list.at(-1)).toEqual({ code: 'R-OTHER', name: 'Other' });
    const names = list.slice(0, -1).map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.map((r) => r.name)).toContain('Company Secretary');
  });

  it('offers the two member-job qualifications first', async () => {
    const list = (await call(t.app, listQualifications, {})).body.result!.list;
    expect(list.slice(0, 2).map((q) => q.code)).toEqual([...MEMBER_JOB_QUALIFICATIONS]);
    expect(list.map((q) => q.name)).toContain('CSEET passed');
  });

  it("gives experience (months) and salary (rupees a year) as 'from-to' ranges", async () => {
    const experience = (await call(t.app, listExperienceRanges, {})).body.result!.list;
    const salary = (await call(t.app, listSalaryRanges, {})).body.result!.list;
    for (const range of [...experience, ...salary]) {
      expect(Object.keys(range).sort()).toEqual(['name', 'value']);
      expect(parseRange(range.value), range.value).not.toBeNull();
    }
    expect(experience[0]).toEqual({ name: 'Fresher (0-1 Year)', value: '0-12' });
    expect(salary).toContainEqual({ name: '3-5 Lakhs', value: '300000-500000' });
    // In the written order, each range starting where the one before ended.
    for (const list of [experience, salary]) {
      for (let i = 1; i < list.length; i++) {
        expect(parseRange(list[i]!.value)!.min).toBe(parseRange(list[i - 1]!.value)!.max);
      }
    }
  });

  it('lists training durations with months, and currencies with INR first', async () => {
    const durations = (await call(t.app, listTrainingDurations, {})).body.result!.list;
    expect(durations).toContainEqual({ code: 'D-6', name: '6 Months', months: 6 });
    expect(durations.map((d) => d.months)).toEqual([...durations.map((d) => d.months)].sort((a, b) => a - b));
    const money = (await call(t.app, listCurrencies, {})).body.result!.list;
    expect(money[0]).toEqual({ code: 'INR', name: 'Indian Rupee', symbol: '₹' });
  });

  it('serves every other list with code and name', async () => {
    for (const def of [
      listAdditionalQualifications,
      listIndustries,
      listJobTypes,
      listListingTypes,
      listCompanyTypes,
      listGovernmentTypes,
      listTrainingTypes,
    ]) {
      const res = await call(t.app, def, {});
      expect(res.status, def.path).toBe(200);
      expect(res.body.result!.total, def.path).toBeGreaterThan(5);
      for (const item of res.body.result!.list) expect(Object.keys(item).sort()).toEqual(['code', 'name']);
    }
  });

  it('lets browsers cache the reads for five minutes, but not the writes', async () => {
    const read = await call(t.app, listRoles, {});
    expect(read.res.headers['cache-control']).toBe(LOOKUP_CACHE_CONTROL);
    const write = await call(t.app, addRole, { body: { name: 'Cache Probe Role' } }, asAdmin());
    expect(write.res.headers['cache-control']).toBe('no-store');
    const failed = await call(t.app, listCitiesOfState, { params: { id: 'IN-ZZ' } });
    expect(failed.res.headers['cache-control']).toBe('no-store');
  });
});

describe('admin writes', () => {
  it('adds a role, audited, that shows in the list', async () => {
    const res = await call(t.app, addRole, { body: { name: '  Head  of   Governance ' } }, asAdmin());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { Message: MSG.rolesUpdated }, error: { Message: '' } });
    const list = (await call(t.app, listRoles, {})).body.result!.list;
    const added = list.find((r) => r.name === 'Head of Governance');
    expect(added?.code).toMatch(/^R-[A-Za-z0-9]{10}$/);
    const events = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'lookup.add'));
    expect(events.some((e) => (e.detail as { code?: string }).code === added!.code)).toBe(true);
  });

  it('refuses a duplicate name, whatever its case', async () => {
    const res = await call(t.app, addRole, { body: { name: 'company SECRETARY' } }, asAdmin());
    expectRefused(res, 409, LOOKUP_MSG.alreadyExists('company SECRETARY'));
  });

  it('refuses an empty name with the required message', async () => {
    for (const body of [{ name: '   ' }, {}]) {
      const res = await call(t.app, addIndustry, { body: body as { name: string } }, asAdmin());
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.name).toBe(MSG.required);
    }
  });

  it('adds industries, qualifications and additional qualifications with their messages', async () => {
    const cases = [
      { def: addIndustry, list: listIndustries, name: 'Fintech', message: MSG.industriesUpdated },
      {
        def: addQualification,
        list: listQualifications,
        name: 'CS Executive Entrance',
        message: MSG.qualificationsUpdated,
      },
      {
        def: addAdditionalQualification,
        list: listAdditionalQualifications,
        name: 'Diploma in Cyber Law',
        message: MSG.addQualificationsUpdated,
      },
    ] as const;
    for (const c of cases) {
      const res = await call(t.app, c.def, { body: { name: c.name } }, asAdmin());
      expect(res.body.result, c.name).toEqual({ Message: c.message });
      const names = (await call(t.app, c.list, {})).body.result!.list.map((i) => i.name);
      expect(names).toContain(c.name);
    }
  });

  it('adds a member skill and a student skill of the same name, once each', async () => {
    const name = 'Sustainability Reporting';
    const asMember = await call(t.app, saveSkill, { body: { name, type: '1' } }, asAdmin());
    expect(asMember.body.result).toEqual({ Message: MSG.skillsUpdated });
    const asStudent = await call(t.app, saveSkill, { body: { name, type: '2' } }, asAdmin());
    expect(asStudent.status).toBe(200);
    const again = await call(t.app, saveSkill, { body: { name: name.toUpperCase(), type: '1' } }, asAdmin());
    expect(again.status).toBe(409);
    const memberNames = (await call(t.app, listSkills, { query: { type: '1' } })).body.result!.list;
    expect(memberNames.filter((s) => s.name === name)).toHaveLength(1);
  });

  it('needs a target for a skill', async () => {
    const res = await call(t.app, saveSkill, { body: { name: 'Floating Skill' } }, asAdmin());
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.type).toBe(MSG.selectOption);
  });

  it('renames the selected skill, keeping its code and type', async () => {
    const res = await call(
      t.app,
      saveSkill,
      { body: { name: 'XBRL and iXBRL Filing', selectedSKill: 'SKM-XBRL' } },
      asAdmin(),
    );
    expect(res.body.result).toEqual({ Message: MSG.skillsUpdated });
    const list = (await call(t.app, listSkills, { query: { type: '1' } })).body.result!.list;
    expect(list).toContainEqual({ code: 'SKM-XBRL', name: 'XBRL and iXBRL Filing', type: '1' });
    const clash = await call(
      t.app,
      saveSkill,
      { body: { name: 'FEMA', selectedSKill: 'SKM-XBRL' } },
      asAdmin(),
    );
    expect(clash.status).toBe(409);
    const missing = await call(
      t.app,
      saveSkill,
      { body: { name: 'Nothing', selectedSKill: 'NOPE' } },
      asAdmin(),
    );
    expect(missing.status).toBe(404);
  });

  it('adds a State/UT to India and a city to it', async () => {
    const state = await call(t.app, addState, { body: { code: 'IN', name: 'Test Territory' } }, asAdmin());
    expect(state.body.result).toEqual({ Message: MSG.statesUpdated });
    const added = (await call(t.app, listStates, { query: {} })).body.result!.list.find(
      (s) => s.name === 'Test Territory',
    );
    expect(added?.code).toBe('IN-TEST-TERRITORY');
    const empty = await call(t.app, listCitiesOfState, { params: { id: added!.code } });
    expect(empty.body.result!.list).toEqual([{ code: '*', name: 'All', stateCode: added!.code }]);

    const city = await call(t.app, addCity, { body: { code: added!.code, name: 'New Town' } }, asAdmin());
    expect(city.body.result).toEqual({ Message: MSG.citiesUpdated });
    const cityList = (await call(t.app, listCitiesOfState, { params: { id: added!.code } })).body.result!
      .list;
    expect(cityList).toContainEqual({
      code: 'IN-TEST-TERRITORY-NEW-TOWN',
      name: 'New Town',
      stateCode: added!.code,
    });

    const dupState = await call(t.app, addState, { body: { name: 'maharashtra' } }, asAdmin());
    expect(dupState.status).toBe(409);
    const dupCity = await call(t.app, addCity, { body: { code: 'IN-MH', name: 'PUNE' } }, asAdmin());
    expectRefused(dupCity, 409, LOOKUP_MSG.alreadyExists('PUNE'));
  });

  it('gives a city whose code is taken a suffixed code', async () => {
    // 'Pune!' is a new name whose slug meets Pune's code.
    const res = await call(t.app, addCity, { body: { code: 'IN-MH', name: 'Pune!' } }, asAdmin());
    expect(res.status).toBe(200);
    const list = (await call(t.app, listCities, { query: { q: 'Pune!', state: 'IN-MH' } })).body.result!.list;
    expect(list[0]!.code).toMatch(/^IN-MH-PUNE-[A-Z0-9]{4}$/);
  });

  it('needs a known state for a city and a known country for a state', async () => {
    const noState = await call(
      t.app,
      addCity,
      { body: { name: 'Nowhere' } as { code: string; name: string } },
      asAdmin(),
    );
    expect(noState.status).toBe(400);
    expect(noState.body.error.fields?.code).toBe(MSG.required);
    const badState = await call(t.app, addCity, { body: { code: 'IN-ZZ', name: 'Nowhere' } }, asAdmin());
    expectRefused(badState, 400, LOOKUP_MSG.unknownState);
    const allState = await call(t.app, addCity, { body: { code: '*', name: 'Nowhere' } }, asAdmin());
    expect(allState.status).toBe(400);
    const badCountry = await call(t.app, addState, { body: { code: 'XX', name: 'Nowhere' } }, asAdmin());
    expectRefused(badCountry, 400, LOOKUP_MSG.unknownCountry);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    const writes = [
      () => call(t.app, addRole, { body: { name: 'Sneaky' } }, { token: member }),
      () => call(t.app, saveSkill, { body: { name: 'Sneaky', type: '1' } }, { token: member }),
      () => call(t.app, addCity, { body: { code: 'IN-MH', name: 'Sneaky' } }, { token: member }),
    ];
    for (const write of writes) {
      const res = await write();
      expectRefused(res, 403, OUR_MSG.forbidden);
    }
    const anonymous = await call(t.app, addState, { body: { name: 'Sneaky' } });
    expectRefused(anonymous, 401, MSG.sessionNotFound);
    const roles = (await call(t.app, listRoles, {})).body.result!.list;
    expect(roles.map((r) => r.name)).not.toContain('Sneaky');
  });

  it('keeps concurrent duplicates out (the check and the insert are serialised per list)', async () => {
    // Through the repo, so that the writes really overlap on a PostgreSQL pool.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertMasterItemIfNew(t.ctx.db, {
          list: 'industry',
          code: `IND-RACE-${i}`,
          name: 'Space Technology',
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const again = await call(t.app, addIndustry, { body: { name: 'space technology' } }, asAdmin());
    expect(again.status).toBe(409);
  });
});

describe('kept in memory', () => {
  it('answers the same bytes again from memory, still cacheable by browsers', async () => {
    const first = await call(t.app, listStates, { query: {} });
    const again = await call(t.app, listStates, { query: {} });
    expect(first.res.headers['x-cache']).toBe('miss');
    expect(again.res.headers['x-cache']).toBe('hit');
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.res.headers['cache-control']).toBe(LOOKUP_CACHE_CONTROL);
    // The query is part of the key: another country is another entry; a refusal is not kept.
    const byPath = await call(t.app, listStatesOfCountry, { params: { id: 'IN' } });
    expect(byPath.res.headers['x-cache']).toBe('miss');
    for (let i = 0; i < 2; i++) {
      const unknown = await call(t.app, listStatesOfCountry, { params: { id: 'XX' } });
      expect(unknown.status).toBe(404);
      expect(unknown.res.headers['x-cache']).toBeUndefined();
    }
  });

  it('reads afresh after an admin adds a state, a city, a skill or a role', async () => {
    const kept = async <T>(read: () => Promise<{ res: { headers: Record<string, unknown> }; body: T }>) => {
      await read();
      const res = await read();
      expect(res.res.headers['x-cache']).toBe('hit');
    };
    const states = () => call(t.app, listStates, { query: {} });
    const citiesOfMh = () => call(t.app, listCitiesOfState, { params: { id: 'IN-MH' } });
    const citySearch = () => call(t.app, listCities, { query: { q: 'Kept', state: 'IN-MH' } });
    const memberSkills = () => call(t.app, listSkills, { query: { type: '1' } });
    const roles = () => call(t.app, listRoles, {});
    for (const read of [states, citiesOfMh, citySearch, memberSkills, roles]) await kept(read);

    await call(t.app, addState, { body: { code: 'IN', name: 'Kept Territory' } }, asAdmin());
    const afterState = await states();
    expect(afterState.res.headers['x-cache']).toBe('miss');
    expect(afterState.body.result!.list.map((s) => s.name)).toContain('Kept Territory');

    await call(t.app, addCity, { body: { code: 'IN-MH', name: 'Kept Nagar' } }, asAdmin());
    for (const read of [citiesOfMh, citySearch]) {
      const res = await read();
      expect(res.res.headers['x-cache']).toBe('miss');
      expect(res.body.result!.list.map((c) => c.name)).toContain('Kept Nagar');
    }

    await call(t.app, saveSkill, { body: { name: 'Kept Skill', type: '1' } }, asAdmin());
    const afterSkill = await memberSkills();
    expect(afterSkill.res.headers['x-cache']).toBe('miss');
    expect(afterSkill.body.result!.list.map((s) => s.name)).toContain('Kept Skill');

    await call(t.app, addRole, { body: { name: 'Kept Role' } }, asAdmin());
    const afterRole = await roles();
    expect(afterRole.res.headers['x-cache']).toBe('miss');
    expect(afterRole.body.result!.list.map((r) => r.name)).toContain('Kept Role');
  });

  it('is read again after its lifetime (a change made through another process)', async () => {
    await call(t.app, listIndustries, {});
    // Written behind this process's back, as another server process would.
    await insertMasterItemIfNew(t.ctx.db, {
      list: 'industry',
      code: 'IND-ELSEWHERE',
      name: 'Elsewhere Added',
    });
    const kept = await call(t.app, listIndustries, {});
    expect(kept.res.headers['x-cache']).toBe('hit');
    expect(kept.body.result!.list.map((i) => i.code)).not.toContain('IND-ELSEWHERE');
    // The test clock runs on from real time: half the lifetime, then the other half.
    t.advance((LOOKUP_KEEP_SECONDS * 1000) / 2);
    expect((await call(t.app, listIndustries, {})).res.headers['x-cache']).toBe('hit');
    t.advance((LOOKUP_KEEP_SECONDS * 1000) / 2);
    const fresh = await call(t.app, listIndustries, {});
    expect(fresh.res.headers['x-cache']).toBe('miss');
    expect(fresh.body.result!.list.map((i) => i.code)).toContain('IND-ELSEWHERE');
  });
});
