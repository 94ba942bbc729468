import { i18n } from '@lingui/core';
import { listPasskeys, type PasskeyItem, removePasskey, renamePasskey } from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { messages as hindi } from '../locales/hi.po';
import { PasskeysSection } from './passkeys-section.tsx';

/** 21-Nov-2026 09:30 India time, in epoch seconds. */
const ADDED = 1795233600;

/** A fake server holding the user's passkeys, changed by rename and remove as the real one is. */
function server(start: PasskeyItem[]) {
  let passkeys = [...start];
  return fakeApi(
    answer(listPasskeys, () => ({ passkeys })),
    answer(renamePasskey, ({ params, body }) => {
      const found = passkeys.find((p) => p.code === params.code);
      if (!found) return new Refusal(OUR_MSG.passkeyNotFound, 404);
      const renamed = { ...found, name: (body as { name: string }).name };
      passkeys = passkeys.map((p) => (p.code === params.code ? renamed : p));
      return renamed;
    }),
    answer(removePasskey, ({ params }) => {
      passkeys = passkeys.filter((p) => p.code !== params.code);
      return { Message: OUR_MSG.passkeyRemoved };
    }),
  );
}

const phone: PasskeyItem = {
  code: 'pk1',
  name: 'My phone',
  createdAt: ADDED,
  lastUsedAt: null,
  backedUp: true,
};
const laptop: PasskeyItem = {
  code: 'pk2',
  name: 'Laptop',
  createdAt: ADDED,
  lastUsedAt: ADDED + 86_400,
  backedUp: false,
};

describe('PasskeysSection', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('lists each passkey with when it was added and last used', async () => {
    server([laptop, phone]);
    renderWithProviders(<PasskeysSection />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Laptop');
    expect(first?.textContent).toContain('Added 21-Nov-2026 09:30');
    expect(first?.textContent).toContain('Last used 22-Nov-2026 09:30');
    expect(second?.textContent).toContain('Not used to sign in yet');
    // jsdom has no WebAuthn: the page says so instead of offering a button that cannot work.
    expect(screen.getByText(/This browser cannot make passkeys/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('says when there are none', async () => {
    server([]);
    renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
  });

  it('renames a passkey in place, refusing an empty name, and says so in the status', async () => {
    const api = server([phone]);
    const { user } = renderWithProviders(<PasskeysSection />);
    await user.click(await screen.findByRole('button', { name: "Rename the passkey 'My phone'" }));
    const input = screen.getByRole('textbox', { name: /^New name for the passkey 'My phone'/ });
    expect(document.activeElement).toBe(input);
    await fill(user, input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo(renamePasskey)).toEqual([]);

    await fill(user, input, 'Pixel 9');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe("The passkey has been renamed to 'Pixel 9'."),
    );
    expect(api.requestsTo(renamePasskey).map((r) => r.body)).toEqual([{ name: 'Pixel 9' }]);
    expect(await screen.findByRole('button', { name: "Rename the passkey 'Pixel 9'" })).toBeTruthy();
  });

  it('removes a passkey after a confirmation', async () => {
    const api = server([phone]);
    const { user } = renderWithProviders(<PasskeysSection />, { modals: true });
    await user.click(await screen.findByRole('button', { name: "Remove the passkey 'My phone'" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("The passkey 'My phone' has been removed.");
    expect(api.requestsTo(removePasskey)).toHaveLength(1);
  });

  it('reads in Hindi', async () => {
    i18n.load('hi', hindi);
    i18n.activate('hi');
    server([phone]);
    renderWithProviders(<PasskeysSection />);
    expect(screen.getByRole('heading', { name: 'पासकी' })).toBeTruthy();
    expect(await screen.findByText('अभी तक साइन इन के लिए उपयोग नहीं की गई')).toBeTruthy();
    expect(screen.getByRole('button', { name: "पासकी 'My phone' हटाएँ" })).toBeTruthy();
  });
});
