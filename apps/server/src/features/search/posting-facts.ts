/**
 * What the lists know of each open posting, kept in memory (open-postings.ts) and read by
 * search.repo.ts: the one definition both use, so neither imports the other for it.
 */

/** What the company-type and industry filters look at: the employer's listing facts. */
export interface CompanyFacts {
  isListed: boolean;
  isPcs: boolean;
  listingType: string;
  industryTypes: string[];
}

export interface OpenJobFacts {
  id: number;
  isMemberJob: boolean;
  jobType: string;
  skills: string[];
  roles: string[];
  qualifications: string[];
  /** null: the job's owner has no company profile (an admin's posting). */
  company: CompanyFacts | null;
  countryCode: string;
  stateCode: string;
  cities: string[];
  minExperienceInMonths: number;
  maxExperienceInMonths: number;
  minSalary: number;
  maxSalary: number;
  salaryCurrency: string;
  workCulture: 'No' | 'Yes' | 'Limited';
  /** Times as microseconds since 1970 (the database's precision, so ties order as in SQL). */
  createdUs: number;
  startUs: number;
  endUs: number;
}

export interface OpenTrainingFacts {
  id: number;
  stateCode: string;
  cities: string[];
  industries: string[];
  durationCode: string;
  durationMonths: number;
  stipend: number;
  company: CompanyFacts | null;
  createdUs: number;
  startUs: number;
  endUs: number;
}
