import { and, asc, eq, gt, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen } from '../../db/posting-kind.ts';
import { jobs } from '../../db/schema/postings.ts';

/**
 * Which jobs have a public page. Open is every list's own condition (db/posting-kind.ts
 * `isOpen`: published, not deleted, inside the show window), never a second definition. Ours on
 * top of it: a job that was published (its show window began) and is now closed by its employer
 * or past its last day keeps its page, answered as closed. A job on hold (the admin's hold, or
 * reopened and waiting), one whose window has not begun, and a deleted one have no page.
 */
function hasPage(now: Date): SQL {
  return and(
    isNull(jobs.deletedAt),
    inArray(jobs.status, ['active', 'blocked']),
    lte(jobs.startDate, now),
  ) as SQL;
}

/** The job of a public page by its code, and whether it is open; undefined: no page. */
export async function findPublicJobState(
  db: Db,
  code: string,
  now: Date,
  dayStart: Date,
): Promise<{ code: string; open: boolean } | undefined> {
  const rows = await db
    .select({ code: jobs.code, open: sql<boolean>`coalesce(${isOpen('job', { now, dayStart })}, false)` })
    .from(jobs)
    .where(and(eq(jobs.code, code), hasPage(now)))
    .limit(1);
  return rows[0];
}

/** Where a sitemap page of open jobs starts: after this job (last day, id). */
export interface SitemapKey {
  endDate: Date;
  id: number;
}

/**
 * Open jobs in the sitemap's order (last day, then id) after `key`, `limit` of them. The order
 * leads with end_date, so the partial index of live jobs (jobs_open_live_idx: end_date first,
 * status active and not deleted) serves both the window and the keyset; ids break ties.
 */
export async function openJobsAfter(
  db: Db,
  args: { now: Date; dayStart: Date; after?: SitemapKey; limit: number },
): Promise<{ id: number; code: string; endDate: Date; modifiedAt: Date }[]> {
  const { after } = args;
  return db
    .select({ id: jobs.id, code: jobs.code, endDate: jobs.endDate, modifiedAt: jobs.modifiedAt })
    .from(jobs)
    .where(
      and(
        isOpen('job', { now: args.now, dayStart: args.dayStart }),
        after
          ? and(gte(jobs.endDate, after.endDate), or(gt(jobs.endDate, after.endDate), gt(jobs.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(jobs.endDate), asc(jobs.id))
    .limit(args.limit);
}

/** The key of the `skip`-th open job in the sitemap's order (0: the first); undefined past the end. */
export async function openJobKeyAt(
  db: Db,
  args: { now: Date; dayStart: Date; skip: number },
): Promise<SitemapKey | undefined> {
  const rows = await db
    .select({ endDate: jobs.endDate, id: jobs.id })
    .from(jobs)
    .where(isOpen('job', { now: args.now, dayStart: args.dayStart }))
    .orderBy(asc(jobs.endDate), asc(jobs.id))
    .offset(args.skip)
    .limit(1);
  return rows[0];
}

/** How many jobs are open (the sitemap decides whether it needs an index of several files). */
export async function countOpenJobs(db: Db, now: Date, dayStart: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(isOpen('job', { now, dayStart }));
  return rows[0]?.n ?? 0;
}
