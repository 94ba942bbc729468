import { Select, TextInput } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import type { ReactNode } from 'react';
import { useCitiesOfState, useCountries, useStates } from '../api/registration.ts';

export interface LocationValue {
  countryCode: string;
  state: string;
  city: string;
  otherCity: string;
}

export interface LocationFieldsProps {
  value: LocationValue;
  errors: Partial<Record<keyof LocationValue, ReactNode>>;
  /** Called with the fields that changed (a new country clears state and city, a new state the city). */
  onChange: (patch: Partial<LocationValue>) => void;
  /** The employer form upper-cases typed place names. */
  upperCaseOtherCity?: boolean;
  disabled?: boolean;
}

const OTHER_CITY_MAX = 100;
/** A state can have hundreds of cities: show the first matches and let typing narrow them. */
const CITY_OPTIONS_SHOWN = 100;

/**
 * Country, state, city and other city with the spec's country rule: India shows the state and
 * city pickers and hides other city; any other country hides (and clears) state and city and
 * asks for a required other city. Meant to sit in a two-column grid (one item per field).
 */
export function LocationFields({
  value,
  errors,
  onChange,
  upperCaseOtherCity,
  disabled,
}: LocationFieldsProps) {
  const isIndia = value.countryCode === INDIA_COUNTRY_CODE;
  const countries = useCountries();
  const states = useStates(INDIA_COUNTRY_CODE, isIndia);
  const cities = useCitiesOfState(isIndia ? value.state : '');

  return (
    <>
      <Select
        label="Country"
        required
        searchable
        allowDeselect={false}
        data={countries.data ?? [{ value: INDIA_COUNTRY_CODE, label: 'India' }]}
        value={value.countryCode || null}
        onChange={(code) => {
          const countryCode = code ?? INDIA_COUNTRY_CODE;
          if (countryCode === INDIA_COUNTRY_CODE) onChange({ countryCode, otherCity: '' });
          else onChange({ countryCode, state: '', city: '' });
        }}
        error={errors.countryCode}
        nothingFoundMessage="No country found"
        autoComplete="off"
        disabled={disabled}
      />
      {isIndia ? (
        <>
          <Select
            label="State"
            required
            searchable
            allowDeselect={false}
            placeholder={states.isPending ? 'Loading...' : 'Select state'}
            data={states.data ?? []}
            value={value.state || null}
            onChange={(state) => onChange({ state: state ?? '', city: '' })}
            error={errors.state}
            nothingFoundMessage="No state found"
            autoComplete="off"
            disabled={disabled}
          />
          <Select
            label="City"
            required
            searchable
            allowDeselect={false}
            limit={CITY_OPTIONS_SHOWN}
            placeholder={
              !value.state
                ? 'Select a state first'
                : cities.isPending
                  ? 'Loading...'
                  : 'Select or type the city'
            }
            data={cities.data ?? []}
            value={value.city || null}
            onChange={(city) => onChange({ city: city ?? '' })}
            error={errors.city}
            nothingFoundMessage="No city found"
            autoComplete="off"
            disabled={disabled || !value.state}
          />
        </>
      ) : (
        <TextInput
          label="Other city"
          required
          maxLength={OTHER_CITY_MAX}
          autoComplete="address-level2"
          value={value.otherCity}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange({ otherCity: upperCaseOtherCity ? typed.toUpperCase() : typed });
          }}
          error={errors.otherCity}
          disabled={disabled}
        />
      )}
    </>
  );
}
