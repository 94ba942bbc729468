import { MultiSelect, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';

const DATA = ['Fresher (0-1 Year)', '1-2 Years', '2-3 Years'];

describe("the theme's Combobox default (app/theme.ts)", () => {
  // Mantine 9 keeps a closed dropdown mounted, hidden, with every option: on the member job
  // search that was every state, role and skill rendered on the first load (docs/performance.md,
  // sixth round). With the theme, a closed Select or MultiSelect has no list in the page.
  it('mounts a Select list only when opened', async () => {
    const { user } = renderWithProviders(<Select label="Expected Experience" data={DATA} />);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Expected Experience' }));
    expect(await screen.findAllByRole('option')).toHaveLength(DATA.length);
  });

  it('mounts a MultiSelect list only when opened', async () => {
    const { user } = renderWithProviders(<MultiSelect label="Skills" data={DATA} />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    expect(await screen.findAllByRole('option')).toHaveLength(DATA.length);
  });
});

/**
 * What a screen reader is told about a list (WCAG 4.1.2): open, the input says so and names the
 * list it controls; closed, it names neither the list nor one of its options. The list mounts only
 * when opened (above), after the input rendered: Mantine's store learnt the list's id in an effect
 * that re-rendered nothing, so the input said "collapsed" over an open list until a letter was
 * typed (patches/@mantine+core+9.7.3.patch).
 */
describe('an open list is announced as open (patches/@mantine+core+9.7.3.patch)', () => {
  const LISTS = {
    Select: <Select label="Experience" data={DATA} />,
    'searchable Select': <Select label="Experience" data={DATA} searchable />,
    MultiSelect: <MultiSelect label="Experience" data={DATA} />,
  };

  function expectOpen(input: HTMLElement) {
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
  }

  function expectClosed(input: HTMLElement) {
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  }

  for (const [name, ui] of Object.entries(LISTS)) {
    it(`${name}: opened by a click, then by the arrow key, the input says it is open`, async () => {
      const { user } = renderWithProviders(ui);
      const input = screen.getByRole('combobox', { name: 'Experience' });
      await user.click(input);
      await screen.findAllByRole('option');
      expectOpen(input);
      await user.keyboard('{Escape}');
      expectClosed(input);
      await user.keyboard('{ArrowDown}');
      await screen.findAllByRole('option');
      expectOpen(input);
    });

    it(`${name}: the active option is one of the open list's, and none once it has closed`, async () => {
      const { user } = renderWithProviders(ui);
      const input = screen.getByRole('combobox', { name: 'Experience' });
      await user.click(input);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const active = input.getAttribute('aria-activedescendant');
      expect(screen.getAllByRole('option').map((o) => o.id)).toContain(active);
      await user.keyboard('{Escape}');
      expectClosed(input);
      // Opened again, the list's options are new elements: the old id names nothing.
      await user.click(input);
      await screen.findAllByRole('option');
      expectOpen(input);
      const now = input.getAttribute('aria-activedescendant');
      if (now) expect(screen.getAllByRole('option').map((o) => o.id)).toContain(now);
    });
  }

  it('an empty list says that there is nothing to choose yet, as an option that cannot be taken', async () => {
    const { user } = renderWithProviders(<Select label="City" data={[]} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    const list = await screen.findByRole('listbox');
    expectOpen(input);
    const empty = screen.getByRole('option', { name: 'Nothing to choose yet' });
    expect(list.contains(empty)).toBe(true);
    expect(empty.getAttribute('aria-disabled')).toBe('true');
  });

  it('the list scrolls itself (no scroll area inside it that the keyboard cannot reach)', async () => {
    const { user } = renderWithProviders(<Select label="Experience" data={DATA} />);
    await user.click(screen.getByRole('combobox', { name: 'Experience' }));
    const list = await screen.findByRole('listbox');
    expect(list.querySelector('.mantine-ScrollArea-root')).toBeNull();
    expect(getComputedStyle(list).overflowY).toBe('auto');
  });
});

describe('a searchable list and the focus', () => {
  it('stays closed when it takes the focus, and opens when typed in', async () => {
    const { user } = renderWithProviders(<Select label="Qualification" data={DATA} searchable />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Qualification' });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('2');
    expect(await screen.findByRole('option', { name: '2-3 Years' })).toBeTruthy();
  });
});

// A master list's names stay in English on a Hindi page (api/lookups.ts gives each option
// lang 'en'): the option and, in a MultiSelect, the chosen pill say so, so that a screen reader
// switches voice (WCAG 3.1.2). An option without a language takes the page's.
describe("an option's language (patches/@mantine+core+9.7.3.patch)", () => {
  const MASTER = [
    { value: 'MH', label: 'Maharashtra', lang: 'en' },
    { value: 'XX', label: 'अन्य' },
  ];

  it('a Select marks an English option as English and leaves the others', async () => {
    const { user } = renderWithProviders(<Select label="State" data={MASTER} />);
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    // The language given inside the option (an ancestor's, such as the document's, is not the patch's).
    const langIn = async (label: string) => {
      const option = (await screen.findByText(label)).closest('[role="option"]');
      const marked = option?.hasAttribute('lang') ? option : option?.querySelector('[lang]');
      return marked?.getAttribute('lang') ?? null;
    };
    expect(await langIn('Maharashtra')).toBe('en');
    expect(await langIn('अन्य')).toBeNull();
  });

  it('a MultiSelect marks the chosen English pill as English', async () => {
    renderWithProviders(<MultiSelect label="States" data={MASTER} defaultValue={['MH', 'XX']} />);
    const pill = screen.getByText('Maharashtra').closest('.mantine-Pill-root');
    expect(pill?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('अन्य').closest('.mantine-Pill-root')?.hasAttribute('lang')).toBe(false);
  });
});
