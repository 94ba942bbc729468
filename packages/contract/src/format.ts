import { CURRENCY } from './constants.ts';
import { istParts } from './india-time.ts';

export const NOT_DISCLOSED = 'Not disclosed';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const inrFormatter = new Intl.NumberFormat(CURRENCY.locale, { maximumFractionDigits: 2 });

/** Experience is stored in months and shown in years, rounded up. */
export function monthsToYears(months: number): number {
  return Math.ceil(months / 12);
}

export function formatExperienceRange(minMonths: number, maxMonths: number): string {
  if (!maxMonths) return NOT_DISCLOSED;
  return `${monthsToYears(minMonths)} - ${monthsToYears(maxMonths)}`;
}

/** A number with Indian grouping (12,34,567). */
export function formatIndian(value: number): string {
  return inrFormatter.format(value);
}

/** INR amounts in lakhs (divided by 100000), with Indian grouping. */
export function formatLakhs(amount: number): string {
  return inrFormatter.format(amount / 100000);
}

/**
 * The label of a job's salary where the spec leaves it open (tiles, job details, the admin's
 * summary): the spec's most used word, CTC, with the unit of its posted-jobs column; a foreign
 * currency is named in the value ('In USD'). Ours.
 */
export function salaryLabel(currency: string = CURRENCY.code): string {
  return currency === CURRENCY.code ? 'CTC (lacs INR)' : 'CTC';
}

export function formatSalaryRange(min: number, max: number, currency: string = CURRENCY.code): string {
  if (!max) return NOT_DISCLOSED;
  if (currency === CURRENCY.code) return `${formatLakhs(min)} - ${formatLakhs(max)}`;
  return `${min} - ${max} In ${currency}`;
}

export function formatStipend(amount: number): string {
  if (!amount) return NOT_DISCLOSED;
  return `${CURRENCY.symbol} ${formatIndian(amount)}`;
}

/** Training duration: '1 Month' or 'N Months'. */
export function formatDurationMonths(months: number): string {
  return months === 1 ? '1 Month' : `${months} Months`;
}

/** Certification course duration in years and months. */
export function formatYearsAndMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts: string[] = [];
  if (years) parts.push(`${years} ${years === 1 ? 'Year' : 'Years'}`);
  if (months || !years) parts.push(`${months} ${months === 1 ? 'Month' : 'Months'}`);
  return parts.join(' ');
}

/** Epoch seconds shown as a date in India time: '21-Nov-2026'. */
export function formatDate(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined) return '';
  const p = istParts(epochSeconds);
  return `${String(p.day).padStart(2, '0')}-${MONTHS[p.month]}-${p.year}`;
}

/** Epoch seconds shown with the time of day in India time: '21-Nov-2026 14:05'. */
export function formatDateTime(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined) return '';
  const p = istParts(epochSeconds);
  return `${formatDate(epochSeconds)} ${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}`;
}

export function toEpochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Cuts text to `max` characters with an ellipsis; `truncated` tells whether a Read more is needed. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: `${text.slice(0, max)}...`, truncated: true };
}

/** Masks a mobile number for display: all but the last 2 digits hidden. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 2) return mobile;
  return `${'X'.repeat(mobile.length - 2)}${mobile.slice(-2)}`;
}

/** Masks an e-mail: first and last letter of the local part kept. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local[0] ?? ''}***@${domain}`;
  return `${local[0]}${'*'.repeat(local.length - 2)}${local.slice(-1)}@${domain}`;
}
