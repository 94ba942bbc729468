import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type ComboboxItem,
  type ComboboxParsedItem,
  Group,
  isOptionsGroup,
  MultiSelect,
  type MultiSelectProps,
  type OptionsFilter,
} from '@mantine/core';
import { cleanCustomName, customNameProblem, uniqueNames } from '@pp/contract/validators';
import { useMemo, useState } from 'react';
import { useMessageText } from '../i18n/message-text.ts';
import { IconPlus } from './icons.tsx';

/** The value of the option that adds the typed text: ':' never occurs in a name or a code. */
export const ADD_PREFIX = 'add:';
export const isAddOption = (item: ComboboxParsedItem<string>) =>
  !isOptionsGroup(item) && item.value.startsWith(ADD_PREFIX);

/**
 * The options whose label holds the typed text (all of them when `filtered`: the server matched
 * already), up to the limit, then the 'Add' option, always.
 */
export function creatableFilter(filtered: boolean): OptionsFilter<string> {
  return ({ options: all, search: text, limit }) => {
    const needle = text.trim().toLowerCase();
    const matches = all.filter(
      (item) =>
        !isOptionsGroup(item) &&
        !isAddOption(item) &&
        (filtered || item.label.toLowerCase().includes(needle)),
    );
    return [...matches.slice(0, limit), ...all.filter(isAddOption)];
  };
}

/** An option as listed: the 'Add "text"' option with a plus sign, any other as its label. */
export function renderCreatableOption({ option }: { option: ComboboxItem }) {
  return option.value.startsWith(ADD_PREFIX) ? (
    <Group gap={6} wrap="nowrap">
      <IconPlus size={14} />
      {option.label}
    </Group>
  ) : (
    <span lang={option.lang}>{option.label}</span>
  );
}

/** The add option's text, also its accessible name (in the reader's language). */
export const addOptionLabel = (name: string, i18n: I18n = activeI18n) => i18n._(msg`Add "${name}"`);

export interface CreatableMultiSelectProps
  extends Omit<
    MultiSelectProps,
    | 'data'
    | 'value'
    | 'onChange'
    | 'searchable'
    | 'searchValue'
    | 'onSearchChange'
    | 'filter'
    | 'renderOption'
  > {
  /** The list's options (code and name). */
  data: readonly ComboboxItem[];
  /** Codes of the list, and names typed in. */
  value?: string[];
  onChange: (value: string[]) => void;
}

/**
 * A typeahead multi-select that accepts free typed text as a custom name (spec 1 section 5): while
 * the text matches no option, the list offers 'Add "text"' (reached by the arrow keys, chosen by
 * Enter or a click); the value then holds the name itself, spaces trimmed and collapsed. Chosen
 * names that are no option are shown as typed. Text that cannot be a name (too long, other
 * characters: the contract's rule) is not offered, and the list says why. Mantine's MultiSelect
 * has no creatable mode; this one adds the option to its data.
 */
export function CreatableMultiSelect({
  data,
  value = [],
  onChange,
  nothingFoundMessage,
  ...rest
}: CreatableMultiSelectProps) {
  const { i18n } = useLingui();
  const tm = useMessageText();
  const [search, setSearch] = useState('');
  const typed = cleanCustomName(search);
  const problem = customNameProblem(typed);

  const options = useMemo(() => {
    const known = new Set<string>();
    for (const option of data) {
      known.add(option.value.toLowerCase());
      known.add(option.label.toLowerCase());
    }
    const chosen = value.filter((entry) => !known.has(entry.toLowerCase()));
    for (const entry of chosen) known.add(entry.toLowerCase());
    const items: ComboboxItem[] = [...data, ...chosen.map((entry) => ({ value: entry, label: entry }))];
    if (typed && !problem && !known.has(typed.toLowerCase()))
      items.push({ value: `${ADD_PREFIX}${typed}`, label: addOptionLabel(typed, i18n) });
    return items;
  }, [data, value, typed, problem, i18n]);

  // Mantine's filter (the label holds the text, up to the limit), the add option last, always.
  const filter = creatableFilter(false);

  const change = (next: string[]) =>
    onChange(
      uniqueNames(
        next.map((entry) => (entry.startsWith(ADD_PREFIX) ? entry.slice(ADD_PREFIX.length) : entry)),
      ),
    );

  return (
    <MultiSelect
      {...rest}
      searchable
      data={options}
      value={value}
      onChange={change}
      searchValue={search}
      onSearchChange={setSearch}
      filter={filter}
      selectFirstOptionOnChange
      nothingFoundMessage={problem ? tm(problem) : nothingFoundMessage}
      renderOption={renderCreatableOption}
    />
  );
}
