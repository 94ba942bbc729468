import { ALL_CITY_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  listCitiesOfState,
  listCountries,
  listIndustries,
  listListingTypes,
  listPhoneCodes,
  listStatesOfCountry,
} from '@pp/contract/lookups';
import { answer, type FakeRoute } from './fake-api.ts';

/** A small master data set: three countries, two Indian states and their cities. */
export const COUNTRIES = [
  { code: INDIA_COUNTRY_CODE, name: 'India', phoneCode: '91', currency: 'INR' },
  { code: 'NP', name: 'Nepal', phoneCode: '977', currency: 'NPR' },
  { code: 'US', name: 'United States', phoneCode: '1', currency: 'USD' },
];

export const STATES = [
  { code: 'MH', name: 'Maharashtra' },
  { code: 'KA', name: 'Karnataka' },
];

const CITIES: Record<string, { code: string; name: string }[]> = {
  MH: [
    { code: 'PUN', name: 'Pune' },
    { code: 'MUM', name: 'Mumbai' },
  ],
  KA: [{ code: 'BLR', name: 'Bengaluru' }],
};

/** The country, state and city look-ups of the location fields, answered from the set above. */
export function lookupAnswers(): FakeRoute[] {
  return [
    answer(listCountries, () => ({ list: COUNTRIES, total: COUNTRIES.length })),
    answer(listStatesOfCountry, ({ params }) =>
      params.id === INDIA_COUNTRY_CODE ? { list: STATES, total: STATES.length } : { list: [], total: 0 },
    ),
    answer(listCitiesOfState, ({ params }) => {
      const state = params.id ?? '';
      // The server's list starts with the 'All' entry.
      const list = [{ code: ALL_CITY_CODE, name: 'All' }, ...(CITIES[state] ?? [])].map((c) => ({
        ...c,
        stateCode: state,
      }));
      return { list, total: list.length };
    }),
  ];
}

export const INDUSTRIES = [
  { code: 'BNK', name: 'Banking' },
  { code: 'MFG', name: 'Manufacturing' },
];

/** What the employer's company details add: industries, listing types and dialling codes. */
export function corporateLookupAnswers(): FakeRoute[] {
  const listingTypes = [
    { code: 'UNL', name: 'Unlisted public company' },
    { code: 'PVT', name: 'Private company' },
  ];
  const phoneCodes = [
    { code: '91', name: 'India (+91)' },
    { code: '977', name: 'Nepal (+977)' },
  ];
  return [
    ...lookupAnswers(),
    answer(listIndustries, () => ({ list: INDUSTRIES, total: INDUSTRIES.length })),
    answer(listListingTypes, () => ({ list: listingTypes, total: listingTypes.length })),
    answer(listPhoneCodes, () => ({ list: phoneCodes, total: phoneCodes.length })),
  ];
}
