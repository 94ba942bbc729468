import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { useEffect, useRef } from 'react';
import {
  INDIA_OPTION,
  USD_SALARY_OPTIONS,
  useCities,
  useCountries,
  useExperienceRanges,
  useInternationalCountries,
  useRoles,
  useSalaryRanges,
  useSkills,
  useStates,
} from '../../../api/lookups.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { useForm } from '../../../lib/form.ts';
import type { JobSearchValues } from '../../../lib/search-query.ts';

/**
 * The search forms of spec 3 sections 2.6, 2.7 and 5 'Job and training search':
 * - india: Country (India, disabled), State/UT, City, Experience required; CTC (INR), Role, Skill optional.
 * - student: State/UT, City, Experience required; CTC in lakhs, Role, Skill optional.
 * - international: Country (not India) and Experience required; CTC in USD, Role, Skill optional.
 * - wfh: Country (India preselected; disabled for members), State/UT, City, Experience required.
 */
export type SearchMode = 'india' | 'student' | 'international' | 'wfh';

const CITY_OPTIONS_SHOWN = 200;

export function JobSearchForm({
  mode,
  initial,
  countryLocked,
  skillKind,
  onSearch,
  searching,
}: {
  mode: SearchMode;
  initial: JobSearchValues;
  countryLocked?: boolean;
  skillKind: 'member' | 'student';
  onSearch: (values: JobSearchValues) => void;
  searching?: boolean;
}) {
  const { t } = useLingui();
  const form = useForm<JobSearchValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      country: (value) => (mode !== 'student' && !value ? MSG.required : null),
      state: (value, values) =>
        mode !== 'international' && values.country === INDIA_COUNTRY_CODE && !value ? MSG.required : null,
      city: (value, values) =>
        mode !== 'international' && values.country === INDIA_COUNTRY_CODE && !value ? MSG.required : null,
      experience: (value) => (!value ? MSG.required : null),
    },
  });
  // The address changed (Back, a link): show what it holds. Not at mount: the form starts with
  // it, and a re-seed there is only a second render of the whole form (a long task on a phone).
  const initialKey = JSON.stringify(initial);
  const seededKey = useRef(initialKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-seed only when the address changes
  useEffect(() => {
    if (seededKey.current === initialKey) return;
    seededKey.current = initialKey;
    form.setValues(initial);
    form.resetDirty(initial);
  }, [initialKey]);

  const values = form.getValues();
  const isIndia = values.country === INDIA_COUNTRY_CODE;
  const international = mode === 'international';
  const countries = useCountries();
  const intlCountries = useInternationalCountries();
  const states = useStates(isIndia && !international ? INDIA_COUNTRY_CODE : '');
  const cities = useCities(isIndia && !international ? values.state : '', true);
  const experience = useExperienceRanges();
  const salary = useSalaryRanges();
  const roles = useRoles();
  const skills = useSkills(skillKind);

  const countryData =
    mode === 'international'
      ? (intlCountries.data ?? [])
      : mode === 'wfh' && !countryLocked
        ? (countries.data ?? [INDIA_OPTION])
        : [INDIA_OPTION];

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={form.onSubmit(onSearch)}
      aria-label={t`Search parameters`}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {mode !== 'student' && (
          <Select
            label={t`Country`}
            required
            searchable
            allowDeselect={false}
            data={countryData}
            disabled={countryLocked || mode === 'india'}
            placeholder={international && intlCountries.isPending ? t`Loading...` : t`Select country`}
            nothingFoundMessage={t`No country found`}
            autoComplete="off"
            {...form.getInputProps('country')}
            onChange={(code) => form.setValues({ country: code ?? '', state: '', city: '' })}
          />
        )}
        {!international && (mode === 'student' || isIndia) && (
          <>
            <Select
              label={t`State/UT`}
              required
              searchable
              allowDeselect={false}
              data={states.data ?? []}
              placeholder={states.isPending ? t`Loading...` : t`Select State/UT`}
              nothingFoundMessage={t`No State/UT found`}
              autoComplete="off"
              {...form.getInputProps('state')}
              onChange={(code) => form.setValues({ state: code ?? '', city: '' })}
            />
            <Select
              label={t`City`}
              required
              searchable
              allowDeselect={false}
              limit={CITY_OPTIONS_SHOWN}
              data={cities.data ?? []}
              disabled={!values.state}
              placeholder={
                !values.state ? t`Select a State/UT first` : cities.isPending ? t`Loading...` : t`Select city`
              }
              nothingFoundMessage={t`No city found`}
              autoComplete="off"
              {...form.getInputProps('city')}
            />
          </>
        )}
        <Select
          label={mode === 'india' ? t`Expected Experience` : t`Expected Experience (years)`}
          required
          data={experience.data ?? []}
          placeholder={t`Select experience`}
          allowDeselect={false}
          {...form.getInputProps('experience')}
        />
        <Select
          label={
            international
              ? t`Expected Annual CTC (USD)`
              : mode === 'student'
                ? t`Expected Annual CTC (lakhs)`
                : t`Expected Annual CTC (INR)`
          }
          data={international ? USD_SALARY_OPTIONS : (salary.data ?? [])}
          placeholder={t`Any`}
          clearable
          {...form.getInputProps('salary')}
          value={values.salary || null}
          onChange={(value) => form.setFieldValue('salary', value ?? '')}
        />
        <CreatableMultiSelect
          label={t`Role`}
          clearable
          data={roles.data ?? []}
          placeholder={values.role.length ? undefined : t`Any role`}
          nothingFoundMessage={t`No role found`}
          hidePickedOptions
          {...form.getInputProps('role')}
        />
        <CreatableMultiSelect
          label={t`Skill`}
          clearable
          data={skills.data ?? []}
          placeholder={values.skill.length ? undefined : t`Any skill`}
          nothingFoundMessage={t`No skill found`}
          hidePickedOptions
          {...form.getInputProps('skill')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={searching}>
          <Trans>Search</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
