import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ALL_CITY_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  isMemberJobQualification,
  listAdditionalQualifications,
  listCitiesOfState,
  listCompanyTypes,
  listCountries,
  listCurrencies,
  listExperienceRanges,
  listIndustries,
  listJobTypes,
  listQualifications,
  listRoles,
  listSalaryRanges,
  listSkills,
  listStatesOfCountry,
  listTrainingDurations,
  listTrainingTypes,
  SKILL_TYPE,
} from '@pp/contract/lookups';
import { isInternationalCountry, USD_SALARY_RANGES } from '@pp/contract/search';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ENGLISH } from '../components/english.tsx';
import { call } from '../lib/api.ts';

/**
 * Master data (the `config/*` lists) as select options, for every form, search and filter panel.
 * Kept under 'lookup' (it survives sign-outs; an admin's addition invalidates it) and fetched once
 * per visit: master data changes rarely.
 */
const LOOKUP_STALE_MS = 30 * 60_000;

export interface Option {
  value: string;
  label: string;
  /** 'en' for a name from the master lists (English whatever the reader's language). */
  lang?: 'en';
}

/**
 * The master lists' names stay in English: each option says so, and the Select or MultiSelect
 * marks its option and pill `lang="en"` (patches/@mantine+core+9.7.3.patch passes an item's
 * `lang` on), so that a screen reader on a Hindi page reads them with an English voice.
 */
const toOptions = (list: { code: string; name: string }[]): Option[] =>
  list.map((item) => ({ value: item.code, label: item.name, ...ENGLISH }));

function lookupQuery<T>(key: readonly unknown[], load: () => Promise<T>) {
  return { queryKey: ['lookup', ...key], queryFn: load, staleTime: LOOKUP_STALE_MS };
}

function useLookup(key: readonly unknown[], load: () => Promise<Option[]>, enabled = true) {
  return useQuery({ ...lookupQuery(key, load), enabled });
}

const countriesQuery = () =>
  lookupQuery(['country'], async () => toOptions((await call(listCountries)).list));
const internationalCountriesQuery = () =>
  lookupQuery(['country', 'international'], async () =>
    toOptions((await call(listCountries)).list.filter(isInternationalCountry)),
  );
const statesQuery = (country: string) =>
  lookupQuery(['state', country], async () =>
    toOptions((await call(listStatesOfCountry, { params: { id: country } })).list),
  );
const rolesQuery = () => lookupQuery(['role'], async () => toOptions((await call(listRoles)).list));
const skillsQuery = (kind: 'member' | 'student' | 'all') => {
  const type = kind === 'all' ? undefined : kind === 'member' ? SKILL_TYPE.member : SKILL_TYPE.student;
  return lookupQuery(['skill', kind], async () =>
    toOptions((await call(listSkills, type ? { query: { type } } : { query: {} })).list),
  );
};
const experienceQuery = () =>
  lookupQuery(['experience'], async () =>
    (await call(listExperienceRanges)).list.map((r) => ({ value: r.value, label: r.name })),
  );
const salaryQuery = () =>
  lookupQuery(['salary'], async () =>
    (await call(listSalaryRanges)).list.map((r) => ({ value: r.value, label: r.name })),
  );

/**
 * Asks for the lists of a job search form (JobSearchForm) as soon as the page's code is here,
 * before its first render (the route table's `prefetch`): the form then mounts with its lists
 * on their way, and the requests and the re-render they cause stay out of the page's first commit
 * (a long task at a phone's speed, docs/performance.md).
 */
export function prefetchJobSearchLists(client: QueryClient, skillKind: 'member' | 'student') {
  client.prefetchQuery(countriesQuery());
  client.prefetchQuery(internationalCountriesQuery());
  client.prefetchQuery(statesQuery(INDIA_COUNTRY_CODE));
  client.prefetchQuery(experienceQuery());
  client.prefetchQuery(salaryQuery());
  client.prefetchQuery(rolesQuery());
  client.prefetchQuery(skillsQuery(skillKind));
}

// i18n-ignore: a country's name, as the server's list of countries gives the others
export const INDIA_OPTION: Option = { value: INDIA_COUNTRY_CODE, label: 'India', ...ENGLISH };

export function useCountries() {
  return useQuery(countriesQuery());
}

/** Countries of an international search: every one but India and 'other'. */
export function useInternationalCountries() {
  return useQuery(internationalCountriesQuery());
}

export function useStates(country: string) {
  return useQuery({ ...statesQuery(country), enabled: Boolean(country) });
}

/** The States/UTs of India. */
export function useIndianStates() {
  return useStates(INDIA_COUNTRY_CODE);
}

/**
 * The cities of a state. `withAll` keeps the list's leading 'All' entry (code '*', the whole
 * state) for searches; a person or a posting is in one city and leaves it out.
 */
export function useCities(stateCode: string, withAll = false) {
  return useLookup(
    ['city', stateCode, withAll],
    async () =>
      toOptions(
        (await call(listCitiesOfState, { params: { id: stateCode } })).list.filter(
          (c) => withAll || c.code !== ALL_CITY_CODE,
        ),
      ),
    Boolean(stateCode) && stateCode !== ALL_CITY_CODE,
  );
}

export function useRoles() {
  return useQuery(rolesQuery());
}

/** Member or student skills, or all of them (public lists show both kinds of job). */
export function useSkills(kind: 'member' | 'student' | 'all') {
  return useQuery(skillsQuery(kind));
}

const RANGE_WORDS = {
  fresher: msg`Fresher (0-1 Year)`,
  years: msg`{from}-{to} Years`,
  yearsAndAbove: msg`{from} Years and above`,
  upToLakhs: msg`Up to {to} Lakhs`,
  lakhs: msg`{from}-{to} Lakhs`,
  lakhsToCrore: msg`{from} Lakhs - {to} Crore`,
  crore: msg`{from}-{to} Crore`,
  aboveCrore: msg`Above {from} Crore`,
};

/**
 * The name of an experience or salary range in the reader's language. The lists are master data
 * in English (the spec's, kept by the admins); in another language the name is written from the
 * range itself ('12-24' months: '1-2 वर्ष'), so it always says what the range is.
 */
export function rangeLabel(
  kind: 'experience' | 'salary',
  value: string,
  english: string,
  i18n: I18n,
): string {
  if (i18n.locale === 'en') return english;
  const [from = 0, to = 0] = value.split('-').map(Number);
  if (kind === 'experience') {
    const [a, b] = [from / 12, to / 12];
    if (a === 0 && b === 1) return i18n._(RANGE_WORDS.fresher);
    if (b >= 50) return i18n._({ ...RANGE_WORDS.yearsAndAbove, values: { from: a } });
    return i18n._({ ...RANGE_WORDS.years, values: { from: a, to: b } });
  }
  const LAKH = 100000;
  const CRORE = 100 * LAKH;
  if (to >= 100 * CRORE) return i18n._({ ...RANGE_WORDS.aboveCrore, values: { from: from / CRORE } });
  if (from === 0) return i18n._({ ...RANGE_WORDS.upToLakhs, values: { to: to / LAKH } });
  if (to > CRORE || from >= CRORE)
    return i18n._({ ...RANGE_WORDS.crore, values: { from: from / CRORE, to: to / CRORE } });
  if (to === CRORE) return i18n._({ ...RANGE_WORDS.lakhsToCrore, values: { from: from / LAKH, to: 1 } });
  return i18n._({ ...RANGE_WORDS.lakhs, values: { from: from / LAKH, to: to / LAKH } });
}

/** Experience options: value 'from-to' in months. */
export function useExperienceRanges() {
  const { i18n } = useLingui();
  const query = useQuery(experienceQuery());
  return {
    ...query,
    data: query.data?.map((o) => ({ ...o, label: rangeLabel('experience', o.value, o.label, i18n) })),
  };
}

/** Salary options: value 'from-to' in rupees per annum. */
export function useSalaryRanges() {
  const { i18n } = useLingui();
  const query = useQuery(salaryQuery());
  return {
    ...query,
    data: query.data?.map((o) => ({ ...o, label: rangeLabel('salary', o.value, o.label, i18n) })),
  };
}

export const USD_SALARY_OPTIONS: Option[] = USD_SALARY_RANGES.map((r) => ({ value: r.value, label: r.name }));

export function useIndustries() {
  return useLookup(['industry'], async () => toOptions((await call(listIndustries)).list));
}

export function useCompanyTypes() {
  return useLookup(['company-type'], async () => toOptions((await call(listCompanyTypes)).list));
}

export function useTrainingDurations() {
  return useLookup(['training-duration'], async () => toOptions((await call(listTrainingDurations)).list));
}

export function useTrainingTypes() {
  return useLookup(['training-type'], async () => toOptions((await call(listTrainingTypes)).list));
}

export function useJobTypes() {
  return useLookup(['job-type'], async () => toOptions((await call(listJobTypes)).list));
}

/** Qualifications, member (ACS/FCS) and student ones together; `isMemberQualification` tells them apart. */
export function useQualifications() {
  return useLookup(['qualification'], async () => toOptions((await call(listQualifications)).list));
}

export function isMemberQualification(code: string): boolean {
  return isMemberJobQualification(code);
}

export function useAdditionalQualifications() {
  return useLookup(['additional-qualification'], async () =>
    toOptions((await call(listAdditionalQualifications)).list),
  );
}

/** Currencies as 'INR (₹)'. */
export function useCurrencies() {
  return useLookup(['currency'], async () =>
    (await call(listCurrencies)).list.map((c) => ({
      value: c.code,
      label: c.symbol && c.symbol !== c.code ? `${c.code} (${c.symbol})` : c.code,
    })),
  );
}
