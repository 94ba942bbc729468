import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadArea } from '../i18n/i18n.ts';
import { emulateScreenWidth, PHONE_WIDTH } from '../test/media.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DataTable, inEnglish } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  city: string | null;
  applied: number;
  secret: string;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Ananya Rao', city: 'Pune', applied: 3, secret: 'x' },
  { id: 'b', name: 'Vikram Shah', city: null, applied: 0, secret: 'y' },
];

const COLUMNS = [
  { accessor: 'name' as const, title: 'Name' },
  { accessor: 'city' as const, title: 'City' },
  { accessor: 'applied' as const, title: 'Applications', render: (r: Row) => `${r.applied} applied` },
  { accessor: 'secret' as const, title: 'Hidden', hidden: true },
];

function table(props: { records?: Row[]; noRecordsText?: string } = {}) {
  return (
    <DataTable<Row>
      records={props.records ?? ROWS}
      idAccessor="id"
      columns={COLUMNS}
      noRecordsText={props.noRecordsText}
    />
  );
}

describe('DataTable', () => {
  it('on a wide screen is a table with its column headers and rendered cells', () => {
    renderWithProviders(table());
    const grid = screen.getByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'City', 'Applications']);
    const firstRow = within(grid).getByRole('row', { name: /Ananya Rao/ });
    expect(within(firstRow).getByText('Pune')).toBeTruthy();
    expect(within(firstRow).getByText('3 applied')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('puts its scrolling region in the tab order, so a keyboard can scroll it (WCAG 2.1.1)', async () => {
    const { user } = renderWithProviders(table());
    const grid = screen.getByRole('table');
    const region = grid.closest('[tabindex="0"]');
    expect(region).not.toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(region);
  });

  it('on a phone shows each record as a card of "column: value" lines, hidden columns left out', () => {
    emulateScreenWidth(PHONE_WIDTH);
    renderWithProviders(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    const terms = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...first.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Name', 'City', 'Applications']);
    expect(values).toEqual(['Ananya Rao', 'Pune', '3 applied']);
    // A missing value is an empty line, never 'null'.
    expect([...second.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Vikram Shah',
      '',
      '0 applied',
    ]);
  });

  it("keeps the 'more' columns one press away on a wide screen, and shows them all on a phone", async () => {
    const withMore = (
      <DataTable<Row> records={ROWS} idAccessor="id" columns={COLUMNS} moreColumns={['city']} />
    );
    const { user, unmount } = renderWithProviders(withMore);
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Applications']);
    const toggle = screen.getByRole('button', { name: 'More columns (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(headers()).toEqual(['Name', 'City', 'Applications']);
    // A column hidden by its definition stays hidden.
    expect(screen.queryByText('x')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fewer columns' }));
    expect(headers()).toEqual(['Name', 'Applications']);
    unmount();

    emulateScreenWidth(PHONE_WIDTH);
    renderWithProviders(withMore);
    expect(screen.queryByRole('button', { name: /More columns/ })).toBeNull();
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Name',
      'City',
      'Applications',
    ]);
  });

  it("on a phone says there is nothing with the table's own words", () => {
    emulateScreenWidth(PHONE_WIDTH);
    renderWithProviders(table({ records: [], noRecordsText: 'No applicants yet' }));
    expect(screen.getByText('No applicants yet')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe("the table's own texts in the reader's language", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names the sort icons and says that there are no records in Hindi', async () => {
    await loadArea('admin');
    await activateLanguage('hi');
    renderWithProviders(
      <>
        <DataTable<Row>
          records={ROWS}
          idAccessor="id"
          columns={[
            { accessor: 'name', title: 'Name', sortable: true },
            { accessor: 'city', title: 'City', sortable: true },
          ]}
          sortStatus={{ columnAccessor: 'name', direction: 'asc' }}
          onSortStatusChange={() => {}}
        />
        <DataTable<Row> records={[]} idAccessor="id" columns={[{ accessor: 'name', title: 'Name' }]} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'आरोही क्रम में' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'क्रमबद्ध नहीं' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /sorted/i })).toBeNull();
    expect(screen.getAllByText('कोई रिकॉर्ड नहीं').length).toBeGreaterThan(0);
    expect(screen.queryByText('No records')).toBeNull();
  });
});

describe('a column in English (inEnglish)', () => {
  const marked = [inEnglish(COLUMNS[0]!), COLUMNS[1]!, COLUMNS[2]!];

  it('marks that column\'s cells lang="en" in the table, and no other cell', () => {
    renderWithProviders(<DataTable<Row> records={ROWS} idAccessor="id" columns={marked} />);
    expect(screen.getByText('Ananya Rao').closest('td')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('3 applied').closest('td')?.hasAttribute('lang')).toBe(false);
  });

  it("marks the same values on a phone's cards", () => {
    emulateScreenWidth(PHONE_WIDTH);
    renderWithProviders(<DataTable<Row> records={ROWS} idAccessor="id" columns={marked} />);
    expect(screen.getByText('Ananya Rao').closest('dd')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('3 applied').closest('dd')?.hasAttribute('lang')).toBe(false);
  });
});
