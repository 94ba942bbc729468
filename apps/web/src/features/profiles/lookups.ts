import { ALL_CITY_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  listCitiesOfState,
  listCurrencies,
  listRoles,
  listSkills,
  listStatesOfCountry,
  listTrainingTypes,
  SKILL_TYPE,
} from '@pp/contract/lookups';
import type { CandidateKind } from '@pp/contract/profiles';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/**
 * Master data for the profile forms, as select options. Kept under 'lookup' (it survives
 * sign-outs) with keys of their own, and fetched once per visit.
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
    queryKey: ['lookup', 'profile-options', ...key],
    queryFn: load,
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

export function useIndianStates() {
  return useLookup(['state', INDIA_COUNTRY_CODE], async () =>
    toOptions((await call(listStatesOfCountry, { params: { id: INDIA_COUNTRY_CODE } })).list),
  );
}

/** The cities of a state, without the list's leading 'All' entry: a person lives in one city. */
export function useCities(stateCode: string) {
  return useLookup(
    ['city', stateCode],
    async () =>
      toOptions(
        (await call(listCitiesOfState, { params: { id: stateCode } })).list.filter(
          (c) => c.code !== ALL_CITY_CODE,
        ),
      ),
    Boolean(stateCode),
  );
}

export function useRoles() {
  return useLookup(['role'], async () => toOptions((await call(listRoles)).list));
}

export function useSkills(kind: CandidateKind) {
  const type = kind === 'member' ? SKILL_TYPE.member : SKILL_TYPE.student;
  return useLookup(['skill', type], async () =>
    toOptions((await call(listSkills, { query: { type } })).list),
  );
}

export function useCurrencies() {
  return useLookup(['currency'], async () =>
    (await call(listCurrencies)).list.map((c) => ({
      value: c.code,
      label: c.symbol && c.symbol !== c.code ? `${c.code} ${c.symbol}` : c.code,
    })),
  );
}

export function useTrainingTypes() {
  return useLookup(['training-type'], async () => toOptions((await call(listTrainingTypes)).list));
}
