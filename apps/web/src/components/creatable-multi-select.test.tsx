import { CUSTOM_NAME_MAX, CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fill, optionNames, renderWithProviders } from '../test/render.tsx';
import { addOptionLabel, CreatableMultiSelect } from './creatable-multi-select.tsx';

const SKILLS = [
  { value: 'SKM-CG', label: 'Corporate Governance' },
  { value: 'SKM-SA', label: 'Secretarial Audit' },
];

let saved: string[] = [];

function Picker({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <CreatableMultiSelect
      label="Skill"
      data={SKILLS}
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
      nothingFoundMessage="No match"
      hidePickedOptions
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Skill' }) as HTMLInputElement;

describe('CreatableMultiSelect', () => {
  it('offers to add a name that matches no option; Enter adds it as typed, spaces collapsed', async () => {
    saved = [];
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), '  Tally   ERP 9');
    expect(optionNames()).toEqual([addOptionLabel('Tally ERP 9')]);
    await user.keyboard('{Enter}');
    expect(saved).toEqual(['Tally ERP 9']);
    expect(input().value).toBe('');
    // Shown as a chosen entry, under the name typed.
    expect(screen.getByText('Tally ERP 9')).toBeTruthy();
  });

  it('lists the matching options first and the add option last; a click on it adds the name', async () => {
    saved = [];
    const { user } = renderWithProviders(<Picker initial={['SKM-SA']} />);
    await user.click(input());
    await user.type(input(), 'Governance');
    expect(optionNames()).toEqual(['Corporate Governance', addOptionLabel('Governance')]);
    await user.click(screen.getByRole('option', { name: addOptionLabel('Governance') }));
    expect(saved).toEqual(['SKM-SA', 'Governance']);
  });

  it('picks the matching option on Enter, and offers no add option for an option named as typed', async () => {
    saved = [];
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), 'secretarial audit');
    expect(optionNames()).toEqual(['Secretarial Audit']);
    await user.keyboard('{Enter}');
    expect(saved).toEqual(['SKM-SA']);
  });

  it('does not offer a name that is too long or has other characters, and says why', async () => {
    const { user } = renderWithProviders(<Picker />);
    await user.click(input());
    await user.type(input(), 'Audit, Tax');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(CUSTOM_NAME_MSG.characters)).toBeTruthy();
    await fill(user, input(), 'x'.repeat(CUSTOM_NAME_MAX + 1));
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(CUSTOM_NAME_MSG.tooLong)).toBeTruthy();
  });

  it('shows a name chosen before as it is, and does not offer it twice', async () => {
    const { user } = renderWithProviders(<Picker initial={['SKM-CG', 'Forensic Audit']} />);
    expect(screen.getByText('Corporate Governance')).toBeTruthy();
    expect(screen.getByText('Forensic Audit')).toBeTruthy();
    await user.click(input());
    await user.type(input(), 'forensic audit');
    expect(optionNames()).toEqual([]);
  });
});
