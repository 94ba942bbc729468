/**
 * Dates of the admin screens: the pickers hold 'YYYY-MM-DD' in India time; the API takes epoch
 * seconds. The conversions are the contract's India-time module (@pp/contract/india-time).
 */
import { addDays, DAY_SECONDS, istDay, istDayStart, istToday } from '@pp/contract/india-time';

/** The India-time calendar day of an instant (epoch seconds) as 'YYYY-MM-DD'. */
export const isoDayOf = istDay;

/** Midnight (India time) of a 'YYYY-MM-DD' day, as epoch seconds (0 for a malformed day). */
export function epochOfIsoDay(iso: string): number {
  return istDayStart(iso) ?? 0;
}

export { addDays, DAY_SECONDS };

/** Today in India time. */
export const todayIso = istToday;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
