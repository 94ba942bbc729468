import { MASTER_LIST } from '@pp/contract/lookups';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notClosed, POSTING, type PostingKind } from '../../db/posting-kind.ts';
import { builtOnce } from '../../db/prepared.ts';
import {
  jobApplications,
  jobs,
  searchIndexVersion,
  trainingApplications,
  trainings,
} from '../../db/schema/postings.ts';
import { corporateProfiles, memberProfiles } from '../../db/schema/profiles.ts';
import {
  cityNames,
  knownNamesIn,
  nameIn,
  namesIn,
  type ReferenceNames,
} from '../../platform/reference-names.ts';
import { companyNameSql } from '../corporates/company-name.ts';
import { joinOwner } from '../jobs/postings.repo.ts';
import type { CompanyFacts, OpenJobFacts, OpenTrainingFacts } from './posting-facts.ts';

/**
 * The reads behind every job and training list. The lists are chosen in memory from the open
 * postings' facts (open-postings.ts, read here); a page's rows are then one statement by id. Rows
 * are read with their codes and named from the reference names kept in memory
 * (platform/reference-names.ts), never one look-up per row.
 */

const cp = corporateProfiles;

// ---- SQL helpers ----

/** A text[] literal from bound parameters (the same on PGlite and on node-postgres). */
export function textArray(codes: readonly string[]): SQL {
  if (!codes.length) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
}

const anyOf = (column: AnyPgColumn, codes: readonly string[]) => sql`${column} && ${textArray(codes)}`;

/**
 * The array column holds any of `entries` (codes, or names typed in: spec 1 section 5); `names`,
 * those of them that are no code, also match a stored name of another case. Without names the
 * condition is the array overlap the column's GIN index serves; a name adds a look into each
 * row's array (role and skill arrays are short), only for searches that name one.
 */
export function anyCodeOrName(
  column: AnyPgColumn,
  entries: readonly string[],
  names: readonly string[],
): SQL {
  if (!names.length) return anyOf(column, entries);
  const lowered = textArray(names.map((name) => name.toLowerCase()));
  return sql`(${anyOf(column, entries)} or exists (select 1 from unnest(${column}) as e(entry) where lower(e.entry) = any(${lowered})))`;
}

// ---- Jobs ----

/** A job row as read: codes, named in `namedJob` (the one place that names a job row). */
const jobColumns = {
  id: jobs.id,
  code: jobs.code,
  title: jobs.title,
  companyName: companyNameSql,
  skills: jobs.skills,
  additionalQualifications: jobs.additionalQualifications,
  qualifications: jobs.qualifications,
  minExperienceInMonths: jobs.minExperienceInMonths,
  maxExperienceInMonths: jobs.maxExperienceInMonths,
  minSalary: jobs.minSalary,
  maxSalary: jobs.maxSalary,
  salaryCurrency: jobs.salaryCurrency,
  cities: jobs.cities,
  otherCity: jobs.otherCity,
  countryCode: jobs.countryCode,
  description: jobs.description,
  createdAt: jobs.createdAt,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  modifiedAt: jobs.modifiedAt,
  status: jobs.status,
  applicationCount: jobs.applicationCount,
  jobType: jobs.jobType,
  workCulture: jobs.workCulture,
  roles: jobs.roles,
  industryTypes: cp.industryTypes,
  isPCS: sql<boolean>`coalesce(${cp.isPcs}, false)`,
  isMemberJob: jobs.isMemberJob,
};
/** What `jobColumns` reads. */
interface JobCodesRow
  extends Omit<
    JobRow,
    | 'skill'
    | 'additionalQualification'
    | 'qualification'
    | 'location'
    | 'countryName'
    | 'role'
    | 'industry'
    | 'appliedAt'
  > {
  skills: string[];
  additionalQualifications: string[];
  qualifications: string[];
  cities: string[];
  otherCity: string;
  countryCode: string;
  roles: string[];
  industryTypes: string[] | null;
}

/** The row with its names: the same values the SQL look-ups gave. */
function namedJob(row: JobCodesRow, names: ReferenceNames): JobRow {
  const {
    skills,
    additionalQualifications,
    qualifications,
    cities,
    otherCity,
    countryCode,
    roles,
    industryTypes,
    ...rest
  } = row;
  return {
    ...rest,
    skill: namesIn(names, MASTER_LIST.skill, skills),
    additionalQualification: namesIn(names, MASTER_LIST.additionalQualification, additionalQualifications),
    qualification: namesIn(names, MASTER_LIST.qualification, qualifications),
    // Abroad the job names its city in other_city (spec 1 section 4, the country rule).
    location: cities.length === 0 && otherCity !== '' ? [otherCity] : cityNames(names, cities),
    countryName: names.countries.get(countryCode) ?? countryCode,
    jobType: nameIn(names, MASTER_LIST.jobType, row.jobType),
    role: namesIn(names, MASTER_LIST.role, roles),
    industry: knownNamesIn(names, MASTER_LIST.industry, industryTypes),
    appliedAt: null,
  };
}

export interface JobRow {
  id: number;
  code: string;
  title: string;
  companyName: string;
  skill: string[];
  additionalQualification: string[];
  qualification: string[];
  minExperienceInMonths: number;
  maxExperienceInMonths: number;
  minSalary: number;
  maxSalary: number;
  salaryCurrency: string;
  location: string[];
  countryName: string;
  description: string;
  createdAt: Date;
  startDate: Date;
  endDate: Date;
  modifiedAt: Date;
  status: 'active' | 'onHold' | 'blocked';
  applicationCount: number;
  jobType: string;
  workCulture: 'No' | 'Yes' | 'Limited';
  role: string[];
  industry: string[];
  isPCS: boolean;
  isMemberJob: boolean;
  appliedAt: Date | null;
}

export type JobOrder = 'freshness' | 'experience' | 'salary';

export interface PageArgs {
  offset: number;
  limit: number;
}

/** The index's version, in a page read's statement (features/search/open-postings.ts). */
const indexVersion = sql<number>`(select ${searchIndexVersion.version}::float8 from ${searchIndexVersion} where ${searchIndexVersion.id} = 1)`;

/** The index's version alone (an empty page, and before the facts are read). */
export async function readIndexVersion(db: Db): Promise<number> {
  const rows = await indexVersionStatement(db).execute();
  return rows[0]?.version ?? 0;
}

// Named: read beside every empty page (a member's own narrow search often has none).
const indexVersionStatement = builtOnce((db) =>
  db
    .select({ version: searchIndexVersion.version })
    .from(searchIndexVersion)
    .where(eq(searchIndexVersion.id, 1))
    .prepare('search_index_version'),
);

/** A kind's two page statements: without a viewer, and with the viewer's application dates. */
interface ByIdsStatements<Row> {
  anonymous: { execute(values: { ids: number[] }): Promise<Row[]> };
  viewer: { execute(values: { ids: number[]; viewer: number }): Promise<Row[]> };
}

/**
 * A page read by ids: its rows in the order of `ids` (a row gone since the facts were read is
 * left out), with the viewer's application dates when a viewer is given, and the index's version
 * its statement read (read alone when no row came back).
 */
async function readByIds<Row extends { id: number; version: number }, Out>(
  db: Db,
  statements: ByIdsStatements<Row>,
  args: { ids: number[]; viewerId: number | null },
  toOut: (row: Row) => Out,
): Promise<{ rows: Out[]; version: number }> {
  if (!args.ids.length) return { rows: [], version: await readIndexVersion(db) };
  const rows =
    args.viewerId === null
      ? await statements.anonymous.execute({ ids: args.ids })
      : await statements.viewer.execute({ ids: args.ids, viewer: args.viewerId });
  const byId = new Map(rows.map((row) => [row.id, toOut(row)]));
  return {
    rows: args.ids.flatMap((id) => byId.get(id) ?? []),
    version: rows[0]?.version ?? (await readIndexVersion(db)),
  };
}

/**
 * The jobs of these ids in the order of `ids` (a page chosen from the open postings' index), with
 * the viewer's application dates when a viewer is given, and the index's version read in the same
 * statement.
 */
export async function jobsByIds(
  db: Db,
  args: { ids: number[]; viewerId: number | null; names: ReferenceNames },
): Promise<{ rows: JobRow[]; version: number }> {
  return readByIds(db, jobsByIdsStatements(db), args, ({ appliedAt, version: _, ...row }) => ({
    ...namedJob(row as JobCodesRow, args.names),
    appliedAt: appliedAt as Date | null,
  }));
}

/** `id = any($ids)`: one statement (and one plan) for every page of ids. */
const inIds = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')}::bigint[])`;

// Every job and training list's page is read by one of these (named, built once: builtOnce), on
// the connections that keep one plan for every value (search.service passes genericPlansOf(ctx)): a
// page of ids is read by primary keys whatever the ids, and PostgreSQL had planned these afresh at
// each run (0.2 ms, about as long as the run; docs/performance.md, eighth round).
function byIdsStatements<T extends PgSelect>(
  kind: PostingKind,
  name: string,
  rows: (db: Db, appliedAt: SQL<Date | null> | AnyPgColumn) => T,
) {
  const p = POSTING[kind];
  const a = p.applications;
  return builtOnce((db) => ({
    anonymous: joinOwner(kind, rows(db, sql<Date | null>`null`)).where(inIds(p.id)).prepare(name),
    viewer: joinOwner(kind, rows(db, a.appliedAt))
      .leftJoin(a.t, and(eq(a.postingId, p.id), eq(a.userId, sql.placeholder('viewer'))))
      .where(inIds(p.id))
      .prepare(`${name}_viewer`),
  }));
}

const jobsByIdsStatements = byIdsStatements('job', 'jobs_by_ids', (db, appliedAt) =>
  db
    .select({ ...jobColumns, appliedAt, version: indexVersion })
    .from(jobs)
    .$dynamic(),
);

/**
 * The postings of a kind a person applied for (not deleted ones), latest application first: `rows`
 * is the kind's row query from its applications (`$dynamic()`).
 */
async function pageApplied<T extends PgSelect>(
  db: Db,
  kind: PostingKind,
  rows: T,
  userId: number,
  args: PageArgs,
) {
  const p = POSTING[kind];
  const a = p.applications;
  const where = and(eq(a.userId, userId), isNull(p.deletedAt)) as SQL;
  const [list, totals] = await Promise.all([
    joinOwner(kind, rows.innerJoin(p.t, eq(p.id, a.postingId)))
      .where(where)
      .orderBy(desc(a.appliedAt), desc(a.id))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ total: count() }).from(a.t).innerJoin(p.t, eq(p.id, a.postingId)).where(where),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
}

/** The jobs a person applied for (not deleted ones), latest application first. */
export async function pageAppliedJobs(db: Db, userId: number, args: PageArgs & { names: ReferenceNames }) {
  const rows = db
    .select({ ...jobColumns, appliedAt: jobApplications.appliedAt })
    .from(jobApplications)
    .$dynamic();
  const { list, total } = await pageApplied(db, 'job', rows, userId, args);
  return {
    rows: list.map(({ appliedAt, ...row }) => ({ ...namedJob(row as JobCodesRow, args.names), appliedAt })),
    total,
  };
}

// ---- Recommendations ----

export interface MatchProfile {
  skills: string[];
  role: string;
  stateCode: string;
  cityCode: string;
  totalExperienceInMonths: number;
}

export async function findMatchProfile(db: Db, userId: number): Promise<MatchProfile | undefined> {
  const rows = await matchProfileStatement(db).execute({ userId });
  return rows[0];
}

const matchProfileStatement = builtOnce((db) =>
  db
    .select({
      skills: memberProfiles.skills,
      role: memberProfiles.currentRole,
      stateCode: memberProfiles.stateCode,
      cityCode: memberProfiles.cityCode,
      totalExperienceInMonths: memberProfiles.totalExperienceInMonths,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('match_profile'),
);

/** Microseconds since 1970 of a time column, as a number (exact: below 2^53 until the year 2255). */
function micros(column: AnyPgColumn) {
  return sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;
}

/** The employer's listing facts (null: no company profile), as the company-type filters read them. */
const companyFacts = {
  companyUserId: cp.userId,
  isListed: cp.isListed,
  isPcs: cp.isPcs,
  listingType: cp.listingType,
  industryTypes: cp.industryTypes,
};
type CompanyColumns = {
  companyUserId: number | null;
  isListed: boolean | null;
  isPcs: boolean | null;
  listingType: string | null;
  industryTypes: string[] | null;
};
function companyOf(row: CompanyColumns): CompanyFacts | null {
  if (row.companyUserId === null) return null;
  return {
    isListed: row.isListed ?? false,
    isPcs: row.isPcs ?? false,
    listingType: row.listingType ?? '',
    industryTypes: row.industryTypes ?? [],
  };
}

/**
 * The list facts of every job that is published and not deleted, and not past its last day at
 * `dayStart` (about 4 600 on the bench data set; those not started yet are held and left out of
 * the lists till they start). Times come as numbers: parsed as dates they were two thirds of the
 * statement's time in Node.
 */
export async function openJobFacts(db: Db, dayStart: Date): Promise<OpenJobFacts[]> {
  const rows = await db
    .select({
      id: jobs.id,
      isMemberJob: jobs.isMemberJob,
      jobType: jobs.jobType,
      skills: jobs.skills,
      roles: jobs.roles,
      qualifications: jobs.qualifications,
      countryCode: jobs.countryCode,
      stateCode: jobs.stateCode,
      cities: jobs.cities,
      minExperienceInMonths: jobs.minExperienceInMonths,
      maxExperienceInMonths: jobs.maxExperienceInMonths,
      minSalary: jobs.minSalary,
      maxSalary: jobs.maxSalary,
      salaryCurrency: jobs.salaryCurrency,
      workCulture: jobs.workCulture,
      createdUs: micros(jobs.createdAt),
      startUs: micros(jobs.startDate),
      endUs: micros(jobs.endDate),
      ...companyFacts,
    })
    .from(jobs)
    .leftJoin(cp, eq(cp.userId, jobs.ownerId))
    .where(notClosed('job', dayStart));
  return rows.map(({ companyUserId, isListed, isPcs, listingType, industryTypes, ...job }) => ({
    ...job,
    company: companyOf({ companyUserId, isListed, isPcs, listingType, industryTypes }),
  }));
}

// ---- Trainings ----

/** The list facts of every training open or to open, not past its last day at `dayStart`. */
export async function openTrainingFacts(db: Db, dayStart: Date): Promise<OpenTrainingFacts[]> {
  const rows = await db
    .select({
      id: trainings.id,
      stateCode: trainings.stateCode,
      cities: trainings.cities,
      industries: trainings.industries,
      durationCode: trainings.durationCode,
      durationMonths: trainings.durationMonths,
      stipend: trainings.stipend,
      createdUs: micros(trainings.createdAt),
      startUs: micros(trainings.applicationStart),
      endUs: micros(trainings.applicationEnd),
      ...companyFacts,
    })
    .from(trainings)
    .leftJoin(cp, eq(cp.userId, trainings.ownerId))
    .where(notClosed('training', dayStart));
  return rows.map(({ companyUserId, isListed, isPcs, listingType, industryTypes, ...training }) => ({
    ...training,
    company: companyOf({ companyUserId, isListed, isPcs, listingType, industryTypes }),
  }));
}

const trainingColumns = {
  id: trainings.id,
  code: trainings.code,
  title: trainings.title,
  companyName: companyNameSql,
  address: trainings.address,
  cities: trainings.cities,
  stateCode: trainings.stateCode,
  qualificationCode: trainings.qualification,
  industries: trainings.industries,
  stipend: trainings.stipend,
  stipendCurrency: trainings.stipendCurrency,
  applicationStart: trainings.applicationStart,
  applicationEnd: trainings.applicationEnd,
  trainingStart: trainings.trainingStart,
  description: trainings.description,
  createdAt: trainings.createdAt,
  modifiedAt: trainings.modifiedAt,
  status: trainings.status,
  applicationCount: trainings.applicationCount,
  noOfTrainees: trainings.noOfTrainees,
  durationMonths: trainings.durationMonths,
  durationCode: trainings.durationCode,
  isPCS: sql<boolean>`coalesce(${cp.isPcs}, false)`,
  companyDescription: sql<string>`coalesce(${cp.companyDescription}, '')`,
};

/** What `trainingColumns` reads. */
interface TrainingCodesRow
  extends Omit<TrainingRow, 'location' | 'stateName' | 'qualification' | 'industry' | 'appliedAt'> {
  cities: string[];
  stateCode: string;
  qualificationCode: string;
  industries: string[];
}

/** The row with its names: the same values the SQL look-ups gave. */
function namedTraining(row: TrainingCodesRow, names: ReferenceNames, appliedAt: Date | null): TrainingRow {
  const { cities, stateCode, qualificationCode, industries, ...rest } = row;
  return {
    ...rest,
    location: cityNames(names, cities),
    stateName: names.states.get(stateCode) ?? stateCode,
    qualification: nameIn(names, MASTER_LIST.qualification, qualificationCode),
    industry: namesIn(names, MASTER_LIST.industry, industries),
    appliedAt,
  };
}
export interface TrainingRow {
  id: number;
  code: string;
  title: string;
  companyName: string;
  address: string;
  location: string[];
  stateName: string;
  qualification: string;
  industry: string[];
  stipend: number;
  stipendCurrency: string;
  applicationStart: Date;
  applicationEnd: Date;
  trainingStart: Date | null;
  description: string;
  createdAt: Date;
  modifiedAt: Date;
  status: 'active' | 'blocked';
  applicationCount: number;
  noOfTrainees: number;
  durationMonths: number;
  durationCode: string;
  isPCS: boolean;
  companyDescription: string;
  appliedAt: Date | null;
}

export type TrainingOrder = 'freshness' | 'stipend' | 'duration';

/**
 * The trainings of these ids in the order of `ids` (a page chosen from the open postings' index),
 * with the viewer's application dates when a viewer is given, and the index's version.
 */
export async function trainingsByIds(
  db: Db,
  args: { ids: number[]; viewerId: number | null; names: ReferenceNames },
): Promise<{ rows: TrainingRow[]; version: number }> {
  return readByIds(db, trainingsByIdsStatements(db), args, ({ appliedAt, version: _, ...row }) =>
    namedTraining(row, args.names, appliedAt as Date | null),
  );
}

const trainingsByIdsStatements = byIdsStatements('training', 'trainings_by_ids', (db, appliedAt) =>
  db
    .select({ ...trainingColumns, appliedAt, version: indexVersion })
    .from(trainings)
    .$dynamic(),
);

export async function pageAppliedTrainings(
  db: Db,
  userId: number,
  args: PageArgs & { names: ReferenceNames },
) {
  const rows = db
    .select({ ...trainingColumns, appliedAt: trainingApplications.appliedAt })
    .from(trainingApplications)
    .$dynamic();
  const { list, total } = await pageApplied(db, 'training', rows, userId, args);
  return { rows: list.map(({ appliedAt, ...row }) => namedTraining(row, args.names, appliedAt)), total };
}
