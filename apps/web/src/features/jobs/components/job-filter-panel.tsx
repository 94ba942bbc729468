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
            label="Country"
            searchable
            clearable
            data={countries.data ?? []}
            placeholder="Any country"
            value={draft.country || null}
            onChange={(code) => set({ country: code ?? '', state: '', city: '' })}
            nothingFoundMessage="No country found"
            autoComplete="off"
          />
          <Select
            label="State/UT"
            searchable
            clearable
            data={states.data ?? []}
            disabled={!isIndia}
            placeholder={isIndia ? 'Any State/UT' : 'Choose India first'}
            value={draft.state || null}
            onChange={(code) => set({ state: code ?? '', city: '' })}
            nothingFoundMessage="No State/UT found"
            autoComplete="off"
          />
          <Select
            label="City"
            searchable
            clearable
            limit={200}
            data={cities.data ?? []}
            disabled={!draft.state}
            placeholder={draft.state ? 'Any city' : 'Choose a State/UT first'}
            value={draft.city || null}
            onChange={(code) => set({ city: code ?? '' })}
            nothingFoundMessage="No city found"
            autoComplete="off"
          />
        </>
      )}
      {has('experience') && (
        <Select
          label="Experience"
          clearable
          data={experience.data ?? []}
          placeholder="Any"
          value={draft.experience || null}
          onChange={(value) => set({ experience: value ?? '' })}
        />
      )}
      {has('salary') && (
        <Select
          label="CTC in INR"
          clearable
          data={salary.data ?? []}
          placeholder="Any"
          value={draft.salary || null}
          onChange={(value) => set({ salary: value ?? '' })}
        />
      )}
      {has('industry') && (
        <MultiSelect
          label="Industry"
          searchable
          clearable
          data={industries.data ?? []}
          placeholder={draft.industry.length ? undefined : 'Any industry'}
          value={draft.industry}
          onChange={(industry) => set({ industry })}
          hidePickedOptions
        />
      )}
      {has('companyType') && (
        <MultiSelect
          label="Company type"
          searchable
          clearable
          data={companyTypes.data ?? []}
          placeholder={draft.companyType.length ? undefined : 'Any company type'}
          value={draft.companyType}
          onChange={(companyType) => set({ companyType })}
          hidePickedOptions
        />
      )}
      {has('role') && (
        <CreatableMultiSelect
          label="Role"
          clearable
          data={roles.data ?? []}
          placeholder={draft.role.length ? undefined : 'Any role'}
          value={draft.role}
          onChange={(role) => set({ role })}
          hidePickedOptions
        />
      )}
      {has('skill') && (
        <CreatableMultiSelect
          label="Skill"
          clearable
          data={skills.data ?? []}
          placeholder={draft.skill.length ? undefined : 'Any skill'}
          value={draft.skill}
          onChange={(skill) => set({ skill })}
          hidePickedOptions
        />
      )}
    </SimpleGrid>
  );
}
