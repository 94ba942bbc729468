import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useCities, useIndianStates } from '../../../api/lookups.ts';

export interface LocationFieldsProps {
  /** `form.getInputProps('state')` and `form.getInputProps('city')`. */
  stateInput: GetInputPropsReturnType;
  cityInput: GetInputPropsReturnType;
  stateCode: string;
  /** Choosing another state clears the city. */
  clearCity: () => void;
}

/** State/UT and city of India. */
export function LocationFields({ stateInput, cityInput, stateCode, clearCity }: LocationFieldsProps) {
  const { t } = useLingui();
  const states = useIndianStates();
  const cities = useCities(stateCode);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        allowDeselect={false}
        label={t`State/UT`}
        required
        searchable
        data={states.data ?? []}
        placeholder={states.isPending ? t`Loading...` : t`Select`}
        nothingFoundMessage={t`No match`}
        comboboxProps={{ withinPortal: true }}
        {...stateInput}
        onChange={(value) => {
          stateInput.onChange(value);
          if (value !== stateCode) clearCity();
        }}
      />
      <Select
        allowDeselect={false}
        label={t`City`}
        required
        searchable
        disabled={!stateCode}
        data={cities.data ?? []}
        placeholder={!stateCode ? t`Select a State/UT first` : cities.isPending ? t`Loading...` : t`Select`}
        nothingFoundMessage={t`No match`}
        limit={200}
        comboboxProps={{ withinPortal: true }}
        {...cityInput}
      />
    </SimpleGrid>
  );
}
