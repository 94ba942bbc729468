import { describe, expect, it } from 'vitest';
import { dayToEpoch, epochToDay } from './dates.ts';

describe('experience dates', () => {
  it('maps a picked day to the start of that day in India and back', () => {
    const epoch = dayToEpoch('2024-03-01');
    expect(epoch).toBe(Date.UTC(2024, 1, 29, 18, 30) / 1000);
    expect(epochToDay(epoch!)).toBe('2024-03-01');
    // Late evening in India is still the same day.
    expect(epochToDay(epoch! + 23 * 3600)).toBe('2024-03-01');
  });

  it('refuses what is not a day', () => {
    expect(dayToEpoch('01/03/2024')).toBeNull();
    expect(dayToEpoch('')).toBeNull();
  });
});

describe('typed days', () => {
  it('reads day-first dates and refuses impossible ones', async () => {
    const { parseDay } = await import('./dates.ts');
    expect(parseDay('05/03/2021')).toBe('2021-03-05');
    expect(parseDay('5-3-2021')).toBe('2021-03-05');
    expect(parseDay('31/02/2021')).toBeNull();
    expect(parseDay('2021-03-05')).toBeNull();
  });
});
