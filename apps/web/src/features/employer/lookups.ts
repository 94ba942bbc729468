import { ALL_CITY_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  isMemberJobQualification,
  listAdditionalQualifications,
  listCitiesOfState,
  listCountries,
  listCurrencies,
  listIndustries,
  listJobTypes,
  listQualifications,
  listRoles,
  listSkills,
  listStatesOfCountry,
  listTrainingDurations,
  SKILL_TYPE,
} from '@pp/contract/lookups';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/**
 * Master data of the employer forms as select options. Kept under 'lookup' (it survives
 * sign-outs) and fetched once per visit: master data changes rarely.
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
    queryKey: ['lookup', 'employer-options', ...key],
    queryFn: load,
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

export function useCountryOptions() {
  return useLookup(['country'], async () => toOptions((await call(listCountries)).list));
}

export function useIndianStateOptions() {
  return useLookup(['state', INDIA_COUNTRY_CODE], async () =>
    toOptions((await call(listStatesOfCountry, { params: { id: INDIA_COUNTRY_CODE } })).list),
  );
}

/** The cities of a state; `withAll` keeps the list's leading 'All' entry (code '*') for searches. */
export function useCityOptions(stateCode: string, withAll = false) {
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

export function useRoleOptions() {
  return useLookup(['role'], async () => toOptions((await call(listRoles)).list));
}

/** Member skills ('1') or student skills. */
export function useSkillOptions(kind: 'member' | 'student') {
  const type = kind === 'member' ? SKILL_TYPE.member : SKILL_TYPE.student;
  return useLookup(['skill', type], async () =>
    toOptions((await call(listSkills, { query: { type } })).list),
  );
}

export function useJobTypeOptions() {
  return useLookup(['job-type'], async () => toOptions((await call(listJobTypes)).list));
}

/** Qualifications; `group` splits member qualifications (ACS/FCS) from the student ones. */
export function useQualificationOptions() {
  return useLookup(['qualification'], async () => {
    const list = (await call(listQualifications)).list;
    return list.map((item) => ({ value: item.code, label: item.name }));
  });
}

export function memberQualification(code: string): boolean {
  return isMemberJobQualification(code);
}

export function useAdditionalQualificationOptions() {
  return useLookup(['additional-qualification'], async () =>
    toOptions((await call(listAdditionalQualifications)).list),
  );
}

export function useCurrencyOptions() {
  return useLookup(['currency'], async () =>
    (await call(listCurrencies)).list.map((c) => ({
      value: c.code,
      label: c.symbol && c.symbol !== c.code ? `${c.code} (${c.symbol})` : c.code,
    })),
  );
}

export function useIndustryOptions() {
  return useLookup(['industry'], async () => toOptions((await call(listIndustries)).list));
}

export function useTrainingDurationOptions() {
  return useLookup(['training-duration'], async () => toOptions((await call(listTrainingDurations)).list));
}
