import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ReadMore } from './read-more.tsx';

const LONG = 'Assist the company secretary with board meetings, minutes and annual filings.';

describe('ReadMore', () => {
  it('shows a short text whole, with no link', () => {
    renderWithProviders(<ReadMore text="Board meetings." max={40} />);
    expect(screen.getByText('Board meetings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it('shows nothing for a missing text', () => {
    renderWithProviders(
      <p>
        About: <ReadMore text={null} max={40} />
      </p>,
    );
    expect(screen.getByText('About:').textContent).toBe('About: ');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("cuts a long text at max characters and opens the whole text in a dialog named by 'title'", async () => {
    const { user } = renderWithProviders(<ReadMore text={LONG} max={20} title="Job description" />);
    expect(screen.getByText(`${LONG.slice(0, 20)}...`)).toBeTruthy();
    expect(screen.queryByText(LONG)).toBeNull();
    const link = screen.getByRole('button', { name: 'Read More: Job description' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Job description' });
    expect(within(dialog).getByText(LONG)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is opened by keyboard and closed with Escape', async () => {
    const { user } = renderWithProviders(<ReadMore text={LONG} max={20} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read More' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Read more' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cuts HTML by its words, not its tags, and shows the markup in the dialog', async () => {
    const html =
      '<p>Draft <strong>board resolutions</strong> and file annual returns with the registrar.</p>';
    const { user } = renderWithProviders(<ReadMore text={html} max={30} html />);
    expect(screen.getByText('Draft board resolutions and fi...')).toBeTruthy();
    expect(document.querySelector('strong')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const strong = within(screen.getByRole('dialog')).getByText('board resolutions');
    expect(strong.tagName).toBe('STRONG');
  });

  it("names each button for what it opens: the text's title and what it belongs to", () => {
    renderWithProviders(
      <>
        <ReadMore text={LONG} max={20} title="Skills" of="Senior Company Secretary" />
        <ReadMore text={LONG} max={20} title="Skills" of="Compliance Officer" />
      </>,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Read More: Skills, Senior Company Secretary',
      'Read More: Skills, Compliance Officer',
    ]);
    // The name begins with the words shown (WCAG 2.5.3, label in name).
    for (const b of screen.getAllByRole('button'))
      expect(b.getAttribute('aria-label')?.startsWith(b.textContent ?? '-')).toBe(true);
  });
});
