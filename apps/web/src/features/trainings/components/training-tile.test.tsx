import { i18n } from '@lingui/core';
import type { TrainingItem } from '@pp/contract/trainings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { TrainingTile } from './training-tile.tsx';

const training: TrainingItem = {
  code: 'T1',
  title: 'Secretarial trainee',
  companyName: 'Acme Ltd',
  address: 'MG Road',
  location: ['Pune'],
  stateName: 'Maharashtra',
  qualification: 'CS Executive',
  industry: ['Banking'],
  stipend: 10000,
  stipendCurrency: 'INR',
  trainingStartDate: 0,
  trainingEndDate: 0,
  startDateTraining: 1772323200, // 01-Mar-2026 (India time)
  description: 'Learn the filings.',
  createdOn: 1767225600,
  modifiedOn: 0,
  status: 'active',
  applicationCount: 0,
  noOfTrainees: 2,
  duration: 6,
  isPCS: false,
  companyDescription: '',
  appliedOn: null,
};

describe('TrainingTile', () => {
  afterEach(() => i18n.activate('en'));

  it('shows the start month in English', () => {
    renderWithProviders(<TrainingTile training={training} />);
    expect(screen.getByText('Training starts')).toBeTruthy();
    expect(screen.getByText('Mar 2026')).toBeTruthy();
  });

  it('says its labels and the start month in Hindi', () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    renderWithProviders(<TrainingTile training={training} />);
    expect(screen.getByText('प्रशिक्षण आरंभ')).toBeTruthy();
    expect(screen.getByText('मार्च 2026')).toBeTruthy();
    expect(screen.getByText('वजीफ़ा (INR)')).toBeTruthy();
  });
});
