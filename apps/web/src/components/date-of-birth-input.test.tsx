import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DateOfBirthInput } from './date-of-birth-input.tsx';

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateOfBirthInput
      initialYear={1995}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateOfBirthInput', () => {
  it('asks for the date day first, with a numeric keyboard and the birthday autofill', () => {
    renderWithProviders(<Controlled onChange={() => {}} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('bday');
  });

  it('reads a typed DD/MM/YYYY date as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    await user.type(input, '05/03/1990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1990-03-05');
    expect(input.value).toBe('05/03/1990');
  });

  it('takes no impossible date and no date after today', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    await user.type(input, '31/02/1990');
    await user.tab();
    await user.clear(input);
    const nextYear = new Date().getFullYear() + 1;
    await user.type(input, `01/01/${nextYear}`);
    await user.tab();
    expect(onChange.mock.calls.filter(([value]) => value !== null)).toEqual([]);
    expect(input.value).toBe('');
  });

  it('opens a calendar on the years around the initial year, and a date can be picked from it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.click(screen.getByLabelText('Date of birth'));
    await user.click(await screen.findByRole('button', { name: '1995' }));
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    await user.click(screen.getByRole('button', { name: '5 March 1995' }));
    expect(onChange).toHaveBeenLastCalledWith('1995-03-05');
  });
});
