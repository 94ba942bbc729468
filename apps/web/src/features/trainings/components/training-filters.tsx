import { Button, Group, MultiSelect, Paper, Select, SimpleGrid } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { type ReactNode, useEffect, useState } from 'react';
import {
  useCities,
  useCompanyTypes,
  useIndustries,
  useStates,
  useTrainingDurations,
} from '../../../api/lookups.ts';
import { IconSearch } from '../../../components/icons.tsx';
import { FilterPanel } from '../../../components/postings/filter-panel.tsx';

export interface TrainingFilterValues {
  state: string;
  city: string;
  industry: string[];
  duration: string;
  companyType: string;
}

export const NO_TRAINING_FILTERS: TrainingFilterValues = {
  state: '',
  city: '',
  industry: [],
  duration: '',
  companyType: '',
};

export function trainingFilterCount(v: TrainingFilterValues) {
  return [v.state, v.city, v.industry.length, v.duration, v.companyType].filter(Boolean).length;
}

function Fields({
  value,
  onChange,
  stateRequired,
  stateError,
}: {
  value: TrainingFilterValues;
  onChange: (patch: Partial<TrainingFilterValues>) => void;
  stateRequired?: boolean;
  stateError?: ReactNode;
}) {
  const states = useStates(INDIA_COUNTRY_CODE);
  const cities = useCities(value.state, true);
  const industries = useIndustries();
  const durations = useTrainingDurations();
  const companyTypes = useCompanyTypes();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <Select
        label="State/UT"
        required={stateRequired}
        searchable
        clearable={!stateRequired}
        allowDeselect={!stateRequired}
        data={states.data ?? []}
        placeholder={states.isPending ? 'Loading...' : stateRequired ? 'Select State/UT' : 'Any State/UT'}
        value={value.state || null}
        onChange={(code) => onChange({ state: code ?? '', city: '' })}
        error={stateError}
        nothingFoundMessage="No State/UT found"
        autoComplete="off"
      />
      <Select
        label="City"
        searchable
        clearable
        limit={200}
        data={cities.data ?? []}
        disabled={!value.state}
        placeholder={value.state ? 'Any city' : 'Select a State/UT first'}
        value={value.city || null}
        onChange={(code) => onChange({ city: code ?? '' })}
        nothingFoundMessage="No city found"
        autoComplete="off"
      />
      <MultiSelect
        label="Industry"
        searchable
        clearable
        data={industries.data ?? []}
        placeholder={value.industry.length ? undefined : 'Any industry'}
        value={value.industry}
        onChange={(industry) => onChange({ industry })}
        nothingFoundMessage="No industry found"
        hidePickedOptions
      />
      <Select
        label="Duration"
        clearable
        data={durations.data ?? []}
        placeholder="Any duration"
        value={value.duration || null}
        onChange={(code) => onChange({ duration: code ?? '' })}
      />
      <Select
        label="Company type"
        clearable
        data={companyTypes.data ?? []}
        placeholder="Any company type"
        value={value.companyType || null}
        onChange={(code) => onChange({ companyType: code ?? '' })}
      />
    </SimpleGrid>
  );
}

/** The recent trainings' optional filter panel with 'Apply Filters'. */
export function TrainingFilterPanel({
  applied,
  onApply,
}: {
  applied: TrainingFilterValues;
  onApply: (values: TrainingFilterValues | null) => void;
}) {
  return (
    <FilterPanel
      applied={applied}
      count={trainingFilterCount(applied)}
      cleared={NO_TRAINING_FILTERS}
      filters={(draft) => trainingFilterCount(draft) > 0}
      onApply={onApply}
    >
      {(draft, set) => <Fields value={draft} onChange={set} />}
    </FilterPanel>
  );
}

/** Search Training(s): State/UT required; city, industry, duration, company type optional. */
export function TrainingSearchForm({
  initial,
  onSearch,
}: {
  initial: TrainingFilterValues;
  onSearch: (values: TrainingFilterValues) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const initialKey = JSON.stringify(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the address
  useEffect(() => setDraft(initial), [initialKey]);
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label="Search parameters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.state) {
          setError(MSG.required);
          return;
        }
        onSearch(draft);
      }}
    >
      <Fields
        value={draft}
        stateRequired
        stateError={error}
        onChange={(patch) => {
          if (patch.state) setError(null);
          setDraft((d) => ({ ...d, ...patch }));
        }}
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
    </Paper>
  );
}
