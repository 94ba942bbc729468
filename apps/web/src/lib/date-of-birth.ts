/** Dates of birth: typed as DD/MM/YYYY (or picked), sent as YYYY-MM-DD. */

export const DATE_OF_BIRTH_FORMAT = 'DD/MM/YYYY';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today on this device, as YYYY-MM-DD: a date of birth cannot be after it. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Reads '05/03/1990', '5-3-1990', '05.03.1990' (day first, as written in India) or '1990-03-05'. */
export function parseDateOfBirth(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dayFirst) return isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}
