import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GENDERS, MARITAL_STATUSES, MONTHS } from './resume-schema.ts';

/** Spec 3 section 9: experience and training years from 1950 to this year plus 9. */
export const FIRST_EXPERIENCE_YEAR = 1950;
export const EXPERIENCE_YEARS_AHEAD = 9;
/** Spec 3 section 9: years of passing from this year down to 1947. */
export const FIRST_PASSING_YEAR = 1947;
/** Spec 3 section 9: education duration 1 to 5 years. */
export const MAX_DURATION_YEARS = 5;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let year = from; year >= to; year -= 1) out.push(year);
  return out;
}

/** Experience and training years, newest first: this year + 9 down to 1950. */
export function experienceYears(now: Date = new Date()): string[] {
  return range(now.getFullYear() + EXPERIENCE_YEARS_AHEAD, FIRST_EXPERIENCE_YEAR).map(String);
}

/** Years of passing: this year down to 1947. */
export function passingYears(now: Date = new Date()): string[] {
  return range(now.getFullYear(), FIRST_PASSING_YEAR).map(String);
}

/** '1 Year', '3 Years': an education's duration, in the form and on the resume. */
export function durationLabel(years: number): MessageDescriptor {
  return years === 1 ? msg`1 Year` : msg`${years} Years`;
}

export const DURATION_OPTIONS = Array.from({ length: MAX_DURATION_YEARS }, (_, i) => ({
  value: String(i + 1),
  label: durationLabel(i + 1),
}));

export const MONTH_OPTIONS: string[] = [...MONTHS];
export const GENDER_OPTIONS: string[] = [...GENDERS];
export const MARITAL_STATUS_OPTIONS: string[] = [...MARITAL_STATUSES];

/** The stored values stay English (they are the data); the reader sees them in their language. */
export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Others: msg`Others`,
};
export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], MessageDescriptor> = {
  Married: msg`Married`,
  Single: msg`Single`,
  Divorced: msg`Divorced`,
  Widowed: msg`Widowed`,
};

const monthNameCache = new Map<string, string[]>();

/**
 * The twelve month names in the reader's language, 'long' ('January', 'जनवरी') or 'short' ('Jan',
 * 'जन॰'); English short names are the first three letters, as the portal writes dates.
 */
export function monthNames(language: string, width: 'long' | 'short'): string[] {
  const key = `${language}:${width}`;
  let names = monthNameCache.get(key);
  if (!names) {
    if (language === 'en') names = width === 'long' ? [...MONTHS] : MONTHS.map((month) => month.slice(0, 3));
    else {
      const format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : language, {
        month: width,
        timeZone: 'UTC',
      });
      names = MONTHS.map((_, index) => format.format(Date.UTC(2000, index, 1)));
    }
    monthNameCache.set(key, names);
  }
  return names;
}

/** A stored month ('April') in the reader's language, or '' when it is not a month. */
export function monthLabel(month: string, i18n: I18n, width: 'long' | 'short' = 'long'): string {
  const index = (MONTHS as readonly string[]).indexOf(month);
  return index >= 0 ? (monthNames(i18n.locale, width)[index] ?? '') : '';
}

/** A gender or marital status as stored, in the reader's language ('' stays ''). */
export function choiceLabel(value: string, i18n: I18n): string {
  const labels: Record<string, MessageDescriptor> = { ...GENDER_LABELS, ...MARITAL_STATUS_LABELS };
  const label = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return label ? i18n._(label) : value;
}

/**
 * Designations offered when the role list of the portal cannot be loaded (offline, server
 * down): the builder must keep working. 'Other' is always added last.
 */
export const FALLBACK_DESIGNATIONS = [
  'Company Secretary',
  'Company Secretary & Compliance Officer',
  'Assistant Company Secretary',
  'Practising Company Secretary',
  'Compliance Officer',
  'Legal & Secretarial Manager',
  'Secretarial Executive',
  'Secretarial Associate',
  'Management Trainee',
  'Trainee Company Secretary',
];
