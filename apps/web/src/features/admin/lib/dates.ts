/**
 * Dates of the admin screens: the pickers hold 'YYYY-MM-DD' in India time; the API takes epoch
 * seconds. India is UTC+05:30 all year, so the conversion needs no time zone data.
 */

const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;

/** The India-time calendar day of an instant (epoch seconds) as 'YYYY-MM-DD'. */
export function isoDayOf(epochSeconds: number): string {
  return new Date(epochSeconds * 1000 + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight (India time) of a 'YYYY-MM-DD' day, as epoch seconds. */
export function epochOfIsoDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Math.floor((Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - IST_OFFSET_MS) / 1000);
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Today in India time. */
export function todayIso(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export const DAY_SECONDS = DAY_MS / 1000;
