import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cities, countries, masterItems, states } from '../db/schema/lookups.ts';
import { cleanPlaceName, placeCode, stateCodeOf } from '../features/lookups/lookups.codes.ts';
import { currencies } from './reference/currencies.ts';
import { experienceRanges, jobTypes, salaryRanges } from './reference/jobs.ts';
import { companyTypes, governmentTypes, industries, listingTypes } from './reference/organisations.ts';
import { additionalQualifications, qualifications } from './reference/qualifications.ts';
import { roles } from './reference/roles.ts';
import type { SeedList } from './reference/seed-list.ts';
import { skills } from './reference/skills.ts';
import { trainingDurations, trainingTypes } from './reference/trainings.ts';

/**
 * Reference data: countries (with phone codes and currencies), India's states and cities from
 * `country-state-city`, and the hand-written master lists. Raise the version when the data
 * changes: the next start adds what is new (existing rows, including admin edits, are kept).
 */
export const REFERENCE_DATA_VERSION = '1';

/** The marker row: a master list of its own that no endpoint reads. */
const MARKER = { list: '_seed', code: 'reference' } as const;

const CHUNK = 1000;

export const SEED_LISTS: SeedList[] = [
  roles,
  additionalQualifications,
  industries,
  qualifications,
  skills,
  jobTypes,
  experienceRanges,
  salaryRanges,
  listingTypes,
  trainingDurations,
  companyTypes,
  governmentTypes,
  trainingTypes,
  currencies,
];

/** Dialling code as stored: '+1-684' -> '1-684', '+1-809 and 1-829' -> '1-809'. */
export function normalizePhoneCode(raw: string): string {
  return (raw.split(' and ')[0] ?? '').replace(/^\+/, '').trim();
}

/**
 * `country-state-city` is read only while seeding: its data (every country's states and about
 * 150 000 cities, with coordinates) is about a million objects, and a process that imported it
 * at start kept them all its life, so every full garbage collection marked them again.
 */
const places = () => import('country-state-city');

async function countryRows(): Promise<(typeof countries.$inferInsert)[]> {
  const { Country } = await places();
  return Country.getAllCountries().map((c) => ({
    code: c.isoCode,
    name: cleanPlaceName(c.name),
    phoneCode: normalizePhoneCode(c.phonecode),
    currency: c.currency,
    sortOrder: c.isoCode === INDIA_COUNTRY_CODE ? 0 : 1000,
  }));
}

async function stateRows(): Promise<(typeof states.$inferInsert)[]> {
  const { State } = await places();
  return State.getStatesOfCountry(INDIA_COUNTRY_CODE).map((s) => ({
    code: stateCodeOf(INDIA_COUNTRY_CODE, s.isoCode),
    name: cleanPlaceName(s.name),
    countryCode: INDIA_COUNTRY_CODE,
  }));
}

/**
 * India's cities. The code is the state code plus the name's slug ('IN-MH-PUNE'); the rare names
 * whose slugs meet get '-2', '-3' in the package's order, which is fixed for a package version.
 */
export async function cityRows(): Promise<(typeof cities.$inferInsert)[]> {
  const { City } = await places();
  const used = new Set<string>();
  const seenNames = new Set<string>();
  const rows: (typeof cities.$inferInsert)[] = [];
  for (const c of City.getCitiesOfCountry(INDIA_COUNTRY_CODE) ?? []) {
    const stateCode = stateCodeOf(INDIA_COUNTRY_CODE, c.stateCode);
    const name = cleanPlaceName(c.name);
    const nameKey = `${stateCode}|${name.toLowerCase()}`;
    if (!name || seenNames.has(nameKey)) continue;
    seenNames.add(nameKey);
    const base = placeCode(stateCode, name);
    let code = base;
    for (let n = 2; used.has(code); n++) code = `${base}-${n}`;
    used.add(code);
    rows.push({ code, name, stateCode });
  }
  return rows;
}

function masterRows(): (typeof masterItems.$inferInsert)[] {
  return SEED_LISTS.flatMap(({ list, ordered, items }) =>
    items.map((item, index) => ({
      list,
      code: item.code,
      name: item.name,
      type: item.type ?? '',
      value: item.value ?? '',
      sortOrder: ordered ? (index + 1) * 10 : 1000,
    })),
  );
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Seeds the reference data; safe at every start. When the marker shows this version it returns
 * at once (one indexed read); otherwise it inserts what is missing (on conflict do nothing),
 * in one transaction, and sets the marker. True when it wrote.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  const marker = await db
    .select({ value: masterItems.value })
    .from(masterItems)
    .where(and(eq(masterItems.list, MARKER.list), eq(masterItems.code, MARKER.code)))
    .limit(1);
  if (marker[0]?.value === REFERENCE_DATA_VERSION) return false;

  const [countryList, stateList, cityList] = await Promise.all([countryRows(), stateRows(), cityRows()]);
  const masterList = masterRows();
  await db.transaction(async (tx) => {
    await insertChunked(countryList, (chunk) => tx.insert(countries).values(chunk).onConflictDoNothing());
    await insertChunked(stateList, (chunk) => tx.insert(states).values(chunk).onConflictDoNothing());
    await insertChunked(cityList, (chunk) => tx.insert(cities).values(chunk).onConflictDoNothing());
    await insertChunked(masterList, (chunk) => tx.insert(masterItems).values(chunk).onConflictDoNothing());
    await tx
      .insert(masterItems)
      .values({ ...MARKER, name: 'Reference data version', value: REFERENCE_DATA_VERSION, active: false })
      .onConflictDoUpdate({
        target: [masterItems.list, masterItems.code],
        set: { value: REFERENCE_DATA_VERSION },
      });
  });
  return true;
}
