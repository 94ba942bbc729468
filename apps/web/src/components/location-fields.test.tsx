import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { listCitiesOfState, listStatesOfCountry } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { lookupAnswers } from '../test/fake-lookups.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LocationFields, type LocationFieldsProps, type LocationValue } from './location-fields.tsx';

const EMPTY: LocationValue = { countryCode: INDIA_COUNTRY_CODE, state: '', city: '', otherCity: '' };

/** The fields in a form that applies each patch, as the registration forms do. */
function Form({
  initial = EMPTY,
  onChange,
  ...props
}: Partial<Omit<LocationFieldsProps, 'value'>> & { initial?: LocationValue }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationFields
      value={value}
      errors={{}}
      {...props}
      onChange={(patch) => {
        onChange?.(patch);
        setValue((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

/** A picker or text field by its label (a required one is named 'State *'). */
const field = (label: string) =>
  screen.getByRole(label === 'Other city' ? 'textbox' : 'combobox', { name: new RegExp(`^${label}`) });

describe('LocationFields', () => {
  it('for India asks for state and city (no other city); the city waits for a state', async () => {
    fakeApi(...lookupAnswers());
    renderWithProviders(<Form />);
    expect((field('Country') as HTMLInputElement).value).toBe('India');
    expect(field('State').getAttribute('required')).not.toBeNull();
    const city = field('City') as HTMLInputElement;
    expect(city.disabled).toBe(true);
    expect(city.getAttribute('placeholder')).toBe('Select a state first');
    expect(screen.queryByRole('textbox', { name: /^Other city/ })).toBeNull();
  });

  it("picks a state from the server's list, then a city of that state (without the 'All' entry)", async () => {
    const onChange = vi.fn();
    const api = fakeApi(...lookupAnswers());
    const { user } = renderWithProviders(<Form onChange={onChange} />);

    await user.click(field('State'));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: 'MH', city: '' });
    expect(api.requestsTo(listStatesOfCountry)[0]?.params).toEqual({ id: INDIA_COUNTRY_CODE });

    const city = field('City') as HTMLInputElement;
    expect(city.disabled).toBe(false);
    await user.click(city);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Pune', 'Mumbai']);
    expect(api.requestsTo(listCitiesOfState).map((r) => r.params.id)).toEqual(['MH']);
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect(onChange).toHaveBeenLastCalledWith({ city: 'MUM' });
    expect(city.value).toBe('Mumbai');
  });

  it('a new state clears the city', async () => {
    const onChange = vi.fn();
    fakeApi(...lookupAnswers());
    const { user } = renderWithProviders(
      <Form initial={{ ...EMPTY, state: 'MH', city: 'PUN' }} onChange={onChange} />,
    );
    await user.click(field('State'));
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: 'KA', city: '' });
    expect((field('City') as HTMLInputElement).value).toBe('');
  });

  it('another country hides state and city, clears them, and asks for the other city (upper-cased if asked)', async () => {
    const onChange = vi.fn();
    fakeApi(...lookupAnswers());
    const { user } = renderWithProviders(
      <Form initial={{ ...EMPTY, state: 'MH', city: 'PUN' }} onChange={onChange} upperCaseOtherCity />,
    );
    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'Nepal' }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'NP', state: '', city: '' });
    expect(screen.queryByRole('combobox', { name: /^State/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^City/ })).toBeNull();

    const other = field('Other city') as HTMLInputElement;
    expect(other.getAttribute('required')).not.toBeNull();
    await user.type(other, 'Kathmandu');
    expect(other.value).toBe('KATHMANDU');
    expect(onChange).toHaveBeenLastCalledWith({ otherCity: 'KATHMANDU' });

    await user.click(field('Country'));
    await user.click(await screen.findByRole('option', { name: 'India' }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: INDIA_COUNTRY_CODE, otherCity: '' });
  });

  it("shows each field's error on it, marked invalid", () => {
    fakeApi(...lookupAnswers());
    renderWithProviders(<Form errors={{ state: MSG.required, city: MSG.required }} />);
    expect(field('State').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
  });

  it('can be disabled as a whole (while the form is saving)', () => {
    fakeApi(...lookupAnswers());
    renderWithProviders(<Form initial={{ ...EMPTY, state: 'MH' }} disabled />);
    for (const label of ['Country', 'State', 'City']) {
      expect((field(label) as HTMLInputElement).disabled).toBe(true);
    }
  });
});
