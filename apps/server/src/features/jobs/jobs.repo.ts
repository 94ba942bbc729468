import { and, count, desc, eq, gte, ilike, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { jobApplications, jobs } from '../../db/schema/postings.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { type CreatedKey, containing, createdBefore } from '../../platform/sql.ts';
import { type PostingSearch, postingSearchWhere } from './postings.repo.ts';

export type { PostingSearch };

export type JobInsert = typeof jobs.$inferInsert;
export type JobStatusValue = (typeof jobs.$inferSelect)['status'];

/**
 * The job's applications: the column raised in the application's own transaction
 * (applications.repo.ts `insertJobApplication`; applications are never deleted), not a count of
 * rows, which for a campus drive of 100 000 applicants took 10-15 ms at every look-up
 * (bench/results/history-2026-11.md).
 */
const applicationCountSql = jobs.applicationCount;

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
  status: jobs.status,
  createdAt: jobs.createdAt,
  modifiedAt: jobs.modifiedAt,
  deletedAt: jobs.deletedAt,
  applicationCount: applicationCountSql,
  ownerName: users.name,
  ownerCode: users.code,
  companyName: corporateProfiles.companyName,
  companyDescription: corporateProfiles.companyDescription,
  companyIndustries: corporateProfiles.industryTypes,
  companyIsPcs: corporateProfiles.isPcs,
};

export interface JobRow {
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
  createdAt: Date;
  modifiedAt: Date;
  deletedAt: Date | null;
  applicationCount: number;
  ownerName: string;
  ownerCode: string;
  companyName: string | null;
  companyDescription: string | null;
  companyIndustries: string[] | null;
  companyIsPcs: boolean | null;
}

function selectJobs(db: Db) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, jobs.ownerId));
}

export async function insertJob(db: Db, row: JobInsert): Promise<{ id: number; code: string }> {
  const rows = await db.insert(jobs).values(row).returning({ id: jobs.id, code: jobs.code });
  return rows[0]!;
}

/**
 * A job by its public code, deleted ones included (the service decides). Named (db/prepared.ts):
 * before every applicants page, and PostgreSQL spent 0.33 ms planning this 0.05 ms look-up.
 */
export async function findJobByCode(db: Db, code: string): Promise<JobRow | undefined> {
  const rows = await jobByCode(db).execute({ code });
  return rows[0];
}

const jobByCode = builtOnce((db) =>
  selectJobs(db)
    .where(eq(jobs.code, sql.placeholder('code')))
    .limit(1)
    .prepare('job_by_code'),
);

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
  const [list, totals] = await Promise.all([
    selectJobs(db).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { list: list as JobRow[], total: totals[0]?.total ?? 0 };
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
  const [list, totals] = await Promise.all([
    selectJobs(db).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { list: list as JobRow[], total: totals[0]?.total ?? 0 };
}

/** Posted from (inclusive) and before (exclusive), null: any time; search: the title or the company name. */
/** Every employer's jobs posted in the window (the admin's summary), newest first (jobs_created_idx). */
export async function pageAllJobs(db: Db, f: PostingSearch, offset: number, limit: number) {
  const where = postingSearchWhere('job', f);
  const [list, totals] = await Promise.all([
    selectJobs(db).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(jobs)
      .leftJoin(corporateProfiles, eq(corporateProfiles.userId, jobs.ownerId))
      .where(where),
  ]);
  return { list: list as JobRow[], total: totals[0]?.total ?? 0 };
}

/** The same jobs in keyset batches after `key` (the admin's export). */
export async function allJobsAfter(
  db: Db,
  f: PostingSearch,
  key: CreatedKey | undefined,
  limit: number,
): Promise<JobRow[]> {
  const rows = await selectJobs(db)
    .where(and(postingSearchWhere('job', f), createdBefore(jobs.createdAt, jobs.id, key)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows as JobRow[];
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
