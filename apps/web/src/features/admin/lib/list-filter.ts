import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@pp/contract/constants';
import { useMemo } from 'react';

/**
 * The free-text search over a loaded list (spec 2 section 4 'Search within a loaded list'):
 * case-insensitive, after 300 ms; when nothing matches the whole list is shown again.
 */
export function useListFilter<T>(list: T[], text: string, fieldsOf: (row: T) => (string | string[])[]) {
  const [debounced] = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fieldsOf is a pure mapping the page passes inline
  return useMemo(() => {
    if (!debounced) return { rows: list, noMatch: false, active: false };
    const rows = list.filter((row) =>
      fieldsOf(row).some((field) =>
        (Array.isArray(field) ? field.join(' ') : field).toLowerCase().includes(debounced),
      ),
    );
    return rows.length ? { rows, noMatch: false, active: true } : { rows: list, noMatch: true, active: true };
  }, [list, debounced]);
}
