import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DateInput } from './date-input.tsx';

/**
 * Every calendar of the portal (components/date-input.tsx): its arrow buttons have names
 * (WCAG 4.1.2) and its weekend and outside-month days take the class whose colours reach 4.5:1
 * (app.css, "Calendar days").
 */
describe('a calendar opened from a date field', () => {
  it('names its previous and next month buttons, and months and years on the other levels', async () => {
    const { user } = renderWithProviders(<DateInput label="Interview date" defaultDate="2026-11-15" />);
    await user.click(screen.getByRole('textbox', { name: 'Interview date' }));
    const previous = await screen.findByRole('button', { name: 'Previous month' });
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'November 2026' }));
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2026' }));
    expect(screen.getByRole('button', { name: 'Previous decade' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next decade' })).toBeTruthy();
    expect(previous.isConnected).toBe(false);
  });

  it('gives its weekend and outside-month days the class that colours them legibly', async () => {
    const { user } = renderWithProviders(<DateInput label="Interview date" defaultDate="2026-11-15" />);
    await user.click(screen.getByRole('textbox', { name: 'Interview date' }));
    await screen.findByRole('button', { name: 'Previous month' });
    const days = document.querySelectorAll('.pp-calendar-day');
    // Six weeks of seven days, November 2026 and the days of October and December around it.
    expect(days.length).toBeGreaterThanOrEqual(35);
    expect(document.querySelectorAll('.pp-calendar-day[data-weekend]').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.pp-calendar-day[data-outside]').length).toBeGreaterThan(0);
  });
});
