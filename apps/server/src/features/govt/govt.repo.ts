import { and, asc, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { govtJobs, govtTrainings } from '../../db/schema/postings.ts';
import { type CreatedKey, containing, createdBefore } from '../../platform/sql.ts';

export type GovtJobRow = typeof govtJobs.$inferSelect;
export type GovtJobInsert = typeof govtJobs.$inferInsert;
export type GovtTrainingRow = typeof govtTrainings.$inferSelect;
export type GovtTrainingInsert = typeof govtTrainings.$inferInsert;

export interface GovtFilter {
  /** Rows whose end date is before this instant are expired; null: include them too. */
  openFrom: Date | null;
  keyword: string;
}

function jobFilter(filter: GovtFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : '';
  return and(
    filter.openFrom ? or(isNull(govtJobs.endDate), gte(govtJobs.endDate, filter.openFrom)) : undefined,
    pattern
      ? or(
          ilike(govtJobs.title, pattern),
          ilike(govtJobs.companyName, pattern),
          ilike(govtJobs.jobPost, pattern),
        )
      : undefined,
  );
}

function trainingFilter(filter: GovtFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : '';
  return and(
    filter.openFrom
      ? or(isNull(govtTrainings.trainingEndDate), gte(govtTrainings.trainingEndDate, filter.openFrom))
      : undefined,
    pattern
      ? or(
          ilike(govtTrainings.title, pattern),
          ilike(govtTrainings.companyName, pattern),
          ilike(govtTrainings.designation, pattern),
        )
      : undefined,
  );
}

/** Sort 1: newest first; 2: last date first (no last date at the end). Id breaks ties. */
function jobOrder(sort: number) {
  return sort === 2
    ? [sql`${govtJobs.endDate} asc nulls last`, asc(govtJobs.id)]
    : [desc(govtJobs.createdAt), desc(govtJobs.id)];
}

function trainingOrder(sort: number) {
  return sort === 2
    ? [sql`${govtTrainings.trainingEndDate} asc nulls last`, asc(govtTrainings.id)]
    : [desc(govtTrainings.createdAt), desc(govtTrainings.id)];
}

export async function pageGovtJobs(
  db: Db,
  filter: GovtFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<{ rows: GovtJobRow[]; total: number }> {
  const where = jobFilter(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(govtJobs)
      .where(where)
      .orderBy(...jobOrder(sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(govtJobs).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countGovtJobs(db: Db, filter: GovtFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(govtJobs).where(jobFilter(filter));
  return rows[0]?.total ?? 0;
}

/** Rows after `after` in newest-first order (keyset paging for exports). */
export async function govtJobsAfter(
  db: Db,
  filter: GovtFilter,
  after: CreatedKey | undefined,
  limit: number,
): Promise<GovtJobRow[]> {
  return db
    .select()
    .from(govtJobs)
    .where(and(jobFilter(filter), createdBefore(govtJobs.createdAt, govtJobs.id, after)))
    .orderBy(desc(govtJobs.createdAt), desc(govtJobs.id))
    .limit(limit);
}

export async function findGovtJob(db: Db, code: string): Promise<GovtJobRow | undefined> {
  const rows = await db.select().from(govtJobs).where(eq(govtJobs.code, code)).limit(1);
  return rows[0];
}

export async function insertGovtJob(db: Db, row: GovtJobInsert): Promise<GovtJobRow> {
  const rows = await db.insert(govtJobs).values(row).returning();
  return rows[0]!;
}

export async function updateGovtJob(
  db: Db,
  code: string,
  changes: Partial<GovtJobInsert>,
): Promise<GovtJobRow | undefined> {
  const rows = await db.update(govtJobs).set(changes).where(eq(govtJobs.code, code)).returning();
  return rows[0];
}

export async function pageGovtTrainings(
  db: Db,
  filter: GovtFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<{ rows: GovtTrainingRow[]; total: number }> {
  const where = trainingFilter(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(govtTrainings)
      .where(where)
      .orderBy(...trainingOrder(sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(govtTrainings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findGovtTraining(db: Db, code: string): Promise<GovtTrainingRow | undefined> {
  const rows = await db.select().from(govtTrainings).where(eq(govtTrainings.code, code)).limit(1);
  return rows[0];
}

export async function insertGovtTraining(db: Db, row: GovtTrainingInsert): Promise<GovtTrainingRow> {
  const rows = await db.insert(govtTrainings).values(row).returning();
  return rows[0]!;
}

export async function updateGovtTraining(
  db: Db,
  code: string,
  changes: Partial<GovtTrainingInsert>,
): Promise<GovtTrainingRow | undefined> {
  const rows = await db.update(govtTrainings).set(changes).where(eq(govtTrainings.code, code)).returning();
  return rows[0];
}

/** Open government jobs and trainings (the admin dashboard). */
export async function countOpenGovt(db: Db, openFrom: Date): Promise<{ jobs: number; trainings: number }> {
  const [jobRows, trainingRows] = await Promise.all([
    db
      .select({ n: count() })
      .from(govtJobs)
      .where(jobFilter({ openFrom, keyword: '' })),
    db
      .select({ n: count() })
      .from(govtTrainings)
      .where(trainingFilter({ openFrom, keyword: '' })),
  ]);
  return { jobs: jobRows[0]?.n ?? 0, trainings: trainingRows[0]?.n ?? 0 };
}

/**
 * Bulk load for tests and benchmarks: `n` generated government jobs in one INSERT ... SELECT
 * generate_series, created a second apart before `now`.
 */
export async function insertGeneratedGovtJobs(
  db: Db,
  n: number,
  opts: { createdBy: number; now: Date; city: string; jobType: string; governmentType: string },
) {
  const now = opts.now.toISOString();
  await db.execute(sql`
    insert into govt_jobs (code, title, description, cities, job_type, job_post, government_type,
      company_name, vacancy, pay_scale, age_limit, apply_url, start_date, end_date,
      created_by, created_at, modified_at)
    select 'GEN' || lpad(g::text, 10, '0'), 'Generated government job ' || g,
      '<p>Generated description ' || g || '</p>', array[${opts.city}]::text[], ${opts.jobType},
      'Officer', ${opts.governmentType}, 'Generated Organisation ' || (g % 97), (g % 20)::text,
      'Level 10', 'Up to 35 years', 'https://www.example.gov.in/apply/' || g,
      ${now}::timestamptz - (g || ' minutes')::interval,
      ${now}::timestamptz + ((g % 60) - 20 || ' days')::interval,
      ${opts.createdBy}, ${now}::timestamptz - (g || ' seconds')::interval,
      ${now}::timestamptz - (g || ' seconds')::interval
    from generate_series(1, ${n}) as g
  `);
}
