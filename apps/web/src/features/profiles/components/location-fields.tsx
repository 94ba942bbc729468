import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useCities, useIndianStates } from '../../../api/lookups.ts';
import { CreatableSelect } from '../../../components/creatable-select.tsx';

export interface LocationFieldsProps {
  /** `form.getInputProps('state')` and `form.getInputProps('city')`. */
  stateInput: GetInputPropsReturnType;
  cityInput: GetInputPropsReturnType;
  stateCode: string;
  /** Choosing another state clears the city. */
  clearCity: () => void;
  /** The city may also be a name typed in (the student's form, spec 1 section 5). */
  typedCity?: boolean;
}

/** State/UT and city of India. */
export function LocationFields({
  stateInput,
  cityInput,
  stateCode,
  clearCity,
  typedCity = false,
}: LocationFieldsProps) {
  const { t } = useLingui();
  const states = useIndianStates();
  const cities = useCities(stateCode);
  const cityProps = {
    allowDeselect: false,
    label: t`City`,
    required: true,
    disabled: !stateCode,
    placeholder: !stateCode ? t`Select a State/UT first` : cities.isPending ? t`Loading...` : t`Select`,
    nothingFoundMessage: t`No match`,
    limit: 200,
    comboboxProps: { withinPortal: true },
  };
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
      {typedCity ? (
        <CreatableSelect {...cityProps} data={cities.data ?? []} {...cityInput} />
      ) : (
        <Select {...cityProps} searchable data={cities.data ?? []} {...cityInput} />
      )}
    </SimpleGrid>
  );
}
