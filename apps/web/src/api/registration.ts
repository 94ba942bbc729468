import { useDebouncedValue } from '@mantine/hooks';
import { sendOtp, type sendOtpBody, validateOtp } from '@pp/contract/comm';
import { ALL_CITY_CODE, INDIA_COUNTRY_CODE, SEARCH_DEBOUNCE_MS } from '@pp/contract/constants';
import {
  listCities,
  listCitiesOfState,
  listCountries,
  listIndustries,
  listListingTypes,
  listPhoneCodes,
  listStatesOfCountry,
} from '@pp/contract/lookups';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../lib/api.ts';

/**
 * Calls of the registration screens. Lookup lists are cached under 'lookup' (kept across
 * sign-ins) and are fetched once per visit: master data changes rarely.
 */

const LOOKUP_STALE_MS = 30 * 60_000;

export interface SelectOption {
  value: string;
  label: string;
}

function toOptions(list: { code: string; name: string }[]): SelectOption[] {
  return list.map((item) => ({ value: item.code, label: item.name }));
}

export function useCountries() {
  return useQuery({
    queryKey: ['lookup', 'country'],
    queryFn: async () => toOptions((await call(listCountries)).list),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useStates(countryCode: string = INDIA_COUNTRY_CODE, enabled = true) {
  return useQuery({
    queryKey: ['lookup', 'state', countryCode],
    queryFn: async () => toOptions((await call(listStatesOfCountry, { params: { id: countryCode } })).list),
    staleTime: LOOKUP_STALE_MS,
    enabled: enabled && Boolean(countryCode),
  });
}

/** The cities of a state, without the list's leading 'All' entry: a person lives in one city. */
export function useCitiesOfState(stateCode: string) {
  return useQuery({
    queryKey: ['lookup', 'city-of-state', stateCode],
    queryFn: async () =>
      toOptions(
        (await call(listCitiesOfState, { params: { id: stateCode } })).list.filter(
          (c) => c.code !== ALL_CITY_CODE,
        ),
      ),
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(stateCode),
  });
}

/** Typeahead over the cities of a state (`config/city?state=&q=`), debounced as the spec says. */
export function useCitySearch(stateCode: string, search: string) {
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['lookup', 'city-search', stateCode, q],
    queryFn: async () =>
      toOptions((await call(listCities, { query: { state: stateCode, q: q || undefined } })).list),
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(stateCode),
    placeholderData: keepPreviousData,
  });
}

export function useIndustries() {
  return useQuery({
    queryKey: ['lookup', 'industry'],
    queryFn: async () => toOptions((await call(listIndustries)).list),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useListingTypes() {
  return useQuery({
    queryKey: ['lookup', 'listing-type'],
    queryFn: async () => toOptions((await call(listListingTypes)).list),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Dialling codes, '91' first; shown as 'India (+91)'. */
export function usePhoneCodes() {
  return useQuery({
    queryKey: ['lookup', 'country-phonecodes'],
    queryFn: async () => toOptions((await call(listPhoneCodes)).list),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What the OTP popup needs to know about the OTP just sent. */
export interface SentOtp {
  otpRef: string;
  /** Masked. */
  mobile: string;
  /** Masked. */
  email: string;
  /** Time (ms) from which Resend OTP may be used. */
  resendAt: number;
}

export type SendOtpInput = z.input<typeof sendOtpBody>;

export async function requestOtp(input: SendOtpInput): Promise<SentOtp> {
  const result = await call(sendOtp, { body: input });
  return {
    otpRef: result.otpRef,
    mobile: result.mobile,
    email: result.email,
    resendAt: Date.now() + result.resendAfter * 1000,
  };
}

/** Checks the OTP; answers the registration token (good for 30 minutes, once). */
export async function checkOtp(otpRef: string, otp: string, mobile?: string): Promise<string> {
  const result = await call(validateOtp, { body: { otpRef, otp, mobile } });
  return result.registrationToken;
}
