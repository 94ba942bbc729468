import { istDay, istDayStart, istToday } from '@pp/contract/india-time';

/** Experience dates travel as epoch seconds; the date pickers speak 'YYYY-MM-DD' (a day in India). */

/** 'YYYY-MM-DD' as the start of that day in India time, in epoch seconds. */
export const dayToEpoch = istDayStart;

/** Epoch seconds as the India-time day 'YYYY-MM-DD'. */
export const epochToDay = istDay;

/** Today in India time, 'YYYY-MM-DD'. */
export function todayDay(): string {
  return istToday();
}

export const DAY_FORMAT = 'DD/MM/YYYY';

/** A typed day, day first as written in India ('05/03/2021', '5-3-2021', '05.03.2021'), as 'YYYY-MM-DD'. */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
