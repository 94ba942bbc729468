import { ALL_CITY_CODE, DEFAULT_PHONE_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  ALL_CITIES_ENTRY,
  type CityItem,
  type CitySearchItem,
  type CountryItem,
  type CurrencyItem,
  LOOKUP_MSG,
  type LookupItem,
  MASTER_LIST,
  type MasterList,
  type RangeItem,
  SKILL_TYPE,
  type SkillItem,
  type TrainingDurationItem,
} from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { type Actor, auditBy } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { masterItemCode, placeCode, withSuffix } from './lookups.codes.ts';
import * as repo from './lookups.repo.ts';

interface ListResult<T> {
  list: T[];
  total: number;
}

function listOf<T>(list: T[]): ListResult<T> {
  return { list, total: list.length };
}

/** Who changes master data, for the audit log. */
// ---- Reads ----

/** A plain master list as {code, name}. */
export async function masterList(ctx: AppContext, list: MasterList): Promise<ListResult<LookupItem>> {
  const rows = await repo.listMasterItems(ctx.db, list);
  return listOf(rows.map(({ code, name }) => ({ code, name })));
}

/** Skills: type '1' member skills, any other type student skills, no type all. */
export async function skills(ctx: AppContext, type?: string): Promise<ListResult<SkillItem>> {
  const audience =
    type === undefined || type === ''
      ? undefined
      : type === SKILL_TYPE.member
        ? SKILL_TYPE.member
        : SKILL_TYPE.student;
  const rows = await repo.listMasterItems(ctx.db, MASTER_LIST.skill, audience);
  return listOf(rows.map(({ code, name, type: skillType }) => ({ code, name, type: skillType })));
}

export async function ranges(
  ctx: AppContext,
  list: typeof MASTER_LIST.experience | typeof MASTER_LIST.salary,
): Promise<ListResult<RangeItem>> {
  const rows = await repo.listMasterItems(ctx.db, list);
  return listOf(rows.map(({ name, value }) => ({ name, value })));
}

export async function trainingDurations(ctx: AppContext): Promise<ListResult<TrainingDurationItem>> {
  const rows = await repo.listMasterItems(ctx.db, MASTER_LIST.trainingDuration);
  return listOf(
    rows.map(({ code, name, value }) => ({ code, name, months: Number.parseInt(value, 10) || 0 })),
  );
}

export async function currencies(ctx: AppContext): Promise<ListResult<CurrencyItem>> {
  const rows = await repo.listMasterItems(ctx.db, MASTER_LIST.currency);
  return listOf(rows.map(({ code, name, value }) => ({ code, name, symbol: value || code })));
}

export async function countries(ctx: AppContext): Promise<ListResult<CountryItem>> {
  return listOf(await repo.listCountries(ctx.db));
}

/**
 * Dialling codes, one entry per code (several countries share +1, +7, +44 ...), named after
 * its countries: code '91', name 'India (+91)'. India's code first, then by name.
 */
export async function phoneCodes(ctx: AppContext): Promise<ListResult<LookupItem>> {
  const byCode = new Map<string, string[]>();
  for (const country of await repo.listCountries(ctx.db)) {
    if (!country.phoneCode) continue;
    const names = byCode.get(country.phoneCode) ?? [];
    names.push(country.name);
    byCode.set(country.phoneCode, names);
  }
  const list = [...byCode].map(([code, names]) => ({ code, name: `${names.join(', ')} (+${code})` }));
  list.sort((a, b) =>
    a.code === DEFAULT_PHONE_CODE ? -1 : b.code === DEFAULT_PHONE_CODE ? 1 : a.name.localeCompare(b.name),
  );
  return listOf(list);
}

/** States and union territories of a country (India when none is given). */
export async function statesOf(
  ctx: AppContext,
  countryCode = INDIA_COUNTRY_CODE,
): Promise<ListResult<LookupItem>> {
  const code = countryCode.toUpperCase();
  if (!(await repo.findCountry(ctx.db, code))) throw notFound(LOOKUP_MSG.unknownCountry);
  const rows = await repo.listStatesOfCountry(ctx.db, code);
  return listOf(rows.map(({ code: stateCode, name }) => ({ code: stateCode, name })));
}

/** Cities of a state, first the 'All' entry. State '*' (all states) has only the 'All' entry. */
export async function citiesOf(ctx: AppContext, stateCode: string): Promise<ListResult<CityItem>> {
  const all = { ...ALL_CITIES_ENTRY, stateCode };
  if (stateCode === ALL_CITY_CODE) return listOf([all]);
  const cityRows = await repo.listCitiesOfState(ctx.db, stateCode);
  if (!cityRows.length && !(await repo.findStates(ctx.db, [stateCode])).length) {
    throw notFound(LOOKUP_MSG.unknownState);
  }
  return listOf([all, ...cityRows]);
}

/** The bounded city search behind `GET config/city` (see cityQuery in the contract). */
export async function findCities(
  ctx: AppContext,
  query: { state?: string; q?: string; limit: number },
): Promise<ListResult<CitySearchItem>> {
  const stateCode = query.state && query.state !== ALL_CITY_CODE ? query.state : undefined;
  const { rows, total } = await repo.searchCities(ctx.db, {
    stateCode,
    q: query.q || undefined,
    limit: query.limit,
  });
  return { list: rows, total };
}

// ---- Lookups for other features (codes to names, validation of submitted codes) ----

export async function masterItemsByCode(ctx: AppContext, list: MasterList, codes: string[]) {
  const rows = await repo.findMasterItems(ctx.db, list, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

export async function citiesByCode(ctx: AppContext, codes: string[]) {
  const rows = await repo.findCities(ctx.db, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

export async function statesByCode(ctx: AppContext, codes: string[]) {
  const rows = await repo.findStates(ctx.db, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

export async function countryByCode(ctx: AppContext, code: string) {
  return repo.findCountry(ctx.db, code);
}

// ---- Checks of a form's codes (one place for every feature) ----

/**
 * Every code is an entry of master list `list`, or the request is refused with `message` on
 * `field`; the entries by code.
 */
export async function requireListed(
  ctx: AppContext,
  list: MasterList,
  codes: readonly string[],
  field: string,
  message: string,
) {
  const found = await masterItemsByCode(ctx, list, [...codes]);
  if (codes.some((code) => !found.has(code))) throw fieldError(field, message);
  return found;
}

/** The entry `code` of master list `list`, or the request is refused with `message` on `field`. */
export async function requireListedOne(
  ctx: AppContext,
  list: MasterList,
  code: string,
  field: string,
  message: string,
) {
  return (await requireListed(ctx, list, [code], field, message)).get(code)!;
}

/**
 * A State/UT (of `rule.country` when given) and at least one city of it (the posting forms), or the
 * request is refused ('state' or 'city' with `invalid`, 'city' with `cityRequired` when there is
 * none). The cities without repeats.
 */
export async function requireStateCities(
  ctx: AppContext,
  stateCode: string,
  cityCodes: readonly string[],
  rule: { invalid: string; cityRequired: string; country?: string },
) {
  const messages = rule;
  const state = (await statesByCode(ctx, [stateCode])).get(stateCode);
  if (!state || (rule.country && state.countryCode !== rule.country))
    throw fieldError('state', messages.invalid);
  const unique = [...new Set(cityCodes)];
  if (!unique.length) throw fieldError('city', messages.cityRequired);
  const cities = await citiesByCode(ctx, unique);
  if (unique.some((code) => cities.get(code)?.stateCode !== state.code))
    throw fieldError('city', messages.invalid);
  return { state, cities: unique };
}

// ---- Admin writes ----

/** The lists the admin adds names to, with the spec's success text of each. */
const ADDED_MESSAGE = {
  [MASTER_LIST.role]: MSG.rolesUpdated,
  [MASTER_LIST.additionalQualification]: MSG.addQualificationsUpdated,
  [MASTER_LIST.industry]: MSG.industriesUpdated,
  [MASTER_LIST.qualification]: MSG.qualificationsUpdated,
} as const;
export type NamedList = keyof typeof ADDED_MESSAGE;

async function recordChange(ctx: AppContext, actor: Actor, action: string, detail: Record<string, unknown>) {
  await auditBy(ctx, actor, action, detail);
}

/** Adds a name to role, additional qualification, industry or qualification. */
export async function addName(ctx: AppContext, actor: Actor, list: NamedList, name: string) {
  const code = masterItemCode(list);
  if (!(await repo.insertMasterItemIfNew(ctx.db, { list, code, name }))) {
    throw conflict(LOOKUP_MSG.alreadyExists(name));
  }
  await recordChange(ctx, actor, 'lookup.add', { list, code, name });
  return { Message: ADDED_MESSAGE[list] };
}

/**
 * Adds a member or student skill, or renames the skill `selectedSKill` (its audience stays).
 * Names are unique per audience: members and students may both have 'Legal Drafting'.
 */
export async function saveSkill(
  ctx: AppContext,
  actor: Actor,
  body: { name: string; type: string; selectedSKill: string },
) {
  const list = MASTER_LIST.skill;
  if (body.selectedSKill) {
    const { outcome, before } = await repo.renameMasterItem(ctx.db, list, body.selectedSKill, body.name);
    if (outcome === 'missing') throw notFound(LOOKUP_MSG.unknownSkill);
    if (outcome === 'duplicate') throw conflict(LOOKUP_MSG.alreadyExists(body.name));
    await recordChange(ctx, actor, 'lookup.rename', {
      list,
      code: body.selectedSKill,
      from: before?.name,
      to: body.name,
    });
    return { Message: MSG.skillsUpdated };
  }
  const code = masterItemCode(list);
  const added = await repo.insertMasterItemIfNew(
    ctx.db,
    { list, code, name: body.name, type: body.type },
    true,
  );
  if (!added) throw conflict(LOOKUP_MSG.alreadyExists(body.name));
  await recordChange(ctx, actor, 'lookup.add', { list, code, name: body.name, type: body.type });
  return { Message: MSG.skillsUpdated };
}

/** Adds a State/UT to a country (the admin form adds to India). */
export async function addState(ctx: AppContext, actor: Actor, body: { code: string; name: string }) {
  const country = await repo.findCountry(ctx.db, body.code);
  if (!country) throw fieldError('code', LOOKUP_MSG.unknownCountry);
  const base = placeCode(country.code, body.name);
  const added = await repo.insertStateIfNew(
    ctx.db,
    { countryCode: country.code, name: body.name },
    (retry) => (retry ? withSuffix(base) : base),
  );
  if (!added) throw conflict(LOOKUP_MSG.alreadyExists(body.name));
  await recordChange(ctx, actor, 'lookup.add', { list: 'state', code: added.code, name: body.name });
  return { Message: MSG.statesUpdated };
}

/** Adds a city to a state: `code` is the state's code. */
export async function addCity(ctx: AppContext, actor: Actor, body: { code: string; name: string }) {
  const [state] = await repo.findStates(ctx.db, [body.code]);
  if (!state) throw fieldError('code', LOOKUP_MSG.unknownState);
  const base = placeCode(state.code, body.name);
  const added = await repo.insertCityIfNew(ctx.db, { stateCode: state.code, name: body.name }, (retry) =>
    retry ? withSuffix(base) : base,
  );
  if (!added) throw conflict(LOOKUP_MSG.alreadyExists(body.name));
  await recordChange(ctx, actor, 'lookup.add', { list: 'city', code: added.code, name: body.name });
  return { Message: MSG.citiesUpdated };
}
