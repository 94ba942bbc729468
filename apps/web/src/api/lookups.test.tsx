import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  listCountries,
  listExperienceRanges,
  listRoles,
  listSalaryRanges,
  listSkills,
  listStatesOfCountry,
} from '@pp/contract/lookups';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../test/fake-api.ts';
import { COUNTRIES, STATES } from '../test/fake-lookups.ts';
import {
  prefetchJobSearchLists,
  useCountries,
  useExperienceRanges,
  useInternationalCountries,
  useRoles,
  useSalaryRanges,
  useSkills,
  useStates,
} from './lookups.ts';

const RANGES = { list: [{ value: '0-12', name: 'Fresher (0-1 Year)' }], total: 1 };

function lookupsApi() {
  return fakeApi(
    answer(listCountries, () => ({ list: COUNTRIES, total: COUNTRIES.length })),
    answer(listStatesOfCountry, () => ({ list: STATES, total: STATES.length })),
    answer(listExperienceRanges, () => RANGES),
    answer(listSalaryRanges, () => RANGES),
    answer(listRoles, () => ({ list: [{ code: 'CS', name: 'Company Secretary' }], total: 1 })),
    answer(listSkills, () => ({ list: [{ code: 'SKM-IPR', name: 'IPR', type: '1' }], total: 1 })),
  );
}

/** What the job search form (JobSearchForm) reads of the master data. */
function SearchFormLists() {
  const lists = [
    useCountries(),
    useInternationalCountries(),
    useStates(INDIA_COUNTRY_CODE),
    useExperienceRanges(),
    useSalaryRanges(),
    useRoles(),
    useSkills('member'),
  ];
  return <p>{lists.every((list) => list.data) ? 'all here' : 'waiting'}</p>;
}

function withClient(client: QueryClient, children: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

describe('prefetchJobSearchLists', () => {
  it('asks for exactly the lists the job search form reads: the form then asks for nothing', async () => {
    const api = lookupsApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchJobSearchLists(client, 'member');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const asked = api.requestsTo(listCountries).length + api.requestsTo(listSkills).length;
    expect(api.requestsTo(listStatesOfCountry)).toHaveLength(1);
    expect(api.requestsTo(listExperienceRanges)).toHaveLength(1);
    expect(api.requestsTo(listSkills)[0]?.query.get('type')).toBe('1');

    render(withClient(client, <SearchFormLists />));
    expect(screen.getByText('all here')).toBeTruthy();
    // Same keys: nothing more is fetched (a changed key in a hook or in the prefetch fails here).
    expect(api.requestsTo(listCountries).length + api.requestsTo(listSkills).length).toBe(asked);
    expect(api.requestsTo(listStatesOfCountry)).toHaveLength(1);
    expect(api.requestsTo(listExperienceRanges)).toHaveLength(1);
    expect(api.requestsTo(listSalaryRanges)).toHaveLength(1);
    expect(api.requestsTo(listRoles)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });
});
