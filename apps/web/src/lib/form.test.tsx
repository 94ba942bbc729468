import { Button, TextInput } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { useForm } from './form.ts';

function NameForm() {
  const form = useForm({
    initialValues: { name: '', city: '' },
    validate: {
      name: (value: string) => (value ? null : MSG.required),
      city: (value: string) => (value ? null : MSG.selectLocation),
    },
  });
  return (
    <form onSubmit={form.onSubmit(() => {})} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      {/* A field given its error by hand, as the location pickers are. */}
      <TextInput label="City" value={form.values.city} onChange={() => {}} error={form.errors.city} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useForm (lib/form.ts)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows a rule's contract message word for word in English and in Hindi after a switch", async () => {
    const { user } = renderWithProviders(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(screen.getByText(MSG.selectLocation)).toBeTruthy();

    await activateLanguage('hi');
    expect(await screen.findByText('यह फ़ील्ड आवश्यक है', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByText(MSG.required)).toBeNull();
    expect(screen.queryByText(MSG.selectLocation)).toBeNull();
  });
});

describe('a failed submit (lib/form.ts)', () => {
  it('moves the focus to the first invalid field of the form, not to one of another form', async () => {
    const { user } = renderWithProviders(
      <>
        {/* An invalid field outside the form, before it on the page. */}
        <TextInput label="Elsewhere" error="Wrong" />
        <NameForm />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
