import { useLingui } from '@lingui/react/macro';
import type { ComboboxItem } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type SelectOption, useCitySearch } from '../../../api/registration.ts';
import { CreatableSelect } from '../../../components/creatable-select.tsx';

export interface CityTypeaheadProps {
  stateCode: string;
  /** A city code of the state, or a name typed in. */
  value: string;
  onChange: (codeOrName: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  label?: string;
}

/**
 * A city of one state, found as the user types: the server searches (`config/city?state=&q=`,
 * debounced), so the page never loads a state's whole list. A city the list lacks can be typed in
 * (spec 1 section 5): 'Add "text"' (or Enter when nothing matches) keeps the name as typed.
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
    <CreatableSelect
      label={label ?? t`City`}
      required
      allowDeselect={false}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (and matches inside names too).
      filtered
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
