import { useLingui } from '@lingui/react/macro';
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
/** India's option until the server's list has loaded. */
// i18n-ignore: the server's country name (data)
const INDIA_OPTION = { value: INDIA_COUNTRY_CODE, label: 'India' };

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
  const { t } = useLingui();
  const isIndia = value.countryCode === INDIA_COUNTRY_CODE;
  const countries = useCountries();
  const states = useStates(INDIA_COUNTRY_CODE, isIndia);
  const cities = useCitiesOfState(isIndia ? value.state : '');

  return (
    <>
      <Select
        label={t`Country`}
        required
        searchable
        allowDeselect={false}
        data={countries.data ?? [INDIA_OPTION]}
        value={value.countryCode || null}
        onChange={(code) => {
          const countryCode = code ?? INDIA_COUNTRY_CODE;
          if (countryCode === INDIA_COUNTRY_CODE) onChange({ countryCode, otherCity: '' });
          else onChange({ countryCode, state: '', city: '' });
        }}
        error={errors.countryCode}
        nothingFoundMessage={t`No country found`}
        autoComplete="off"
        disabled={disabled}
      />
      {isIndia ? (
        <>
          <Select
            label={t`State`}
            required
            searchable
            allowDeselect={false}
            placeholder={states.isPending ? t`Loading...` : t`Select state`}
            data={states.data ?? []}
            value={value.state || null}
            onChange={(state) => onChange({ state: state ?? '', city: '' })}
            error={errors.state}
            nothingFoundMessage={t`No state found`}
            autoComplete="off"
            disabled={disabled}
          />
          <Select
            label={t`City`}
            required
            searchable
            allowDeselect={false}
            limit={CITY_OPTIONS_SHOWN}
            placeholder={
              !value.state
                ? t`Select a state first`
                : cities.isPending
                  ? t`Loading...`
                  : t`Select or type the city`
            }
            data={cities.data ?? []}
            value={value.city || null}
            onChange={(city) => onChange({ city: city ?? '' })}
            error={errors.city}
            nothingFoundMessage={t`No city found`}
            autoComplete="off"
            disabled={disabled || !value.state}
          />
        </>
      ) : (
        <TextInput
          label={t`Other city`}
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
