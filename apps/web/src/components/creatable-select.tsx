import { useLingui } from '@lingui/react/macro';
import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { cleanCustomName, customNameProblem } from '@pp/contract/validators';
import { useMemo, useState } from 'react';
import { useMessageText } from '../i18n/message-text.ts';
import {
  ADD_PREFIX,
  addOptionLabel,
  creatableFilter,
  renderCreatableOption,
} from './creatable-multi-select.tsx';

export interface CreatableSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter' | 'renderOption'> {
  /** The list's options (code and name). */
  data: readonly ComboboxItem[];
  /** A code of the list, a name typed in, or null. */
  value?: string | null;
  onChange: (value: string | null, option: ComboboxItem | null) => void;
  /** The options are the server's matches of the typed text already: no filtering here. */
  filtered?: boolean;
}

/**
 * The one-value sibling of CreatableMultiSelect (spec 1 section 5: a typeahead accepts free typed
 * text as a custom name): while the text matches no option, the list offers 'Add "text"' (the
 * first option when nothing else matches, so Enter picks it); the value is then the name itself,
 * spaces trimmed and collapsed, and a chosen name that is no option shows as typed. Text that
 * cannot be a name (the contract's rule) is not offered, and the list says why.
 */
export function CreatableSelect({
  data,
  value = null,
  onChange,
  searchValue,
  onSearchChange,
  nothingFoundMessage,
  filtered = false,
  ...rest
}: CreatableSelectProps) {
  const { i18n } = useLingui();
  const tm = useMessageText();
  const [ownSearch, setOwnSearch] = useState('');
  const search = searchValue ?? ownSearch;
  const setSearch = (text: string) => {
    setOwnSearch(text);
    onSearchChange?.(text);
  };
  const typed = cleanCustomName(search);
  const problem = customNameProblem(typed);

  const options = useMemo(() => {
    const known = new Set<string>();
    for (const option of data) {
      known.add(option.value.toLowerCase());
      known.add(option.label.toLowerCase());
    }
    const items: ComboboxItem[] = [...data];
    if (value && !known.has(value.toLowerCase())) {
      items.push({ value, label: value });
      known.add(value.toLowerCase());
    }
    if (typed && !problem && !known.has(typed.toLowerCase()))
      items.push({ value: `${ADD_PREFIX}${typed}`, label: addOptionLabel(typed, i18n) });
    return items;
  }, [data, value, typed, problem, i18n]);

  // The options matching the text (all of them when the server matched already), then 'Add'.
  const filter = creatableFilter(filtered);

  return (
    <Select
      {...rest}
      searchable
      data={options}
      value={value}
      onChange={(next, option) => {
        if (next?.startsWith(ADD_PREFIX)) {
          const name = next.slice(ADD_PREFIX.length);
          onChange(name, { value: name, label: name });
        } else onChange(next, option ?? null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={filter}
      selectFirstOptionOnChange
      nothingFoundMessage={problem ? tm(problem) : nothingFoundMessage}
      renderOption={renderCreatableOption}
    />
  );
}
