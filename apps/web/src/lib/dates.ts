/** Experience dates travel as epoch seconds; the date pickers speak 'YYYY-MM-DD' (a day in India). */
const IST_OFFSET_SECONDS = 5.5 * 3600;

/** 'YYYY-MM-DD' as the start of that day in India time, in epoch seconds. */
export function dayToEpoch(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000;
  return utc - IST_OFFSET_SECONDS;
}

/** Epoch seconds as the India-time day 'YYYY-MM-DD'. */
export function epochToDay(epochSeconds: number): string {
  const d = new Date((epochSeconds + IST_OFFSET_SECONDS) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Today in India time, 'YYYY-MM-DD'. */
export function todayDay(): string {
  return epochToDay(Math.floor(Date.now() / 1000));
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
