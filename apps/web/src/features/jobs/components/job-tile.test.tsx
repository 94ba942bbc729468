import { i18n } from '@lingui/core';
import { setDisplayLanguage } from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { JobTile } from './job-tile.tsx';

const job: JobListItem = {
  code: 'J1',
  title: 'Company Secretary',
  companyName: 'Acme Ltd',
  skill: ['Drafting'],
  additionalQualification: [],
  qualification: ['ACS'],
  minExperienceInMonths: 12,
  maxExperienceInMonths: 36,
  minSalary: 500000,
  maxSalary: 800000,
  salaryCurrency: 'INR',
  location: ['Pune'],
  countryName: 'India',
  description: 'Board meetings and filings.',
  createdOn: 1767225600, // 01-Jan-2026 (India time)
  startDate: 0,
  endDate: 0,
  modifiedOn: 0,
  status: 'active',
  applicationCount: 0,
  jobType: 'Full time',
  workCulture: 'Limited',
  role: ['Compliance'],
  industry: [],
  isPCS: false,
  appliedOn: null,
};

function inHindi() {
  i18n.load('hi', hindi);
  i18n.activate('hi');
  setDisplayLanguage('hi');
}

describe('JobTile', () => {
  afterEach(() => {
    i18n.activate('en');
    setDisplayLanguage('en');
  });

  it('keeps the English labels, the years and the posting date', () => {
    renderWithProviders(<JobTile job={job} />);
    expect(screen.getByText('Experience')).toBeTruthy();
    expect(screen.getByText('1 - 3 years')).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByText('Posted on 01-Jan-2026')).toBeTruthy();
  });

  it('says its labels, the years and the posting date in Hindi', () => {
    inHindi();
    renderWithProviders(<JobTile job={job} />);
    expect(screen.getByText('अनुभव')).toBeTruthy();
    expect(screen.getByText('1 - 3 वर्ष')).toBeTruthy();
    expect(screen.getByText('हाइब्रिड')).toBeTruthy();
    expect(screen.getByText('01-जन॰-2026 को पोस्ट किया गया')).toBeTruthy();
  });

  it('does not add years to an undisclosed experience in Hindi', () => {
    inHindi();
    renderWithProviders(<JobTile job={{ ...job, minExperienceInMonths: 0, maxExperienceInMonths: 0 }} />);
    // The salary is disclosed: the only 'not disclosed' is the experience, with no unit after it.
    expect(screen.getByText('प्रकट नहीं किया गया')).toBeTruthy();
    expect(screen.queryByText(/प्रकट नहीं किया गया (वर्ष|years)/)).toBeNull();
  });
});
