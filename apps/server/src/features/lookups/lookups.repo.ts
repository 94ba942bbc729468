import type { MasterList } from '@pp/contract/lookups';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cities, countries, masterItems, states } from '../../db/schema/lookups.ts';
import type { ReferenceNames } from '../../platform/reference-names.ts';
import { escapeLike } from '../../platform/sql.ts';

export interface MasterItemRow {
  code: string;
  name: string;
  type: string;
  value: string;
}

/** 'Other' and 'Others' go to the end of a list. */
function otherLast(name: AnyPgColumn): SQL {
  return asc(sql`case when lower(${name}) in ('other', 'others') then 1 else 0 end`);
}

/** Case-insensitive, the same on PGlite and on a server whatever its collation. */
function nameOrder(name: AnyPgColumn): SQL {
  return asc(sql`lower(${name}) collate "C"`);
}

const masterColumns = {
  code: masterItems.code,
  name: masterItems.name,
  type: masterItems.type,
  value: masterItems.value,
};

export async function listMasterItems(db: Db, list: MasterList, type?: string): Promise<MasterItemRow[]> {
  return db
    .select(masterColumns)
    .from(masterItems)
    .where(
      and(
        eq(masterItems.list, list),
        eq(masterItems.active, true),
        type === undefined ? undefined : eq(masterItems.type, type),
      ),
    )
    .orderBy(otherLast(masterItems.name), asc(masterItems.sortOrder), nameOrder(masterItems.name))
    .limit(5000);
}

export async function findMasterItems(db: Db, list: MasterList, codes: string[]): Promise<MasterItemRow[]> {
  if (!codes.length) return [];
  return db
    .select(masterColumns)
    .from(masterItems)
    .where(and(eq(masterItems.list, list), inArray(masterItems.code, codes)));
}

/** Serialises writers of one list, so that the duplicate check and the insert cannot interleave. */
async function lockList(tx: Db, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lookups:${key}`}))`);
}

async function masterNameTaken(
  tx: Db,
  list: MasterList,
  name: string,
  type: string | null,
  exceptCode?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ code: masterItems.code })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.list, list),
        sql`lower(${masterItems.name}) = lower(${name})`,
        type === null ? undefined : eq(masterItems.type, type),
        exceptCode === undefined ? undefined : ne(masterItems.code, exceptCode),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds an entry unless the list already has its name (case-insensitive; within `type` when
 * `uniqueWithinType`). False when the name is taken.
 */
export async function insertMasterItemIfNew(
  db: Db,
  row: { list: MasterList; code: string; name: string; type?: string; value?: string },
  uniqueWithinType = false,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockList(tx, row.list);
    const type = uniqueWithinType ? (row.type ?? '') : null;
    if (await masterNameTaken(tx, row.list, row.name, type)) return false;
    await tx.insert(masterItems).values(row);
    return true;
  });
}

/** Renames an entry; 'duplicate' when another entry of the same type has the name. */
export async function renameMasterItem(
  db: Db,
  list: MasterList,
  code: string,
  name: string,
): Promise<{ outcome: 'renamed' | 'duplicate' | 'missing'; before?: MasterItemRow }> {
  return db.transaction(async (tx) => {
    await lockList(tx, list);
    const found = await tx
      .select(masterColumns)
      .from(masterItems)
      .where(and(eq(masterItems.list, list), eq(masterItems.code, code)))
      .limit(1);
    const before = found[0];
    if (!before) return { outcome: 'missing' as const };
    if (await masterNameTaken(tx, list, name, before.type, code)) {
      return { outcome: 'duplicate' as const, before };
    }
    await tx
      .update(masterItems)
      .set({ name })
      .where(and(eq(masterItems.list, list), eq(masterItems.code, code)));
    return { outcome: 'renamed' as const, before };
  });
}

// ---- Countries, states, cities ----

export interface CountryRow {
  code: string;
  name: string;
  phoneCode: string;
  currency: string;
}

/** Countries, India (sort order 0) first, then by name. */
export async function listCountries(db: Db): Promise<CountryRow[]> {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      phoneCode: countries.phoneCode,
      currency: countries.currency,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder), nameOrder(countries.name))
    .limit(1000);
}

export async function findCountry(db: Db, code: string): Promise<CountryRow | undefined> {
  const rows = await db
    .select({
      code: countries.code,
      name: countries.name,
      phoneCode: countries.phoneCode,
      currency: countries.currency,
    })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return rows[0];
}

export interface StateRow {
  code: string;
  name: string;
  countryCode: string;
}

export async function listStatesOfCountry(db: Db, countryCode: string): Promise<StateRow[]> {
  return db
    .select({ code: states.code, name: states.name, countryCode: states.countryCode })
    .from(states)
    .where(eq(states.countryCode, countryCode))
    .orderBy(otherLast(states.name), nameOrder(states.name))
    .limit(5000);
}

export async function findStates(db: Db, codes: string[]): Promise<StateRow[]> {
  if (!codes.length) return [];
  return db
    .select({ code: states.code, name: states.name, countryCode: states.countryCode })
    .from(states)
    .where(inArray(states.code, codes));
}

export interface CityRow {
  code: string;
  name: string;
  stateCode: string;
}

/** Cities of one state by name (the largest Indian state has about 600). */
export async function listCitiesOfState(db: Db, stateCode: string): Promise<CityRow[]> {
  return db
    .select({ code: cities.code, name: cities.name, stateCode: cities.stateCode })
    .from(cities)
    .where(eq(cities.stateCode, stateCode))
    .orderBy(otherLast(cities.name), nameOrder(cities.name), asc(cities.code))
    .limit(5000);
}

export async function findCities(db: Db, codes: string[]): Promise<CityRow[]> {
  if (!codes.length) return [];
  return db
    .select({ code: cities.code, name: cities.name, stateCode: cities.stateCode })
    .from(cities)
    .where(inArray(cities.code, codes));
}

/**
 * Cities of a state and/or whose name contains `q` (prefix matches first), at most `limit`,
 * with the number of all matches. The name search uses the trigram index.
 */
export async function searchCities(
  db: Db,
  filter: { stateCode?: string; q?: string; limit: number },
): Promise<{ rows: (CityRow & { stateName: string })[]; total: number }> {
  const where = and(
    filter.stateCode ? eq(cities.stateCode, filter.stateCode) : undefined,
    filter.q ? ilike(cities.name, `%${escapeLike(filter.q)}%`) : undefined,
  );
  const order = [nameOrder(cities.name), asc(cities.code)];
  if (filter.q)
    order.unshift(asc(sql`case when ${cities.name} ilike ${`${escapeLike(filter.q)}%`} then 0 else 1 end`));
  const [rows, totals] = await Promise.all([
    db
      .select({
        code: cities.code,
        name: cities.name,
        stateCode: cities.stateCode,
        stateName: states.name,
      })
      .from(cities)
      .innerJoin(states, eq(states.code, cities.stateCode))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit),
    db.select({ total: count() }).from(cities).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function stateNameTaken(db: Db, countryCode: string, name: string): Promise<boolean> {
  const rows = await db
    .select({ code: states.code })
    .from(states)
    .where(and(eq(states.countryCode, countryCode), sql`lower(${states.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds a state unless the country has one of that name; the code comes from `makeCode`
 * (called again with `retry` when the code is taken). False when the name is taken.
 */
export async function insertStateIfNew(
  db: Db,
  row: { countryCode: string; name: string },
  makeCode: (retry: boolean) => string,
): Promise<{ code: string } | null> {
  return db.transaction(async (tx) => {
    await lockList(tx, `state:${row.countryCode}`);
    if (await stateNameTaken(tx, row.countryCode, row.name)) return null;
    const code = await freeCode(makeCode, (c) => stateCodeTaken(tx, c));
    await tx.insert(states).values({ code, name: row.name, countryCode: row.countryCode });
    return { code };
  });
}

export async function cityNameTaken(db: Db, stateCode: string, name: string): Promise<boolean> {
  const rows = await db
    .select({ code: cities.code })
    .from(cities)
    .where(and(eq(cities.stateCode, stateCode), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}

/** Adds a city unless its state has one of that name. Null when the name is taken. */
export async function insertCityIfNew(
  db: Db,
  row: { stateCode: string; name: string },
  makeCode: (retry: boolean) => string,
): Promise<{ code: string } | null> {
  return db.transaction(async (tx) => {
    await lockList(tx, `city:${row.stateCode}`);
    if (await cityNameTaken(tx, row.stateCode, row.name)) return null;
    const code = await freeCode(makeCode, (c) => cityCodeTaken(tx, c));
    await tx.insert(cities).values({ code, name: row.name, stateCode: row.stateCode });
    return { code };
  });
}

async function stateCodeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ code: states.code }).from(states).where(eq(states.code, code)).limit(1);
  return rows.length > 0;
}

async function cityCodeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ code: cities.code }).from(cities).where(eq(cities.code, code)).limit(1);
  return rows.length > 0;
}

async function freeCode(
  makeCode: (retry: boolean) => string,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  let code = makeCode(false);
  for (let attempt = 0; attempt < 5 && (await taken(code)); attempt++) code = makeCode(true);
  return code;
}

/** Every name of the reference data, for the names kept in memory (platform/reference-names.ts). */
export async function loadReferenceNames(db: Db): Promise<ReferenceNames> {
  const [items, cityRows, stateRows, countryRows] = await Promise.all([
    db.select({ list: masterItems.list, code: masterItems.code, name: masterItems.name }).from(masterItems),
    db.select({ code: cities.code, name: cities.name }).from(cities),
    db.select({ code: states.code, name: states.name }).from(states),
    db.select({ code: countries.code, name: countries.name }).from(countries),
  ]);
  const master = new Map<string, Map<string, string>>();
  for (const item of items) {
    const list = master.get(item.list) ?? new Map<string, string>();
    master.set(item.list, list);
    list.set(item.code, item.name);
  }
  const byCode = (rows: { code: string; name: string }[]) => new Map(rows.map((r) => [r.code, r.name]));
  return { master, cities: byCode(cityRows), states: byCode(stateRows), countries: byCode(countryRows) };
}
