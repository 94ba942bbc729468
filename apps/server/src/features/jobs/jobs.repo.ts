import { and, eq, gte, ilike, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/postings.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { type CreatedKey, containing } from '../../platform/sql.ts';
import {
  byCodeStatement,
  insertPosting,
  joinOwner,
  type OwnedPostingRow,
  ownedPostingColumns,
  type PostingSearch,
  pageNewest,
  postingSearchWhere,
  searchedAfter,
} from './postings.repo.ts';

export type { PostingSearch };

export type JobInsert = typeof jobs.$inferInsert;
export type JobStatusValue = (typeof jobs.$inferSelect)['status'];

/**
 * A job with its owner and company: everything a list row or the detail page shows, the employer's
 * and the admin's (ownerCode). The one column list of a job: other features read jobs through
 * this repo's functions.
 */
const jobColumns = {
  id: jobs.id,
  code: jobs.code,
  ownerId: jobs.ownerId,
  title: jobs.title,
  countryCode: jobs.countryCode,
  stateCode: jobs.stateCode,
  cities: jobs.cities,
  otherCity: jobs.otherCity,
  noOfVacancy: jobs.noOfVacancy,
  roles: jobs.roles,
  skills: jobs.skills,
  jobType: jobs.jobType,
  qualifications: jobs.qualifications,
  additionalQualifications: jobs.additionalQualifications,
  minSalary: jobs.minSalary,
  maxSalary: jobs.maxSalary,
  salaryCurrency: jobs.salaryCurrency,
  minExperienceInMonths: jobs.minExperienceInMonths,
  maxExperienceInMonths: jobs.maxExperienceInMonths,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  service: jobs.service,
  description: jobs.description,
  workCulture: jobs.workCulture,
  companyIndustries: corporateProfiles.industryTypes,
  ...ownedPostingColumns('job'),
};

export interface JobRow extends OwnedPostingRow {
  id: number;
  code: string;
  ownerId: number;
  title: string;
  countryCode: string;
  stateCode: string;
  cities: string[];
  otherCity: string;
  noOfVacancy: number;
  roles: string[];
  skills: string[];
  jobType: string;
  qualifications: string[];
  additionalQualifications: string[];
  minSalary: number;
  maxSalary: number;
  salaryCurrency: string;
  minExperienceInMonths: number;
  maxExperienceInMonths: number;
  startDate: Date;
  endDate: Date;
  service: boolean;
  description: string;
  workCulture: 'No' | 'Yes' | 'Limited';
  status: JobStatusValue;
  companyIndustries: string[] | null;
}

function selectJobs(db: Db) {
  return joinOwner('job', db.select(jobColumns).from(jobs).$dynamic());
}

export const insertJob = (db: Db, row: JobInsert) => insertPosting(db, 'job', row);

/** A job by its public code, deleted ones included (postings.repo.ts `byCodeStatement`). */
export async function findJobByCode(db: Db, code: string): Promise<JobRow | undefined> {
  return (await jobByCode(db).execute({ code }))[0] as JobRow | undefined;
}

const jobByCode = byCodeStatement('job', (db) => selectJobs(db), 'job_by_code');

export interface PostedJobsFilter {
  ownerId?: number;
  from: Date;
  to: Date;
}

/** Jobs posted in a window (one employer's, or all), newest first; uses jobs_owner_idx / jobs_created_idx. */
export async function pagePostedJobs(db: Db, filter: PostedJobsFilter, offset: number, limit: number) {
  const where = and(
    filter.ownerId === undefined ? undefined : eq(jobs.ownerId, filter.ownerId),
    isNull(jobs.deletedAt),
    gte(jobs.createdAt, filter.from),
    lte(jobs.createdAt, filter.to),
  );
  return asJobs(await pageNewest(db, 'job', selectJobs(db), where, { offset, limit }));
}

export interface OwnJobsSearch {
  ownerId: number;
  /** Matched (case-insensitive, anywhere) against the title or the code. */
  keyword: string;
  status?: JobStatusValue;
  from?: Date;
  to?: Date;
}

/** One employer's jobs of any date matching the search, newest first; uses jobs_owner_idx. */
export async function searchOwnJobs(db: Db, filter: OwnJobsSearch, offset: number, limit: number) {
  const pattern = filter.keyword ? containing(filter.keyword) : '';
  const where = and(
    eq(jobs.ownerId, filter.ownerId),
    isNull(jobs.deletedAt),
    pattern ? or(ilike(jobs.title, pattern), ilike(jobs.code, pattern)) : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.from ? gte(jobs.createdAt, filter.from) : undefined,
    filter.to ? lte(jobs.createdAt, filter.to) : undefined,
  );
  return asJobs(await pageNewest(db, 'job', selectJobs(db), where, { offset, limit }));
}

/** Every employer's jobs posted in the window (the admin's summary), newest first (jobs_created_idx). */
export async function pageAllJobs(db: Db, f: PostingSearch, offset: number, limit: number) {
  const where = postingSearchWhere('job', f);
  const page = { offset, limit, joinCompany: true };
  return asJobs(await pageNewest(db, 'job', selectJobs(db), where, page));
}

/** The same jobs in keyset batches after `key` (the admin's export). */
export async function allJobsAfter(db: Db, f: PostingSearch, key: CreatedKey | undefined, limit: number) {
  return (await searchedAfter('job', selectJobs(db), f, key, limit)) as JobRow[];
}

function asJobs(page: { list: unknown[]; total: number }) {
  return { list: page.list as JobRow[], total: page.total };
}

/**
 * Marks a job deleted only if it is still on hold with no application: one conditional UPDATE,
 * so an application arriving meanwhile keeps the job. True when it was deleted.
 */
export async function softDeleteHeldJob(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ deletedAt: now, modifiedAt: now })
    .where(
      and(
        eq(jobs.id, id),
        isNull(jobs.deletedAt),
        eq(jobs.status, 'onHold'),
        notExists(db.select({ one: sql`1` }).from(jobApplications).where(eq(jobApplications.jobId, id))),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}
