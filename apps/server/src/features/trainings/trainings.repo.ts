import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { trainings } from '../../db/schema/postings.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { type CreatedKey, createdBefore } from '../../platform/sql.ts';
import { type PostingSearch, postingSearchWhere } from '../jobs/postings.repo.ts';

export type TrainingInsert = typeof trainings.$inferInsert;
export type TrainingStatusValue = (typeof trainings.$inferSelect)['status'];

/** The training's applications: the column kept by the application's transaction (see jobs.repo.ts). */
const applicationCountSql = trainings.applicationCount;

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');

/**
 * A training with its owner, company and the names of who created and last changed it: everything
 * the employer's and the admin's lists and the detail page show. The one column list of a
 * training: other features read trainings through this repo's functions.
 */
const trainingColumns = {
  id: trainings.id,
  code: trainings.code,
  ownerId: trainings.ownerId,
  title: trainings.title,
  noOfTrainees: trainings.noOfTrainees,
  stateCode: trainings.stateCode,
  cities: trainings.cities,
  industries: trainings.industries,
  qualification: trainings.qualification,
  durationCode: trainings.durationCode,
  durationMonths: trainings.durationMonths,
  stipend: trainings.stipend,
  stipendCurrency: trainings.stipendCurrency,
  applicationStart: trainings.applicationStart,
  applicationEnd: trainings.applicationEnd,
  trainingStart: trainings.trainingStart,
  address: trainings.address,
  description: trainings.description,
  status: trainings.status,
  createdAt: trainings.createdAt,
  modifiedAt: trainings.modifiedAt,
  deletedAt: trainings.deletedAt,
  applicationCount: applicationCountSql,
  ownerName: users.name,
  ownerCode: users.code,
  companyName: corporateProfiles.companyName,
  companyDescription: corporateProfiles.companyDescription,
  companyIsPcs: corporateProfiles.isPcs,
  createdByName: creator.name,
  modifiedByName: modifier.name,
};

export interface TrainingRow {
  id: number;
  code: string;
  ownerId: number;
  title: string;
  noOfTrainees: number;
  stateCode: string;
  cities: string[];
  industries: string[];
  qualification: string;
  durationCode: string;
  durationMonths: number;
  stipend: number;
  stipendCurrency: string;
  applicationStart: Date;
  applicationEnd: Date;
  trainingStart: Date | null;
  address: string;
  description: string;
  status: TrainingStatusValue;
  createdAt: Date;
  modifiedAt: Date;
  deletedAt: Date | null;
  applicationCount: number;
  ownerName: string;
  ownerCode: string;
  companyName: string | null;
  companyDescription: string | null;
  companyIsPcs: boolean | null;
  createdByName: string | null;
  modifiedByName: string | null;
}

function selectTrainings(db: Db) {
  return db
    .select(trainingColumns)
    .from(trainings)
    .innerJoin(users, eq(users.id, trainings.ownerId))
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, trainings.ownerId))
    .leftJoin(creator, eq(creator.id, trainings.createdBy))
    .leftJoin(modifier, eq(modifier.id, trainings.modifiedBy));
}

export async function insertTraining(db: Db, row: TrainingInsert): Promise<{ id: number; code: string }> {
  const rows = await db.insert(trainings).values(row).returning({ id: trainings.id, code: trainings.code });
  return rows[0]!;
}

export async function findTrainingByCode(db: Db, code: string): Promise<TrainingRow | undefined> {
  const rows = await trainingByCode(db).execute({ code });
  return rows[0];
}

/** Named, as the job's (jobs.repo.ts findJobByCode): its planning cost several times its run. */
const trainingByCode = builtOnce((db) =>
  selectTrainings(db)
    .where(eq(trainings.code, sql.placeholder('code')))
    .limit(1)
    .prepare('training_by_code'),
);

function postedCondition(ownerId: number | undefined) {
  return and(ownerId === undefined ? undefined : eq(trainings.ownerId, ownerId), isNull(trainings.deletedAt));
}

/** One employer's trainings (or all), newest first; uses trainings_owner_idx / trainings_created_idx. */
export async function pagePostedTrainings(
  db: Db,
  ownerId: number | undefined,
  offset: number,
  limit: number,
) {
  const where = postedCondition(ownerId);
  const [list, totals] = await Promise.all([
    selectTrainings(db)
      .where(where)
      .orderBy(desc(trainings.createdAt), desc(trainings.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(trainings).where(where),
  ]);
  return { list: list as TrainingRow[], total: totals[0]?.total ?? 0 };
}

/** Keyset batches of one employer's trainings for the export (newest first, by id). */
export async function trainingsBefore(db: Db, ownerId: number, beforeId: number | undefined, limit: number) {
  const rows = await selectTrainings(db)
    .where(
      and(postedCondition(ownerId), beforeId === undefined ? undefined : sql`${trainings.id} < ${beforeId}`),
    )
    .orderBy(desc(trainings.id))
    .limit(limit);
  return rows as TrainingRow[];
}

/** Every employer's trainings posted in the window (the admin's summary), newest first. */
export async function pageAllTrainings(db: Db, f: PostingSearch, offset: number, limit: number) {
  const where = postingSearchWhere('training', f);
  const [list, totals] = await Promise.all([
    selectTrainings(db)
      .where(where)
      .orderBy(desc(trainings.createdAt), desc(trainings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(trainings)
      .leftJoin(corporateProfiles, eq(corporateProfiles.userId, trainings.ownerId))
      .where(where),
  ]);
  return { list: list as TrainingRow[], total: totals[0]?.total ?? 0 };
}

/** The same trainings in keyset batches after `key` (the admin's export). */
export async function allTrainingsAfter(
  db: Db,
  f: PostingSearch,
  key: CreatedKey | undefined,
  limit: number,
): Promise<TrainingRow[]> {
  const rows = await selectTrainings(db)
    .where(and(postingSearchWhere('training', f), createdBefore(trainings.createdAt, trainings.id, key)))
    .orderBy(desc(trainings.createdAt), desc(trainings.id))
    .limit(limit);
  return rows as TrainingRow[];
}

export async function countPostedTrainings(db: Db, ownerId: number): Promise<number> {
  const rows = await db.select({ total: count() }).from(trainings).where(postedCondition(ownerId));
  return rows[0]?.total ?? 0;
}

/** The employer's right to post trainings (false when it has no company profile). */
export async function findCanPostTraining(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ canPostTraining: corporateProfiles.canPostTraining })
    .from(corporateProfiles)
    .where(eq(corporateProfiles.userId, userId))
    .limit(1);
  return rows[0]?.canPostTraining ?? false;
}
