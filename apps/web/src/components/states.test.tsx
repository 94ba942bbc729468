import { Button } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, NETWORK_ERROR } from '../lib/api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

/** The three states every screen has (CODE_STYLE.md): loading, empty and error. */

describe('EmptyState', () => {
  it("says the spec's empty-list text as a status by default", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByRole('status').textContent).toContain(MSG.noRecords);
  });

  it('shows its own message, a second line and an action', async () => {
    const post = vi.fn();
    const { user } = renderWithProviders(
      <EmptyState
        message="No jobs posted yet"
        description="Your jobs appear here."
        action={<Button onClick={post}>Post a job</Button>}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No jobs posted yet');
    expect(status.textContent).toContain('Your jobs appear here.');
    expect(status.textContent).not.toContain(MSG.noRecords);
    await user.click(within(status).getByRole('button', { name: 'Post a job' }));
    expect(post).toHaveBeenCalledOnce();
  });
});

describe('ErrorState', () => {
  it("shows the call's own message in an alert under the default title", () => {
    renderWithProviders(<ErrorState error={new ApiCallError('Session not found, login to continue', 401)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load this');
    expect(alert.textContent).toContain('Session not found, login to continue');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says the network message for a failure without a message of its own', () => {
    renderWithProviders(<ErrorState error={{}} title="Could not load the jobs" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the jobs');
    expect(alert.textContent).toContain(NETWORK_ERROR);
  });

  it("prefers the caller's message to the error's", () => {
    renderWithProviders(<ErrorState error={new Error('raw')} message="The list is not available." />);
    expect(screen.getByRole('alert').textContent).toContain('The list is not available.');
    expect(screen.getByRole('alert').textContent).not.toContain('raw');
  });

  it("offers 'Try again', which calls onRetry, and shows it busy while retrying", async () => {
    const onRetry = vi.fn();
    const { user, unmount } = renderWithProviders(<ErrorState error={new Error('x')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();

    renderWithProviders(<ErrorState error={new Error('x')} onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LoadingState', () => {
  it("announces 'Loading...' politely, or the label given", () => {
    const { unmount } = renderWithProviders(<LoadingState />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading...');
    unmount();

    renderWithProviders(<LoadingState label="Loading applicants..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading applicants...');
  });
});
