import { TextInput } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { requiredText } from '@pp/contract/validators';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useForm } from '../lib/form.ts';
import { emulateScreenWidth, PHONE_WIDTH } from '../test/media.ts';
import { fill, renderWithProviders } from '../test/render.tsx';
import { CharCount, FormModal, numberOrUndefined, validateWith } from './form-modal.tsx';

/** The API body names the field 'headline'; the form calls it 'title' (the `rename` of validateWith). */
const schema = z.object({ headline: requiredText(20) });

interface Values {
  title: string;
}

function TitleModal({
  onSave,
  onClose = () => {},
  saving = false,
}: {
  onSave: (values: Values) => void;
  onClose?: () => void;
  saving?: boolean;
}) {
  const form = useForm<Values>({
    initialValues: { title: '' },
    validate: validateWith(schema, (v: Values) => ({ headline: v.title }), { headline: 'title' }),
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="Edit headline"
      onSubmit={form.onSubmit(onSave)}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="Headline" {...form.getInputProps('title')} />
    </FormModal>
  );
}

describe('FormModal', () => {
  it('is a dialog named by its title, with Cancel and Save', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TitleModal onSave={() => {}} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit headline' });
    expect(dialog.hasAttribute('data-full-screen')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("checks the form with the contract's rules: an empty field shows the contract's message on it", async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<TitleModal onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Headline');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.required)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, 'Company secretary');
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).toEqual({ title: 'Company secretary' });
  });

  it("shows the contract's length limit too", async () => {
    const { user } = renderWithProviders(<TitleModal onSave={() => {}} />);
    await fill(user, screen.getByLabelText('Headline'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Maximum 20 characters allowed')).toBeTruthy();
  });

  it('closes on Escape, but not while saving; while saving Cancel is disabled', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<TitleModal onSave={() => {}} onClose={onClose} saving />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('data-loading')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    const idle = renderWithProviders(<TitleModal onSave={() => {}} onClose={onClose} />);
    await idle.user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('fills the screen on a phone', () => {
    emulateScreenWidth(PHONE_WIDTH);
    renderWithProviders(<TitleModal onSave={() => {}} />);
    expect(screen.getByRole('dialog').getAttribute('data-full-screen')).toBe('true');
  });
});

describe('CharCount', () => {
  it('counts the trimmed characters used of the limit, politely announced', () => {
    renderWithProviders(<CharCount value="  hello " max={10} />);
    const count = screen.getByText('5 / 10');
    expect(count.getAttribute('aria-live')).toBe('polite');
  });
});

describe('numberOrUndefined', () => {
  it('reads a NumberInput value', () => {
    expect(numberOrUndefined(12)).toBe(12);
    expect(numberOrUndefined('7.5')).toBe(7.5);
    expect(numberOrUndefined(' ')).toBeUndefined();
    expect(numberOrUndefined('abc')).toBeUndefined();
    expect(numberOrUndefined(Number.NaN)).toBeUndefined();
  });
});
