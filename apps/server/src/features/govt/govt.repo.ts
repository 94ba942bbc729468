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

/**
 * Government jobs and trainings described once: the table, its last date (null: no last date)
 * and the columns a keyword is looked for in.
 */
const GOVT = {
  job: {
    t: govtJobs,
    end: govtJobs.endDate,
    searched: [govtJobs.title, govtJobs.companyName, govtJobs.jobPost],
  },
  training: {
    t: govtTrainings,
    end: govtTrainings.trainingEndDate,
    searched: [govtTrainings.title, govtTrainings.companyName, govtTrainings.designation],
  },
} as const;

export type GovtKind = keyof typeof GOVT;
export type GovtRow<K extends GovtKind> = K extends 'job' ? GovtJobRow : GovtTrainingRow;
export type GovtInsert<K extends GovtKind> = K extends 'job' ? GovtJobInsert : GovtTrainingInsert;
/** What the admin's form sets on a government posting (its code and creation are the save's). */
export type GovtFields<K extends GovtKind> = Omit<GovtInsert<K>, 'code' | 'createdBy' | 'createdAt'>;
/** The kind's table typed as one of the two: the rows' type comes from `GovtRow<K>`. */
const table = (kind: GovtKind) => GOVT[kind].t as typeof govtJobs;

function govtFilter(kind: GovtKind, filter: GovtFilter): SQL | undefined {
  const g = GOVT[kind];
  const pattern = filter.keyword ? containing(filter.keyword) : '';
  return and(
    filter.openFrom ? or(isNull(g.end), gte(g.end, filter.openFrom)) : undefined,
    pattern ? or(...g.searched.map((column) => ilike(column, pattern))) : undefined,
  );
}

/** Sort 1: newest first; 2: last date first (no last date at the end). Id breaks ties. */
function govtOrder(kind: GovtKind, sort: number) {
  const t = GOVT[kind].t;
  return sort === 2 ? [sql`${GOVT[kind].end} asc nulls last`, asc(t.id)] : [desc(t.createdAt), desc(t.id)];
}

export async function pageGovt<K extends GovtKind>(
  db: Db,
  kind: K,
  filter: GovtFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<{ rows: GovtRow<K>[]; total: number }> {
  const where = govtFilter(kind, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table(kind))
      .where(where)
      .orderBy(...govtOrder(kind, sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(table(kind)).where(where),
  ]);
  return { rows: rows as GovtRow<K>[], total: totals[0]?.total ?? 0 };
}

export async function countGovtJobs(db: Db, filter: GovtFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(govtJobs).where(govtFilter('job', filter));
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
    .where(and(govtFilter('job', filter), createdBefore(govtJobs.createdAt, govtJobs.id, after)))
    .orderBy(desc(govtJobs.createdAt), desc(govtJobs.id))
    .limit(limit);
}

export async function findGovt<K extends GovtKind>(
  db: Db,
  kind: K,
  code: string,
): Promise<GovtRow<K> | undefined> {
  const rows = await db
    .select()
    .from(table(kind))
    .where(eq(table(kind).code, code))
    .limit(1);
  return rows[0] as GovtRow<K> | undefined;
}

export async function insertGovt<K extends GovtKind>(
  db: Db,
  kind: K,
  fields: GovtFields<K>,
  made: { code: string; createdBy: number; createdAt: Date },
): Promise<GovtRow<K>> {
  const rows = await db
    .insert(table(kind))
    .values({ ...(fields as GovtFields<'job'>), ...made })
    .returning();
  return rows[0] as GovtRow<K>;
}

export async function updateGovt<K extends GovtKind>(
  db: Db,
  kind: K,
  code: string,
  changes: GovtFields<K>,
): Promise<GovtRow<K> | undefined> {
  const rows = await db
    .update(table(kind))
    .set(changes as Partial<GovtJobInsert>)
    .where(eq(table(kind).code, code))
    .returning();
  return rows[0] as GovtRow<K> | undefined;
}

/** Open government jobs and trainings (the admin dashboard). */
export async function countOpenGovt(db: Db, openFrom: Date): Promise<{ jobs: number; trainings: number }> {
  const open = (kind: GovtKind) =>
    db
      .select({ n: count() })
      .from(table(kind))
      .where(govtFilter(kind, { openFrom, keyword: '' }));
  const [jobRows, trainingRows] = await Promise.all([open('job'), open('training')]);
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
