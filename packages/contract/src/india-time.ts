/**
 * India time, the portal's one clock for calendar days: India is UTC+05:30 all year (no daylight
 * saving), so a fixed offset needs no time zone data. Instants travel as epoch seconds; calendar
 * days as 'YYYY-MM-DD' meaning that day in India. Server, web and bench use these and no other
 * definition of the offset. The day turns at 18:30 UTC.
 */

export const IST_OFFSET_SECONDS = 5.5 * 3600;
export const DAY_SECONDS = 86_400;

/** The calendar parts of an instant in India time. */
export function istParts(epochSeconds: number) {
  const d = new Date((epochSeconds + IST_OFFSET_SECONDS) * 1000);
  return {
    day: d.getUTCDate(),
    /** 0 = January. */
    month: d.getUTCMonth(),
    year: d.getUTCFullYear(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    /** 0 = Monday ... 6 = Sunday. */
    weekday: (d.getUTCDay() + 6) % 7,
  };
}

/** The India-time calendar day of an instant, 'YYYY-MM-DD'. */
export function istDay(epochSeconds: number): string {
  return new Date((epochSeconds + IST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** Today in India, 'YYYY-MM-DD' (`nowMs`: the clock, for tests). */
export function istToday(nowMs: number = Date.now()): string {
  return istDay(Math.floor(nowMs / 1000));
}

/** Midnight in India at the start of a 'YYYY-MM-DD' day, as epoch seconds; null if it is not a day. */
export function istDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return utc.getTime() / 1000 - IST_OFFSET_SECONDS;
}

/** The start (India midnight) of the India day holding `epochSeconds`. */
export function istStartOfDay(epochSeconds: number): number {
  const shifted = epochSeconds + IST_OFFSET_SECONDS;
  return shifted - (((shifted % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS) - IST_OFFSET_SECONDS;
}

/** The India midnight starting the month that holds `epochSeconds`. */
export function istMonthStart(epochSeconds: number): number {
  const p = istParts(epochSeconds);
  return Date.UTC(p.year, p.month, 1) / 1000 - IST_OFFSET_SECONDS;
}

/** A 'YYYY-MM-DD' day moved by `days` (calendar arithmetic, no clock involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in India time: '2026-05-31T23:59:59+05:30' (schema.org dates). */
export function istIso(epochSeconds: number): string {
  return `${new Date((epochSeconds + IST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19)}+05:30`;
}

/** An instant in India time as 'YYYYMMDDTHHMMSS' (iCalendar's DTSTART;TZID=Asia/Kolkata). */
export function istCompact(epochSeconds: number): string {
  return utcCompact(epochSeconds + IST_OFFSET_SECONDS);
}

/** An instant in UTC as 'YYYYMMDDTHHMMSS' (iCalendar's DTSTAMP, with a 'Z' after it). */
export function utcCompact(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 19).replace(/[-:]/g, '');
}
