import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { descriptionsOf } from '../test/describedby.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PasswordField } from './password-field.tsx';

function Controlled({ error, description }: { error?: string; description?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      description={description}
      error={error}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('PasswordField', () => {
  it('hides the password; a named toggle, reached by Tab, shows it', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, 'Secret@123');
    expect(input.value).toBe('Secret@123');

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(input.type).toBe('text');
  });

  it('is neither invalid nor described when it has no error or hint', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is marked invalid and described by its error', () => {
    renderWithProviders(<Controlled error="Please enter password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(input)).toEqual(['Please enter password']);
  });

  it('is described by both its hint and its error', () => {
    renderWithProviders(<Controlled description="At least 8 characters" error="Too short" />);
    expect(descriptionsOf(screen.getByLabelText('Password')).sort()).toEqual([
      'At least 8 characters',
      'Too short',
    ]);
  });

  it('is not auto-corrected or capitalised by a phone keyboard', () => {
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });
});
