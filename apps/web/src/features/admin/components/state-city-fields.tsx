import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { ALL_CITY_CODE } from '@pp/contract/constants';
import { useCityOptions, useStateOptions } from '../lib/options.ts';

/** State/UT (required; '*' means all) and City ('*' all cities of the state) of the user searches. */
export function StateCityFields({
  state,
  city,
  onChange,
}: {
  state: string;
  city: string;
  onChange: (next: { state: string; city: string }) => void;
}) {
  const { t } = useLingui();
  const ALL = { value: ALL_CITY_CODE, label: t`All` };
  const states = useStateOptions();
  const cities = useCityOptions(state);
  const cityData = state === ALL_CITY_CODE ? [ALL] : (cities.data ?? [ALL]);
  return (
    <>
      <Select
        label={t`State/UT`}
        required
        searchable
        allowDeselect={false}
        data={[ALL, ...(states.data ?? [])]}
        value={state}
        onChange={(value) => onChange({ state: value ?? ALL_CITY_CODE, city: ALL_CITY_CODE })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`City`}
        searchable
        allowDeselect={false}
        disabled={state === ALL_CITY_CODE}
        data={cityData}
        value={city}
        onChange={(value) => onChange({ state, city: value ?? ALL_CITY_CODE })}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
