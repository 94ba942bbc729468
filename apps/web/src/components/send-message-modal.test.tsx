import { messageMember } from '@pp/contract/corporates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, Refusal } from '../test/fake-api.ts';
import { meAnswer } from '../test/fake-auth.ts';
import { fill, renderWithProviders } from '../test/render.tsx';
import { SendMessageModal } from './send-message-modal.tsx';

const CANDIDATE = { userCode: 'M-1', name: 'Ananya Rao' };

function renderModal() {
  return renderWithProviders(<SendMessageModal kind="member" candidate={CANDIDATE} onClose={() => {}} />, {
    notifications: true,
  });
}

/** The toasts on screen with this text (Mantine's notification is an alert). */
function toastsSaying(text: string) {
  return screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(text));
}

async function send(user: ReturnType<typeof renderModal>['user']) {
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('a failed send is shown once', () => {
  it('shows a refusal without field messages as exactly one notification, even when sent twice', async () => {
    const refusal = 'The candidate can no longer be messaged.';
    const api = fakeApi(answer(messageMember, () => new Refusal(refusal, 409)));
    const { user } = renderModal();
    await fill(user, screen.getByLabelText(/Message/), 'Please call us about the opening.');
    await send(user);
    await waitFor(() => expect(toastsSaying(refusal)).toHaveLength(1));
    await send(user);
    await waitFor(() => expect(api.requestsTo(messageMember)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-loading')).toBe(false),
    );
    expect(toastsSaying(refusal)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a refusal naming the field beside the field only, with no notification', async () => {
    const fieldMessage = 'The message may not contain links.';
    fakeApi(answer(messageMember, () => new Refusal(fieldMessage, 400, { message: fieldMessage })));
    const { user } = renderModal();
    const input = screen.getByLabelText(/Message/);
    await fill(user, input, 'See http://example.com');
    await send(user);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(fieldMessage)).toHaveLength(1);
    expect(toastsSaying(fieldMessage)).toHaveLength(0);
  });
});

describe('who the mail is from', () => {
  it("tells an employer that the candidate can reply to the company's contact e-mail", async () => {
    fakeApi(meAnswer('corporate'));
    renderModal();
    expect(await screen.findByText(/with your company's contact e-mail to reply to/)).toBeTruthy();
  });

  it('tells an admin that the mail goes from the placement cell, with no company wording', async () => {
    fakeApi(meAnswer('admin'));
    renderModal();
    expect(
      await screen.findByText('The message is e-mailed to the candidate from the placement cell.'),
    ).toBeTruthy();
    expect(screen.queryByText(/your company/)).toBeNull();
  });
});
