import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  useCities,
  useCompanyTypes,
  useCountries,
  useExperienceRanges,
  useIndustries,
  useRoles,
  useSalaryRanges,
  useSkills,
  useStates,
} from '../../../api/lookups.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { FilterPanel } from '../../../components/postings/filter-panel.tsx';

export type JobFilterField =
  | 'location'
  | 'experience'
  | 'salary'
  | 'role'
  | 'skill'
  | 'industry'
  | 'companyType';

export interface JobFilterValues {
  country: string;
  state: string;
  city: string;
  experience: string;
  salary: string;
  role: string[];
  skill: string[];
  industry: string[];
  companyType: string[];
}

export const NO_FILTERS: JobFilterValues = {
  country: '',
  state: '',
  city: '',
  experience: '',
  salary: '',
  role: [],
  skill: [],
  industry: [],
  companyType: [],
};

export function activeFilterCount(values: JobFilterValues): number {
  return [
    values.country,
    values.state,
    values.city,
    values.experience,
    values.salary,
    values.role.length,
    values.skill.length,
    values.industry.length,
    values.companyType.length,
  ].filter(Boolean).length;
}

/**
 * The optional filter panel of the recent jobs lists. 'Apply Filters' switches the list to the
 * filtered search from page 1; 'Clear' goes back to the plain list.
 */
export function JobFilterPanel({
  fields,
  applied,
  onApply,
  skillKind,
  defaultCountry = '',
}: {
  fields: readonly JobFilterField[];
  applied: JobFilterValues;
  onApply: (values: JobFilterValues | null) => void;
  skillKind: 'member' | 'student' | 'all';
  /** The country the unfiltered list shows (members: India); preselected, not counted as a filter. */
  defaultCountry?: string;
}) {
  const withoutDefault = (values: JobFilterValues) => ({
    ...values,
    country: values.country === defaultCountry ? '' : values.country,
  });
  const withDefault = (values: JobFilterValues) => ({ ...values, country: values.country || defaultCountry });
  return (
    <FilterPanel
      applied={applied}
      count={activeFilterCount(withoutDefault(applied))}
      draftOf={withDefault}
      cleared={withDefault(NO_FILTERS)}
      filters={(draft) => activeFilterCount(withoutDefault(draft)) > 0}
      onApply={onApply}
    >
      {(draft, set) => <JobFilterFields fields={fields} skillKind={skillKind} draft={draft} set={set} />}
    </FilterPanel>
  );
}

function JobFilterFields({
  fields,
  skillKind,
  draft,
  set,
}: {
  fields: readonly JobFilterField[];
  skillKind: 'member' | 'student' | 'all';
  draft: JobFilterValues;
  set: (patch: Partial<JobFilterValues>) => void;
}) {
  const { t } = useLingui();
  const has = (field: JobFilterField) => fields.includes(field);
  const isIndia = draft.country === INDIA_COUNTRY_CODE;
  const countries = useCountries();
  const states = useStates(has('location') && isIndia ? INDIA_COUNTRY_CODE : '');
  const cities = useCities(has('location') && isIndia ? draft.state : '', true);
  const experience = useExperienceRanges();
  const salary = useSalaryRanges();
  const roles = useRoles();
  const skills = useSkills(skillKind);
  const industries = useIndustries();
  const companyTypes = useCompanyTypes();

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {has('location') && (
        <>
          <Select
            label={t`Country`}
            searchable
            clearable
            data={countries.data ?? []}
            placeholder={t`Any country`}
            value={draft.country || null}
            onChange={(code) => set({ country: code ?? '', state: '', city: '' })}
            nothingFoundMessage={t`No country found`}
            autoComplete="off"
          />
          <Select
            label={t`State/UT`}
            searchable
            clearable
            data={states.data ?? []}
            disabled={!isIndia}
            placeholder={isIndia ? t`Any State/UT` : t`Choose India first`}
            value={draft.state || null}
            onChange={(code) => set({ state: code ?? '', city: '' })}
            nothingFoundMessage={t`No State/UT found`}
            autoComplete="off"
          />
          <Select
            label={t`City`}
            searchable
            clearable
            limit={200}
            data={cities.data ?? []}
            disabled={!draft.state}
            placeholder={draft.state ? t`Any city` : t`Choose a State/UT first`}
            value={draft.city || null}
            onChange={(code) => set({ city: code ?? '' })}
            nothingFoundMessage={t`No city found`}
            autoComplete="off"
          />
        </>
      )}
      {has('experience') && (
        <Select
          label={t`Experience`}
          clearable
          data={experience.data ?? []}
          placeholder={t`Any`}
          value={draft.experience || null}
          onChange={(value) => set({ experience: value ?? '' })}
        />
      )}
      {has('salary') && (
        <Select
          label={t`CTC in INR`}
          clearable
          data={salary.data ?? []}
          placeholder={t`Any`}
          value={draft.salary || null}
          onChange={(value) => set({ salary: value ?? '' })}
        />
      )}
      {has('industry') && (
        <MultiSelect
          label={t`Industry`}
          searchable
          clearable
          data={industries.data ?? []}
          placeholder={draft.industry.length ? undefined : t`Any industry`}
          value={draft.industry}
          onChange={(industry) => set({ industry })}
          hidePickedOptions
        />
      )}
      {has('companyType') && (
        <MultiSelect
          label={t`Company type`}
          searchable
          clearable
          data={companyTypes.data ?? []}
          placeholder={draft.companyType.length ? undefined : t`Any company type`}
          value={draft.companyType}
          onChange={(companyType) => set({ companyType })}
          hidePickedOptions
        />
      )}
      {has('role') && (
        <CreatableMultiSelect
          label={t`Role`}
          clearable
          data={roles.data ?? []}
          placeholder={draft.role.length ? undefined : t`Any role`}
          value={draft.role}
          onChange={(role) => set({ role })}
          hidePickedOptions
        />
      )}
      {has('skill') && (
        <CreatableMultiSelect
          label={t`Skill`}
          clearable
          data={skills.data ?? []}
          placeholder={draft.skill.length ? undefined : t`Any skill`}
          value={draft.skill}
          onChange={(skill) => set({ skill })}
          hidePickedOptions
        />
      )}
    </SimpleGrid>
  );
}
