import { Trans, useLingui } from '@lingui/react/macro';
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
import { focusFirstError } from '../../../lib/validation.ts';

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
  const { t } = useLingui();
  const states = useStates(INDIA_COUNTRY_CODE);
  const cities = useCities(value.state, true);
  const industries = useIndustries();
  const durations = useTrainingDurations();
  const companyTypes = useCompanyTypes();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <Select
        label={t`State/UT`}
        required={stateRequired}
        searchable
        clearable={!stateRequired}
        allowDeselect={!stateRequired}
        data={states.data ?? []}
        placeholder={states.isPending ? t`Loading...` : stateRequired ? t`Select State/UT` : t`Any State/UT`}
        value={value.state || null}
        onChange={(code) => onChange({ state: code ?? '', city: '' })}
        error={stateError}
        nothingFoundMessage={t`No State/UT found`}
        autoComplete="off"
      />
      <Select
        label={t`City`}
        searchable
        clearable
        limit={200}
        data={cities.data ?? []}
        disabled={!value.state}
        placeholder={value.state ? t`Any city` : t`Select a State/UT first`}
        value={value.city || null}
        onChange={(code) => onChange({ city: code ?? '' })}
        nothingFoundMessage={t`No city found`}
        autoComplete="off"
      />
      <MultiSelect
        label={t`Industry`}
        searchable
        clearable
        data={industries.data ?? []}
        placeholder={value.industry.length ? undefined : t`Any industry`}
        value={value.industry}
        onChange={(industry) => onChange({ industry })}
        nothingFoundMessage={t`No industry found`}
        hidePickedOptions
      />
      <Select
        label={t`Duration`}
        clearable
        data={durations.data ?? []}
        placeholder={t`Any duration`}
        value={value.duration || null}
        onChange={(code) => onChange({ duration: code ?? '' })}
      />
      <Select
        label={t`Company type`}
        clearable
        data={companyTypes.data ?? []}
        placeholder={t`Any company type`}
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
  const { t } = useLingui();
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
      aria-label={t`Search parameters`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.state) {
          setError(MSG.required);
          focusFirstError(event.currentTarget);
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
          <Trans>Search</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
