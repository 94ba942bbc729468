import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  listCities,
  listCitiesOfState,
  listGovernmentTypes,
  listIndustries,
  listJobTypes,
  listQualifications,
  listRoles,
  listSkills,
  listStatesOfCountry,
  SKILL_TYPE,
} from '@pp/contract/lookups';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** Master data of the admin forms and filters as select options, cached for the visit. */
export interface Option {
  value: string;
  label: string;
}

const STALE_MS = 10 * 60_000;
const toOptions = (list: { code: string; name: string }[]): Option[] =>
  list.map((item) => ({ value: item.code, label: item.name }));

/** Query keys start with 'lookup' so that a config addition can refresh every picker at once. */
export const LOOKUP_KEY = 'lookup';

function useOptions(key: readonly unknown[], load: () => Promise<Option[]>, enabled = true) {
  return useQuery({ queryKey: [LOOKUP_KEY, 'admin', ...key], queryFn: load, staleTime: STALE_MS, enabled });
}

export function useStateOptions() {
  return useOptions(['state'], async () =>
    toOptions((await call(listStatesOfCountry, { params: { id: INDIA_COUNTRY_CODE } })).list),
  );
}

/** Cities of a state, the list's first entry being 'All' (code '*'). */
export function useCityOptions(stateCode: string) {
  return useOptions(
    ['city', stateCode],
    async () => toOptions((await call(listCitiesOfState, { params: { id: stateCode } })).list),
    Boolean(stateCode) && stateCode !== '*',
  );
}

/** Cities anywhere in India whose name contains `q` (the typeahead of multi-city fields). */
export function useCitySearch(q: string) {
  return useQuery({
    queryKey: [LOOKUP_KEY, 'admin', 'city-search', q],
    queryFn: async () =>
      (await call(listCities, { query: { q, limit: 30 } })).list.map((c) => ({
        value: c.code,
        label: `${c.name} (${c.stateName})`,
      })),
    enabled: q.trim().length >= 2,
    staleTime: STALE_MS,
  });
}

export function useIndustryOptions() {
  return useOptions(['industry'], async () => toOptions((await call(listIndustries)).list));
}

export function useRoleOptions() {
  return useOptions(['role'], async () => toOptions((await call(listRoles)).list));
}

export function useSkillOptions(type: (typeof SKILL_TYPE)[keyof typeof SKILL_TYPE] | 'all') {
  return useOptions(['skill', type], async () =>
    toOptions((await call(listSkills, { query: type === 'all' ? {} : { type } })).list),
  );
}

export function useJobTypeOptions() {
  return useOptions(['job-type'], async () => toOptions((await call(listJobTypes)).list));
}

export function useGovernmentTypeOptions() {
  return useOptions(['government-type'], async () => toOptions((await call(listGovernmentTypes)).list));
}

export function useQualificationOptions() {
  return useOptions(['qualification'], async () => toOptions((await call(listQualifications)).list));
}

export { SKILL_TYPE };
