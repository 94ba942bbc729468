import { type CorporateAccountRow, searchCorporates } from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { listIndustries } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { meAnswer } from '../../../test/fake-auth.ts';
import { INDUSTRIES, lookupAnswers } from '../../../test/fake-lookups.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CorporateSearchPage from './corporate-search-page.tsx';

const TOTAL = PAGE_SIZE.admin + 5;

function account(n: number): CorporateAccountRow {
  return {
    userCode: `EMP-${n}`,
    companyName: `COMPANY ${n}`,
    cinNumber: '',
    industry: [],
    companyDescription: '',
    contactPersonName: 'ANANYA RAO',
    contactPersonMobile: '9876543210',
    contactPersonEmail: `hr${n}@example.com`,
    email: `hr${n}@example.com`,
    stateName: 'Maharashtra',
    cityName: 'Pune',
    loginStatus: 'active',
    canPostTraining: false,
    isListed: false,
    isPCS: false,
    registrationType: 'P',
    createdOn: 1_764_000_000,
    modifiedOn: 1_764_000_000,
  };
}

describe('CorporateSearchPage (/admin/corporate)', () => {
  it("asks for search parameters first, then shows 'n Employer(s) Found'; another page returns the list to loading", async () => {
    let releasePage2: () => void = () => {};
    const page2 = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    const api = fakeApi(
      ...lookupAnswers(),
      answer(listIndustries, () => ({ list: INDUSTRIES, total: INDUSTRIES.length })),
      answer(searchCorporates, async ({ query }) => {
        const page = Number(query.get('page'));
        if (page === 2) {
          await page2;
          return { list: [account(21)], total: TOTAL };
        }
        return { list: Array.from({ length: PAGE_SIZE.admin }, (_, i) => account(i + 1)), total: TOTAL };
      }),
      meAnswer('admin'),
    );
    const { user } = renderWithProviders(<CorporateSearchPage />, { route: '/admin/corporate' });
    expect(screen.getByText(MSG.selectSearchParameters)).toBeTruthy();
    expect(api.requestsTo(searchCorporates)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: `${TOTAL} Employer(s) Found` })).toBeTruthy();
    expect(api.requestsTo(searchCorporates)[0]?.query.get('limit')).toBe(String(PAGE_SIZE.admin));
    expect(screen.getByRole('link', { name: 'COMPANY 1' }).getAttribute('href')).toBe(
      '/admin/corporate/detail-EMP-1',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Loading employers...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'COMPANY 1' })).toBeNull();

    releasePage2();
    expect(await screen.findByRole('link', { name: 'COMPANY 21' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading employers...')).toBeNull());
  });
});
