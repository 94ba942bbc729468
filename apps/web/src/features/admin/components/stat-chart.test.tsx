import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { StatChart } from './stat-chart.tsx';

const rows = [
  { label: 'Applied', jobs: 12, trainings: 3 },
  { label: 'Shortlisted', jobs: 4, trainings: 0 },
  { label: 'Hired', jobs: 1, trainings: 2 },
];

function renderChart() {
  return renderWithProviders(
    <StatChart
      title="Applications by stage"
      xAxisLabel="Stage"
      yAxisLabel="Applications"
      categoryLabel="Stage"
      rows={rows}
      series={[
        { key: 'jobs', label: 'Job applications', color: 'green.8' },
        { key: 'trainings', label: 'Training applications', color: 'orange.8' },
      ]}
    />,
  );
}

describe('StatChart', () => {
  afterEach(() => i18n.activate('en'));

  it('names its section by the title and says the totals beside the chart', () => {
    renderChart();
    const section = screen.getByRole('region', { name: 'Applications by stage' });
    expect(section.textContent).toContain('Job applications: 17 in all; Training applications: 5 in all');
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('shows the same numbers as a table, with a total row, and back as a chart', async () => {
    const { user } = renderChart();
    const section = screen.getByRole('region', { name: 'Applications by stage' });
    const switcher = within(section).getByRole('radiogroup', { name: 'Show applications by stage as' });
    await user.click(within(switcher).getByRole('radio', { name: 'Table' }));

    const table = within(section).getByRole('table', { name: 'Applications by stage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Stage', 'Job applications', 'Training applications']);
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Shortlisted')).toEqual(['4', '0']);
    expect(cells('Total')).toEqual(['17', '5']);

    await user.click(within(switcher).getByRole('radio', { name: 'Chart' }));
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('says its own words (totals, switch, total row) in Hindi', async () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    const { user } = renderChart();
    const section = screen.getByRole('region', { name: 'Applications by stage' });
    expect(section.textContent).toContain('Job applications: कुल 17; Training applications: कुल 5');
    await user.click(within(section).getByRole('radio', { name: 'तालिका' }));
    const table = within(section).getByRole('table', { name: 'Applications by stage' });
    expect(within(table).getByRole('rowheader', { name: 'कुल' })).toBeTruthy();
    expect(within(section).getByRole('radio', { name: 'चार्ट' })).toBeTruthy();
  });
});
