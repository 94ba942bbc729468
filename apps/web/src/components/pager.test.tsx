import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Pager } from './pager.tsx';

describe('Pager (spec 2 section 4 Paging)', () => {
  it('on page 1 with a full page offers only Next, and Next asks for page 2', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Pager page={1} pageSize={10} count={10} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('1–10');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('on the last page by the total offers only Previous and shows the total', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Pager page={2} pageSize={10} count={10} total={20} onChange={onChange} />,
    );
    expect(screen.getByText('11–20 of 20')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('shows nothing when everything fits on one page', () => {
    renderWithProviders(<Pager page={1} pageSize={10} count={4} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names an empty page past the end by its number, with the way back', () => {
    renderWithProviders(<Pager page={3} pageSize={10} count={0} onChange={() => {}} />);
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('cannot be used while disabled, by mouse or keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Pager page={2} pageSize={10} count={10} onChange={onChange} disabled />,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(next);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is used by keyboard: Tab to Next, Enter pages on', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Pager page={2} pageSize={10} count={10} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });
});
