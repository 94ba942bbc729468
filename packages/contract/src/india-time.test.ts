import { describe, expect, it } from 'vitest';
import {
  addDays,
  istCompact,
  istDay,
  istDayStart,
  istIso,
  istMonthStart,
  istParts,
  istStartOfDay,
  istToday,
  utcCompact,
} from './india-time.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('India time', () => {
  it('turns the day at 18:30 UTC', () => {
    expect(istDay(at('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(istDay(at('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
    expect(istToday(Date.parse('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istStartOfDay(at('2026-03-14T18:29:59Z'))).toBe(at('2026-03-13T18:30:00Z'));
    expect(istStartOfDay(at('2026-03-14T18:30:00Z'))).toBe(at('2026-03-14T18:30:00Z'));
  });

  it('converts a day to its India midnight and back, and refuses non-days', () => {
    expect(istDayStart('2026-03-15')).toBe(at('2026-03-14T18:30:00Z'));
    expect(istDay(istDayStart('2026-03-15')!)).toBe('2026-03-15');
    expect(istDayStart('2026-02-30')).toBeNull();
    expect(istDayStart('15-03-2026')).toBeNull();
  });

  it('gives parts, weekday (Monday 0), month start and calendar arithmetic', () => {
    // 2026-03-16 is a Monday; 18:30 UTC on the Sunday before is already Monday in India.
    expect(istParts(at('2026-03-15T18:30:00Z'))).toMatchObject({
      year: 2026,
      month: 2,
      day: 16,
      weekday: 0,
      hours: 0,
    });
    expect(istMonthStart(at('2026-03-31T18:30:00Z'))).toBe(at('2026-03-31T18:30:00Z'));
    expect(istMonthStart(at('2026-03-31T18:29:00Z'))).toBe(at('2026-02-28T18:30:00Z'));
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('writes an instant as ISO 8601 in India time and in the compact forms of iCalendar', () => {
    // 18:29:59 UTC is the last second of the India day.
    expect(istIso(at('2026-05-31T18:29:59Z'))).toBe('2026-05-31T23:59:59+05:30');
    expect(istCompact(at('2026-05-31T18:30:00Z'))).toBe('20260601T000000');
    expect(utcCompact(at('2026-05-31T18:30:05Z'))).toBe('20260531T183005');
  });
});
