import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { trainings } from '../../db/schema/postings.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import type { CreatedKey } from '../../platform/sql.ts';
import type { OwnedPostingRow, PostingSearch } from '../jobs/postings.repo.ts';
import * as postings from '../jobs/postings.repo.ts';

export type TrainingInsert = typeof trainings.$inferInsert;
export type TrainingStatusValue = (typeof trainings.$inferSelect)['status'];

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
  ...postings.ownedPostingColumns('training'),
  createdByName: creator.name,
  modifiedByName: modifier.name,
};

export interface TrainingRow extends OwnedPostingRow {
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
  createdByName: string | null;
  modifiedByName: string | null;
}

function selectTrainings(db: Db) {
  return postings
    .joinOwner('training', db.select(trainingColumns).from(trainings).$dynamic())
    .leftJoin(creator, eq(creator.id, trainings.createdBy))
    .leftJoin(modifier, eq(modifier.id, trainings.modifiedBy));
}

export const insertTraining = (db: Db, row: TrainingInsert) => postings.insertPosting(db, 'training', row);

export async function findTrainingByCode(db: Db, code: string): Promise<TrainingRow | undefined> {
  return (await trainingByCode(db).execute({ code }))[0] as TrainingRow | undefined;
}

const trainingByCode = postings.byCodeStatement('training', (db) => selectTrainings(db), 'training_by_code');

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
  return asTrainings(
    await postings.pageNewest(db, 'training', selectTrainings(db), where, { offset, limit }),
  );
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
  const where = postings.postingSearchWhere('training', f);
  const page = { offset, limit, joinCompany: true };
  return asTrainings(await postings.pageNewest(db, 'training', selectTrainings(db), where, page));
}

/** The same trainings in keyset batches after `key` (the admin's export). */
export async function allTrainingsAfter(
  db: Db,
  f: PostingSearch,
  key: CreatedKey | undefined,
  limit: number,
) {
  return (await postings.searchedAfter('training', selectTrainings(db), f, key, limit)) as TrainingRow[];
}

function asTrainings(page: { list: unknown[]; total: number }) {
  return { list: page.list as TrainingRow[], total: page.total };
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
