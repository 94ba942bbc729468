import { useLingui } from '@lingui/react/macro';
import { type ComboboxItem, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type SelectOption, useCitySearch } from '../../../api/registration.ts';

export interface CityTypeaheadProps {
  stateCode: string;
  /** City code. */
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  label?: string;
}

/**
 * A city of one state, found as the user types: the server searches (`config/city?state=&q=`,
 * debounced), so the page never loads a state's whole list.
 */
export function CityTypeahead({ stateCode, value, onChange, error, disabled, label }: CityTypeaheadProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<SelectOption | null>(null);

  // Another state: the chosen city and the typed text no longer belong (reset during render).
  const [searchedState, setSearchedState] = useState(stateCode);
  if (searchedState !== stateCode) {
    setSearchedState(stateCode);
    setSelected(null);
    setSearch('');
  }

  // While the box shows the chosen city's name, offer the state's cities rather than that one name.
  const query = search && search !== selected?.label ? search : '';
  const results = useCitySearch(stateCode, query);
  const options = results.data ?? [];
  const data =
    selected && value === selected.value && !options.some((o) => o.value === selected.value)
      ? [selected, ...options]
      : options;

  return (
    <Select
      label={label ?? t`City`}
      required
      searchable
      allowDeselect={false}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (and matches inside names too).
      filter={({ options: all }) => all}
      onChange={(code, option: ComboboxItem | null) => {
        setSelected(option ? { value: option.value, label: option.label } : null);
        onChange(code ?? '');
      }}
      placeholder={stateCode ? t`Type to search your city` : t`Select a state first`}
      nothingFoundMessage={results.isFetching ? t`Searching...` : t`No city found`}
      error={error}
      disabled={disabled || !stateCode}
      autoComplete="off"
    />
  );
}
