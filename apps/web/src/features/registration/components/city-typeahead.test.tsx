import { listCities } from '@pp/contract/lookups';
import { CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addOptionLabel } from '../../../components/creatable-multi-select.tsx';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { optionNames, renderWithProviders } from '../../../test/render.tsx';
import { CityTypeahead } from './city-typeahead.tsx';

const CITIES = [
  { code: 'IN-MH-PUNE', name: 'Pune', stateCode: 'IN-MH', stateName: 'Maharashtra' },
  { code: 'IN-MH-MUMBAI', name: 'Mumbai', stateCode: 'IN-MH', stateName: 'Maharashtra' },
];

/** `config/city?state=&q=`: the cities of the state whose names contain q. */
function server() {
  return fakeApi(
    answer(listCities, ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const list = CITIES.filter(
        (c) => c.stateCode === query.get('state') && c.name.toLowerCase().includes(q),
      );
      return { list, total: list.length };
    }),
  );
}

let chosen = '';

function Picker() {
  const [value, setValue] = useState('');
  return (
    <CityTypeahead
      stateCode="IN-MH"
      value={value}
      onChange={(next) => {
        chosen = next;
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: /^City/ }) as HTMLInputElement;

describe('CityTypeahead (student registration, spec 1 section 5)', () => {
  it('offers a city the list lacks as typed; Enter keeps the name, spaces collapsed', async () => {
    server();
    chosen = '';
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), ' Lonavala   Hill');
    // Once the server has answered the typed text: no city matches, the name is offered.
    await waitFor(() => expect(optionNames()).toEqual([addOptionLabel('Lonavala Hill')]));
    await user.keyboard('{Enter}');
    expect(chosen).toBe('Lonavala Hill');
    expect(input().value).toBe('Lonavala Hill');
  });

  it("lists the server's matches first; Enter picks the city's code, a click on the add option the name", async () => {
    server();
    chosen = '';
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), 'pun');
    await waitFor(() => expect(optionNames()).toEqual(['Pune', addOptionLabel('pun')]));
    await user.keyboard('{Enter}');
    expect(chosen).toBe('IN-MH-PUNE');
    expect(input().value).toBe('Pune');

    await user.clear(input());
    await user.type(input(), 'Mumbai Suburban');
    await user.click(await screen.findByRole('option', { name: addOptionLabel('Mumbai Suburban') }));
    expect(chosen).toBe('Mumbai Suburban');
  });

  it('offers no name with characters a name cannot have, and says why', async () => {
    server();
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), 'Pune; East');
    expect(await screen.findByText(CUSTOM_NAME_MSG.characters)).toBeTruthy();
    expect(optionNames()).toEqual([]);
  });
});
