import { saveMemberAdditionalInfo } from '@pp/contract/profiles';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import { AdditionalInfoModal } from './additional-info-modal.tsx';

const FIELD_MESSAGE = 'Please remove the link from this text.';

describe('AdditionalInfoModal (the life of a profile edit modal)', () => {
  it('opens with the saved text, sends the edited text trimmed and closes on success', async () => {
    const api = fakeApi(
      answer(saveMemberAdditionalInfo, (request) => ({
        additionalInfo: (request.body as { additionalInfo: string }).additionalInfo,
        Message: 'Saved',
      })),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <AdditionalInfoModal kind="member" opened value="Notice period: 30 days" onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit additional info' })).toBeTruthy();
    const field = screen.getByLabelText('Additional Info');
    expect((field as HTMLTextAreaElement).value).toBe('Notice period: 30 days');

    await fill(user, field, '  Can relocate to Pune.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(api.requestsTo(saveMemberAdditionalInfo).map((r) => r.body)).toEqual([
      { additionalInfo: 'Can relocate to Pune.' },
    ]);
  });

  it("stays open with the server's field message on the field when the save is refused", async () => {
    fakeApi(
      answer(
        saveMemberAdditionalInfo,
        () => new Refusal(FIELD_MESSAGE, 400, { additionalInfo: FIELD_MESSAGE }),
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <AdditionalInfoModal kind="member" opened value="" onClose={onClose} />,
    );
    const field = screen.getByLabelText('Additional Info');
    await fill(user, field, 'See www.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(FIELD_MESSAGE)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('See www.example.com');
    expect(onClose).not.toHaveBeenCalled();
  });
});
