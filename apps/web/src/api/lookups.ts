import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  listCitiesOfState,
  listCompanyTypes,
  listCountries,
  listExperienceRanges,
  listIndustries,
  listJobTypes,
  listRoles,
  listSalaryRanges,
  listSkills,
  listStatesOfCountry,
  listTrainingDurations,
  SKILL_TYPE,
} from '@pp/contract/lookups';
import { isInternationalCountry, USD_SALARY_RANGES } from '@pp/contract/search';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

/**
 * Master data of the search forms and filter panels, as select options. Kept under 'lookup'
 * (it survives sign-outs) and fetched once per visit.
 */
const LOOKUP_STALE_MS = 30 * 60_000;

export interface Option {
  value: string;
  label: string;
}

const toOptions = (list: { code: string; name: string }[]): Option[] =>
  list.map((item) => ({ value: item.code, label: item.name }));

function useLookup(key: readonly unknown[], load: () => Promise<Option[]>, enabled = true) {
  return useQuery({
    queryKey: ['lookup', 'search-options', ...key],
    queryFn: load,
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

export const INDIA_OPTION: Option = { value: INDIA_COUNTRY_CODE, label: 'India' };

export function useCountries() {
  return useLookup(['country'], async () => toOptions((await call(listCountries)).list));
}

/** Countries of an international search: every one but India and 'other'. */
export function useInternationalCountries() {
  return useLookup(['country', 'international'], async () =>
    toOptions((await call(listCountries)).list.filter(isInternationalCountry)),
  );
}

export function useStates(country: string) {
  return useLookup(
    ['state', country],
    async () => toOptions((await call(listStatesOfCountry, { params: { id: country } })).list),
    Boolean(country),
  );
}

/** The cities of a state, led by the 'All' entry (code '*'). */
export function useCities(state: string) {
  return useLookup(
    ['city', state],
    async () => toOptions((await call(listCitiesOfState, { params: { id: state } })).list),
    Boolean(state),
  );
}

export function useRoles() {
  return useLookup(['role'], async () => toOptions((await call(listRoles)).list));
}

/** Member or student skills, or all of them (public lists show both kinds of job). */
export function useSkills(kind: 'member' | 'student' | 'all') {
  const type = kind === 'all' ? undefined : kind === 'member' ? SKILL_TYPE.member : SKILL_TYPE.student;
  return useLookup(['skill', kind], async () =>
    toOptions((await call(listSkills, type ? { query: { type } } : { query: {} })).list),
  );
}

/** Experience options: value 'from-to' in months. */
export function useExperienceRanges() {
  return useLookup(['experience'], async () =>
    (await call(listExperienceRanges)).list.map((r) => ({ value: r.value, label: r.name })),
  );
}

/** Salary options: value 'from-to' in rupees per annum. */
export function useSalaryRanges() {
  return useLookup(['salary'], async () =>
    (await call(listSalaryRanges)).list.map((r) => ({ value: r.value, label: r.name })),
  );
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

export function useJobTypes() {
  return useLookup(['job-type'], async () => toOptions((await call(listJobTypes)).list));
}
