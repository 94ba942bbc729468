import { ALL_CITY_CODE } from '@pp/contract/constants';
import { MASTER_LIST } from '@pp/contract/lookups';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import { corporateProfiles, memberProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import {
  cityNames,
  knownNamesIn,
  nameIn,
  namesIn,
  type ReferenceNames,
} from '../../platform/reference-names.ts';

/**
 * The reads behind every job and training list: one SQL statement per page and one count. Rows are
 * read with their codes and named from the reference names kept in memory
 * (platform/reference-names.ts), never one look-up per row.
 */

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

/**
 * Company types (config/company-type) are read from the employer's profile: listed, PCS firm,
 * listing type of an unlisted company and industries. A company may fit several types.
 */
const cp = corporateProfiles;
const COMPANY_TYPE_RULE: Record<string, SQL> = {
  'CT-LISTED': sql`(${cp.isListed} and not ${cp.isPcs})`,
  'CT-UNLISTED': sql`(not ${cp.isListed} and ${cp.listingType} = 'LT-PUB')`,
  'CT-PVT': sql`(${cp.listingType} in ('LT-PVT', 'LT-OPC'))`,
  'CT-PCS': sql`(${cp.isPcs})`,
  'CT-PSU': sql`(${cp.listingType} = 'LT-GOVT' or ${anyOf(cp.industryTypes, ['IND-GOVT'])})`,
  'CT-BFSI': sql`(${anyOf(cp.industryTypes, ['IND-BANK', 'IND-NBFC', 'IND-INS', 'IND-CAPM', 'IND-AMC'])})`,
  'CT-MNC': sql`(${cp.listingType} = 'LT-FOREIGN')`,
  'CT-LAW': sql`(${anyOf(cp.industryTypes, ['IND-LEGAL'])})`,
  'CT-CA': sql`(not ${cp.isPcs} and ${anyOf(cp.industryTypes, ['IND-PROF'])})`,
};

function companyTypeCondition(codes: readonly string[]): SQL | undefined {
  if (!codes.length) return undefined;
  const parts = codes.map((code) => {
    if (code === 'CT-OTHER')
      return sql`coalesce(not (${sql.join(Object.values(COMPANY_TYPE_RULE), sql` or `)}), false)`;
    return COMPANY_TYPE_RULE[code] ?? sql`false`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** City codes: none or '*' means every city (of the state, when a state is given). */
function cityCondition(column: AnyPgColumn, codes: readonly string[]): SQL | undefined {
  if (!codes.length || codes.includes(ALL_CITY_CODE)) return undefined;
  return anyOf(column, codes);
}

// ---- Jobs ----

export interface Range {
  min?: number;
  max?: number;
}

export interface JobConditions {
  /** Now, and the start of today in India time (a job is shown till the end of its end date). */
  now: Date;
  dayStart: Date;
  audience?: 'member' | 'student';
  jobType?: string;
  skills?: readonly string[];
  /** The skills asked for that are names typed in (no codes): matched case-insensitively. */
  skillNames?: readonly string[];
  roles?: readonly string[];
  roleNames?: readonly string[];
  industries?: readonly string[];
  companyTypes?: readonly string[];
  qualifications?: readonly string[];
  country?: string;
  notCountry?: string;
  state?: string;
  cities?: readonly string[];
  experience?: Range;
  salary?: Range & { currency: string };
  workFromHome?: boolean;
}

/** Published, not deleted and inside the show window. */
export function jobIsOpen(now: Date, dayStart: Date): SQL {
  return and(
    eq(jobs.status, 'active'),
    isNull(jobs.deletedAt),
    lte(jobs.startDate, now),
    sql`${jobs.endDate} >= ${dayStart}`,
  ) as SQL;
}

/** Overlap of [column min, column max] with the range asked for. */
function overlaps(minColumn: AnyPgColumn, maxColumn: AnyPgColumn, range: Range | undefined): SQL | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  return and(
    range.max === undefined ? undefined : lte(minColumn, range.max),
    range.min === undefined ? undefined : sql`${maxColumn} >= ${range.min}`,
  );
}

export function jobConditions(c: JobConditions): SQL {
  const parts: (SQL | undefined)[] = [
    jobIsOpen(c.now, c.dayStart),
    c.audience === undefined ? undefined : eq(jobs.isMemberJob, c.audience === 'member'),
    c.jobType ? eq(jobs.jobType, c.jobType) : undefined,
    c.skills?.length ? anyCodeOrName(jobs.skills, c.skills, c.skillNames ?? []) : undefined,
    c.roles?.length ? anyCodeOrName(jobs.roles, c.roles, c.roleNames ?? []) : undefined,
    c.qualifications?.length ? anyOf(jobs.qualifications, c.qualifications) : undefined,
    c.industries?.length ? anyOf(cp.industryTypes, c.industries) : undefined,
    companyTypeCondition(c.companyTypes ?? []),
    c.country ? eq(jobs.countryCode, c.country) : undefined,
    c.notCountry ? ne(jobs.countryCode, c.notCountry) : undefined,
    c.state && c.state !== ALL_CITY_CODE ? eq(jobs.stateCode, c.state) : undefined,
    cityCondition(jobs.cities, c.cities ?? []),
    overlaps(jobs.minExperienceInMonths, jobs.maxExperienceInMonths, c.experience),
    c.salary ? overlaps(jobs.minSalary, jobs.maxSalary, c.salary) : undefined,
    c.salary && (c.salary.min !== undefined || c.salary.max !== undefined)
      ? eq(jobs.salaryCurrency, c.salary.currency)
      : undefined,
    c.workFromHome ? sql`${jobs.workCulture} in ('Yes', 'Limited')` : undefined,
  ];
  return and(...parts) as SQL;
}

/** A job row as read: codes, named in `namedJob` (the one place that names a job row). */
const jobColumns = {
  id: jobs.id,
  code: jobs.code,
  title: jobs.title,
  companyName: sql<string>`coalesce(nullif(${cp.companyName}, ''), ${users.name})`,
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

function jobOrderBy(order: JobOrder): SQL[] {
  const fresh = [desc(jobs.createdAt), desc(jobs.id)];
  if (order === 'experience')
    return [asc(jobs.minExperienceInMonths), asc(jobs.maxExperienceInMonths), ...fresh];
  if (order === 'salary') return [desc(jobs.maxSalary), desc(jobs.minSalary), ...fresh];
  return fresh;
}

export interface PageArgs {
  offset: number;
  limit: number;
}

/** Open jobs with their companies, and the viewer's application date where a viewer is given. */
function selectJobs(db: Db, viewer: number | null) {
  const columns = {
    ...jobColumns,
    appliedAt: viewer === null ? sql<Date | null>`null` : jobApplications.appliedAt,
  };
  const base = db
    .select(columns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .leftJoin(cp, eq(cp.userId, jobs.ownerId));
  return viewer === null
    ? base
    : base.leftJoin(
        jobApplications,
        and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.userId, viewer)),
      );
}

function namedRows(rows: (JobCodesRow & { appliedAt: unknown })[], names: ReferenceNames): JobRow[] {
  return rows.map(({ appliedAt, ...row }) => ({
    ...namedJob(row as JobCodesRow, names),
    appliedAt: appliedAt as Date | null,
  }));
}

/** A page of open jobs matching `where`, with the viewer's application date when any. */
export async function pageJobs(
  db: Db,
  args: PageArgs & {
    where: SQL;
    order: JobOrder;
    viewerId: number | null;
    names: ReferenceNames;
  },
): Promise<{ rows: JobRow[]; total: number }> {
  // The count is its own statement: in the page's (count(*) over ()) a broad list (every open
  // job, work from home across India) would join and number every match before the first ten,
  // instead of stopping after them (bench/results: 20x slower for those lists).
  const [rows, totals] = await Promise.all([
    selectJobs(db, args.viewerId)
      .where(args.where)
      .orderBy(...jobOrderBy(args.order))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ total: count() }).from(jobs).leftJoin(cp, eq(cp.userId, jobs.ownerId)).where(args.where),
  ]);
  return {
    rows: namedRows(rows as (JobCodesRow & { appliedAt: unknown })[], args.names),
    total: totals[0]?.total ?? 0,
  };
}

/**
 * The jobs of these ids that still match `where`, in the order of `ids` (a page ranked in memory:
 * the recommended jobs), with the viewer's application dates.
 */
export async function jobsByIds(
  db: Db,
  args: { ids: number[]; where: SQL; viewerId: number; names: ReferenceNames },
): Promise<JobRow[]> {
  if (!args.ids.length) return [];
  const rows = await selectJobs(db, args.viewerId).where(and(inArray(jobs.id, args.ids), args.where));
  const byId = new Map(
    namedRows(rows as (JobCodesRow & { appliedAt: unknown })[], args.names).map((r) => [r.id, r]),
  );
  return args.ids.flatMap((id) => byId.get(id) ?? []);
}

/** When a person applied to each of these jobs (those applied to only). */
export async function jobApplicationDates(
  db: Db,
  userId: number,
  jobIds: number[],
): Promise<Map<number, Date>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .select({ id: jobApplications.jobId, appliedAt: jobApplications.appliedAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.jobId, jobIds)));
  return new Map(rows.map((r) => [r.id, r.appliedAt]));
}

/** When a person applied to each of these trainings (those applied to only). */
export async function trainingApplicationDates(
  db: Db,
  userId: number,
  trainingIds: number[],
): Promise<Map<number, Date>> {
  if (!trainingIds.length) return new Map();
  const rows = await db
    .select({ id: trainingApplications.trainingId, appliedAt: trainingApplications.appliedAt })
    .from(trainingApplications)
    .where(
      and(eq(trainingApplications.userId, userId), inArray(trainingApplications.trainingId, trainingIds)),
    );
  return new Map(rows.map((r) => [r.id, r.appliedAt]));
}

/** The jobs a person applied for (not deleted ones), latest application first. */
export async function pageAppliedJobs(db: Db, userId: number, args: PageArgs & { names: ReferenceNames }) {
  const where = and(eq(jobApplications.userId, userId), isNull(jobs.deletedAt)) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select({ ...jobColumns, appliedAt: jobApplications.appliedAt })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobs.ownerId))
      .leftJoin(cp, eq(cp.userId, jobs.ownerId))
      .where(where)
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ total: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ appliedAt, ...row }) => ({ ...namedJob(row as JobCodesRow, args.names), appliedAt })),
    total: totals[0]?.total ?? 0,
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
  const rows = await db
    .select({
      skills: memberProfiles.skills,
      role: memberProfiles.currentRole,
      stateCode: memberProfiles.stateCode,
      cityCode: memberProfiles.cityCode,
      totalExperienceInMonths: memberProfiles.totalExperienceInMonths,
    })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId))
    .limit(1);
  return rows[0];
}

/** What the recommended jobs are chosen and ordered by, of one open member job (recommended.ts). */
export interface JobMatchFacts {
  id: number;
  skills: string[];
  roles: string[];
  cities: string[];
  stateCode: string;
  minExperienceInMonths: number;
  maxExperienceInMonths: number;
  minSalary: number;
  maxSalary: number;
  /** Times as microseconds since 1970 (the database's precision, so ties order as in SQL). */
  createdUs: number;
  startUs: number;
  endUs: number;
}

/** Microseconds since 1970 of a time column, as a number (exact: below 2^53 until the year 2255). */
function micros(column: AnyPgColumn) {
  return sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;
}

/**
 * The match facts of every member job open now (about 1 900 on the bench data set). Times come as
 * numbers: parsed as dates they were two thirds of the statement's time in Node.
 */
export async function openMemberJobFacts(db: Db, now: Date, dayStart: Date): Promise<JobMatchFacts[]> {
  return db
    .select({
      id: jobs.id,
      skills: jobs.skills,
      roles: jobs.roles,
      cities: jobs.cities,
      stateCode: jobs.stateCode,
      minExperienceInMonths: jobs.minExperienceInMonths,
      maxExperienceInMonths: jobs.maxExperienceInMonths,
      minSalary: jobs.minSalary,
      maxSalary: jobs.maxSalary,
      createdUs: micros(jobs.createdAt),
      startUs: micros(jobs.startDate),
      endUs: micros(jobs.endDate),
    })
    .from(jobs)
    .where(and(jobIsOpen(now, dayStart), eq(jobs.isMemberJob, true)));
}

// ---- Trainings ----

export interface TrainingConditions {
  now: Date;
  dayStart: Date;
  state?: string;
  cities?: readonly string[];
  industries?: readonly string[];
  durations?: readonly string[];
  companyTypes?: readonly string[];
}

/** Open, not deleted and inside the application window. */
export function trainingIsOpen(now: Date, dayStart: Date): SQL {
  return and(
    eq(trainings.status, 'active'),
    isNull(trainings.deletedAt),
    lte(trainings.applicationStart, now),
    sql`${trainings.applicationEnd} >= ${dayStart}`,
  ) as SQL;
}

export function trainingConditions(c: TrainingConditions): SQL {
  return and(
    trainingIsOpen(c.now, c.dayStart),
    c.state && c.state !== ALL_CITY_CODE ? eq(trainings.stateCode, c.state) : undefined,
    cityCondition(trainings.cities, c.cities ?? []),
    c.industries?.length ? anyOf(trainings.industries, c.industries) : undefined,
    c.durations?.length ? sql`${trainings.durationCode} = any(${textArray(c.durations)})` : undefined,
    companyTypeCondition(c.companyTypes ?? []),
  ) as SQL;
}

const trainingColumns = {
  id: trainings.id,
  code: trainings.code,
  title: trainings.title,
  companyName: sql<string>`coalesce(nullif(${cp.companyName}, ''), ${users.name})`,
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

function trainingOrderBy(order: TrainingOrder): SQL[] {
  const fresh = [desc(trainings.createdAt), desc(trainings.id)];
  if (order === 'stipend') return [desc(trainings.stipend), ...fresh];
  if (order === 'duration') return [asc(trainings.durationMonths), ...fresh];
  return fresh;
}

export async function pageTrainings(
  db: Db,
  args: PageArgs & { where: SQL; order: TrainingOrder; names: ReferenceNames },
): Promise<{ rows: TrainingRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(trainingColumns)
      .from(trainings)
      .innerJoin(users, eq(users.id, trainings.ownerId))
      .leftJoin(cp, eq(cp.userId, trainings.ownerId))
      .where(args.where)
      .orderBy(...trainingOrderBy(args.order))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ total: count() })
      .from(trainings)
      .leftJoin(cp, eq(cp.userId, trainings.ownerId))
      .where(args.where),
  ]);
  return { rows: rows.map((row) => namedTraining(row, args.names, null)), total: totals[0]?.total ?? 0 };
}

export async function pageAppliedTrainings(
  db: Db,
  userId: number,
  args: PageArgs & { names: ReferenceNames },
) {
  const where = and(eq(trainingApplications.userId, userId), isNull(trainings.deletedAt)) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select({ ...trainingColumns, appliedAt: trainingApplications.appliedAt })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .innerJoin(users, eq(users.id, trainings.ownerId))
      .leftJoin(cp, eq(cp.userId, trainings.ownerId))
      .where(where)
      .orderBy(desc(trainingApplications.appliedAt), desc(trainingApplications.id))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ total: count() })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ appliedAt, ...row }) => namedTraining(row, args.names, appliedAt)),
    total: totals[0]?.total ?? 0,
  };
}
