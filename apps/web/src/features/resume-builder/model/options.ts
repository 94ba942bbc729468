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

export const DURATION_OPTIONS = Array.from({ length: MAX_DURATION_YEARS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 Year' : `${i + 1} Years`,
}));

export const MONTH_OPTIONS: string[] = [...MONTHS];
export const GENDER_OPTIONS: string[] = [...GENDERS];
export const MARITAL_STATUS_OPTIONS: string[] = [...MARITAL_STATUSES];

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
