import { parseRange } from '@pp/contract/lookups';
import type { JobSearchQuery } from '@pp/contract/search';
import { splitCodes } from '../hooks/use-list-params.ts';

/** The fields of the job search forms. */
export interface JobSearchValues {
  country: string;
  state: string;
  city: string;
  experience: string;
  salary: string;
  role: string[];
  skill: string[];
}

/** The search form's fields as they sit in the address. */
export const SEARCH_KEYS = [
  'country',
  'state',
  'city',
  'experience',
  'salary',
  'role',
  'skill',
  'go',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export function valuesFromParams(params: Record<SearchKey, string>): JobSearchValues {
  return {
    country: params.country,
    state: params.state,
    city: params.city,
    experience: params.experience,
    salary: params.salary,
    role: splitCodes(params.role),
    skill: splitCodes(params.skill),
  };
}

export function paramsFromValues(values: JobSearchValues) {
  return {
    country: values.country,
    state: values.state,
    city: values.city,
    experience: values.experience,
    salary: values.salary,
    role: values.role,
    skill: values.skill,
    go: '1',
  };
}

/**
 * The form's values as the job search's query: 'from-to' options split into minimum and maximum,
 * codes comma-joined.
 */
export function searchQueryOf(values: JobSearchValues, salaryCurrency = 'INR'): JobSearchQuery {
  const experience = parseRange(values.experience);
  const salary = parseRange(values.salary);
  return {
    country: values.country || undefined,
    state: values.state || undefined,
    city: values.city || undefined,
    minExperience: experience?.min,
    maxExperience: experience?.max,
    minSalary: salary?.min,
    maxSalary: salary?.max,
    salaryCurrency: salary ? salaryCurrency : undefined,
    role: values.role.join(',') || undefined,
    skill: values.skill.join(',') || undefined,
  };
}
