import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { type ConfirmOptions, confirmAction } from './confirm.tsx';

/** Opens the confirmation as a page would, inside the app's providers with the modals manager. */
function ask(options: ConfirmOptions) {
  const view = renderWithProviders(<p>Page</p>, { modals: true });
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirmAction(options);
  });
  return { ...view, answer };
}

describe('confirmAction', () => {
  it('asks in a dialog with the title and message, and answers true on Confirm', async () => {
    const { user, answer } = ask({ title: 'Block this account?', message: 'The user cannot sign in.' });
    const dialog = await screen.findByRole('dialog', { name: 'Block this account?' });
    expect(dialog.textContent).toContain('The user cannot sign in.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers false on Cancel, with the labels given', async () => {
    const { user, answer } = ask({
      title: 'Delete?',
      message: 'Gone for good.',
      confirmLabel: 'Delete',
      cancelLabel: 'Keep it',
    });
    await screen.findByRole('dialog', { name: 'Delete?' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await expect(answer).resolves.toBe(false);
  });

  it('answers false when closed with Escape', async () => {
    const { user, answer } = ask({ title: 'Send the e-mail?', message: 'To 3 applicants.' });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the confirm button red for a destructive action only', async () => {
    const first = ask({ title: 'Remove?', message: 'x', danger: true, confirmLabel: 'Remove' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Remove' }).getAttribute('style')).toContain('red');
    first.unmount();

    ask({ title: 'Publish?', message: 'x', confirmLabel: 'Publish' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('style') ?? '').not.toContain('red');
  });
});
