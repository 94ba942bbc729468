import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import {
  CURRENCY,
  DEFAULT_SHOW_FOR_DAYS,
  INDIA_COUNTRY_CODE,
  type WORK_CULTURE,
} from '@pp/contract/constants';
import { type JobPostInput, jobPostBody, minimumSalaryFor } from '@pp/contract/jobs';
import { isMemberJobQualification, SEMI_QUALIFIED_TITLE } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { validateWith } from '../../../components/form-modal.tsx';
import { dayToEpoch, todayDay } from '../../../lib/dates.ts';

const DAY_SECONDS = 86_400;

export interface JobFormValues {
  qualification: string[];
  title: string;
  additionalQualification: string[];
  role: string[];
  skill: string[];
  /** Years on the form; months on the wire. */
  minExperienceYears: number | string;
  maxExperienceYears: number | string;
  country: string;
  state: string;
  city: string[];
  /** Outside India: the job's city, typed (spec 1 section 4, the country rule). */
  otherCity: string;
  workCulture: (typeof WORK_CULTURE)[number];
  jobType: string;
  noOfVacancy: number | string;
  salaryCurrency: string;
  minSalary: number | string;
  maxSalary: number | string;
  /** 'YYYY-MM-DD', a day in India. */
  startDay: string | null;
  showForDays: string;
  service: 'no' | 'yes';
  /** The rich-text editor's HTML ('' when empty); sanitized again by the server. */
  description: string;
  terms: boolean;
}

export function emptyJobForm(): JobFormValues {
  return {
    qualification: [],
    title: '',
    additionalQualification: [],
    role: [],
    skill: [],
    minExperienceYears: '',
    maxExperienceYears: '',
    country: INDIA_COUNTRY_CODE,
    state: '',
    city: [],
    otherCity: '',
    workCulture: 'No',
    jobType: '',
    noOfVacancy: 1,
    salaryCurrency: CURRENCY.code,
    minSalary: '',
    maxSalary: '',
    startDay: todayDay(),
    showForDays: String(DEFAULT_SHOW_FOR_DAYS),
    service: 'no',
    description: '',
    terms: false,
  };
}

export function isMemberJob(values: Pick<JobFormValues, 'qualification'>): boolean {
  return values.qualification.some(isMemberJobQualification);
}

function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Years to months; a blank field stays blank (the contract says 'This field is required'). */
function months(years: number | string): number | undefined {
  const value = numberOf(years);
  return value === undefined ? undefined : Math.round(value * 12);
}

/** The end of the job: the start day plus the chosen number of days (epoch seconds). */
export function endOf(startDay: string | null, showForDays: string): number | undefined {
  const start = startDay ? dayToEpoch(startDay) : null;
  if (start === null) return undefined;
  return start + Number(showForDays) * DAY_SECONDS;
}

/** The `POST job` body of the form (the contract's jobPostBody checks it, here and on the server). */
export function toJobBody(values: JobFormValues): JobPostInput {
  const start = values.startDay ? dayToEpoch(values.startDay) : null;
  const india = values.country === INDIA_COUNTRY_CODE;
  return {
    title: isMemberJob(values) ? values.title : SEMI_QUALIFIED_TITLE,
    country: values.country,
    state: india ? values.state : '',
    city: india ? values.city : [],
    otherCity: india ? '' : values.otherCity,
    noOfVacancy: numberOf(values.noOfVacancy) as number,
    role: values.role,
    skill: values.skill,
    jobType: values.jobType,
    qualification: values.qualification,
    additionalQualification: values.additionalQualification,
    minSalary: numberOf(values.minSalary) as number,
    maxSalary: numberOf(values.maxSalary) as number,
    salaryCurrency: values.salaryCurrency,
    minExperienceInMonths: months(values.minExperienceYears) as number,
    maxExperienceInMonths: months(values.maxExperienceYears) as number,
    startDate: (start ?? undefined) as number,
    endDate: endOf(values.startDay, values.showForDays) as number,
    service: values.service === 'yes',
    description: values.description,
    workCulture: values.workCulture,
    terms: values.terms as true,
  };
}

const FIELD_OF: Record<string, string> = {
  minExperienceInMonths: 'minExperienceYears',
  maxExperienceInMonths: 'maxExperienceYears',
  startDate: 'startDay',
  endDate: 'startDay',
};

const contractErrors = validateWith(jobPostBody, toJobBody, FIELD_OF);

/**
 * Every rule the server applies that the page can check: the contract, plus the India rules and
 * today. Called when the form is checked (not during render), in the reader's language.
 */
export function validateJob(values: JobFormValues): FormErrors {
  // The contract's cross-field rules (salary floor, min <= max) run only when every field parses:
  // check them as if the terms were ticked, so all messages show at once.
  const errors = contractErrors({ ...values, terms: true });
  if (!values.terms) errors.terms = t`Please accept the terms and conditions`;
  if (values.country === INDIA_COUNTRY_CODE) {
    if (!values.state) errors.state = MSG.required;
    if (!values.city.length) errors.city = EMPLOYER_MSG.cityRequired;
  } else if (!values.otherCity.trim()) errors.otherCity = MSG.required;
  if (!values.startDay) errors.startDay = MSG.required;
  else if (values.startDay < todayDay()) errors.startDay = EMPLOYER_MSG.startBeforeToday;
  return errors;
}

/** Server field names onto the form's. */
export const JOB_FIELD_RENAME = FIELD_OF;

/** The INR floor of the chosen qualifications, for the salary hint. */
export function salaryFloor(values: Pick<JobFormValues, 'qualification'>): number {
  return minimumSalaryFor(values.qualification);
}
