import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@pp/contract/constants';
import { type ReactNode, useMemo, useState } from 'react';
import { type Option, useCitySearch } from '../lib/options.ts';

export interface CityMultiSelectProps {
  /** City codes. */
  value: string[];
  onChange: (codes: string[]) => void;
  /** Names of the cities already chosen (an edited record's `location`), by code. */
  knownLabels?: Record<string, string>;
  error?: ReactNode;
  label?: string;
  required?: boolean;
  max?: number;
}

/**
 * Several cities anywhere in India, found as the admin types (the server searches; India has
 * over 4000 cities, so the list is never loaded whole).
 */
export function CityMultiSelect({
  value,
  onChange,
  knownLabels = {},
  error,
  label,
  required,
  max,
}: CityMultiSelectProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const results = useCitySearch(debounced);
  const data = useMemo(() => {
    const byCode = new Map<string, Option>();
    for (const code of value) {
      byCode.set(code, { value: code, label: chosen[code] ?? knownLabels[code] ?? code });
    }
    for (const option of results.data ?? []) if (!byCode.has(option.value)) byCode.set(option.value, option);
    return [...byCode.values()];
  }, [value, chosen, knownLabels, results.data]);

  return (
    <MultiSelect
      label={label ?? t`City`}
      required={required}
      placeholder={value.length ? undefined : t`Type at least 2 letters of a city`}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        debounced.trim().length < 2
          ? t`Type at least 2 letters`
          : results.isFetching
            ? t`Searching...`
            : t`No city found`
      }
      maxValues={max}
      hidePickedOptions
      clearable
      error={error}
      onChange={(codes) => {
        const labels = { ...chosen };
        for (const code of codes) {
          const option = data.find((o) => o.value === code);
          if (option) labels[code] = option.label;
        }
        setChosen(labels);
        setSearch('');
        onChange(codes);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
