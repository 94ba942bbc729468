import { describe, expect, it } from 'vitest';
import { DAY_SECONDS, istDayStart } from './india-time.ts';
import { trainingExpired, trainingStatusLabel } from './trainings.ts';

describe('training status shown', () => {
  const endDay = istDayStart('2025-03-10')!;
  // The application window closes at the end of the India day of trainingEndDate.
  const lastMoment = endDay + DAY_SECONDS - 1;
  const nextDay = endDay + DAY_SECONDS;

  it('is Open while active and inside the window, Closed once blocked', () => {
    expect(trainingStatusLabel({ status: 'active', trainingEndDate: endDay }, lastMoment)).toBe('Open');
    expect(trainingStatusLabel({ status: 'blocked', trainingEndDate: endDay }, lastMoment)).toBe('Closed');
  });

  it('is never Open after the last India day of applications', () => {
    expect(trainingExpired(endDay, lastMoment)).toBe(false);
    expect(trainingExpired(endDay, nextDay)).toBe(true);
    expect(trainingStatusLabel({ status: 'active', trainingEndDate: endDay }, nextDay)).toBe('Closed');
  });
});
