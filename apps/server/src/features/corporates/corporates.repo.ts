import type { Language } from '@pp/contract/account';
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { builtOncePerName } from '../../db/prepared.ts';
import { personMessages } from '../../db/schema/comm.ts';
import { files } from '../../db/schema/files.ts';
import { jobApplications, jobs, trainingApplications, trainings } from '../../db/schema/postings.ts';
import {
  candidatePlaceCounts,
  candidateSkills,
  corporateProfiles,
  memberProfiles,
  studentProfiles,
} from '../../db/schema/profiles.ts';
import { sessions, users } from '../../db/schema/users.ts';

// ---- Company profile ----

export type CorporateProfileRow = typeof corporateProfiles.$inferSelect;
export type CorporateProfileChanges = Partial<Omit<CorporateProfileRow, 'userId'>>;

export interface CorporateUserRow {
  id: number;
  code: string;
  email: string;
  name: string;
  mobile: string;
  loginStatus: string;
  registrationType: string;
}

export async function findCorporateUser(db: Db, id: number): Promise<CorporateUserRow | undefined> {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      email: users.email,
      name: users.name,
      mobile: users.mobile,
      loginStatus: sql<string>`${users.loginStatus}::text`,
      registrationType: users.registrationType,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'corporate')))
    .limit(1);
  return rows[0];
}

export async function findCorporateUserByCode(db: Db, code: string): Promise<CorporateUserRow | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.code, code), eq(users.role, 'corporate'), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ? findCorporateUser(db, rows[0].id) : undefined;
}

export async function findCorporateProfile(db: Db, userId: number): Promise<CorporateProfileRow | undefined> {
  const rows = await db.select().from(corporateProfiles).where(eq(corporateProfiles.userId, userId)).limit(1);
  return rows[0];
}

/** Locks the profile row for a read-modify-write in a transaction. */
export async function lockCorporateProfile(db: Db, userId: number): Promise<CorporateProfileRow | undefined> {
  const rows = await db
    .select()
    .from(corporateProfiles)
    .where(eq(corporateProfiles.userId, userId))
    .for('update')
    .limit(1);
  return rows[0];
}

/**
 * Updates the company profile; creates it from `defaults` when an account has none yet (an
 * account made before its profile, e.g. by an import).
 */
export async function saveCorporateProfile(
  db: Db,
  userId: number,
  changes: CorporateProfileChanges,
  defaults: { companyName: string },
) {
  const updated = await db
    .update(corporateProfiles)
    .set(changes)
    .where(eq(corporateProfiles.userId, userId))
    .returning({ userId: corporateProfiles.userId });
  if (updated.length) return;
  await db.insert(corporateProfiles).values({ companyName: defaults.companyName, ...changes, userId });
}

/** Keeps the account's display name (page headers, auth/me) the company's name. */
export async function renameCorporateUser(db: Db, userId: number, name: string, now: Date) {
  await db
    .update(users)
    .set({ name, modifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'corporate')));
}

// ---- Files (balance sheet) ----

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<FileRow> {
  const rows = await db.insert(files).values(row).returning();
  return rows[0]!;
}

export async function findFileById(db: Db, id: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

export async function findOwnedFile(db: Db, ownerId: number, kind: string, fileName: string) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.kind, kind), eq(files.fileName, fileName)))
    .limit(1);
  return rows[0];
}

/** Deletes a file row; answers its storage key (the bytes go after the commit). */
export async function deleteFileRow(db: Db, id: number): Promise<string | undefined> {
  const rows = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
  return rows[0]?.storageKey;
}

// ---- Candidate search ----

export type CandidateKind = 'member' | 'student';

export interface CandidateFilter {
  stateCode?: string;
  cityCodes: string[];
  skillCodes: string[];
  /** The skills asked for that are names typed in (no codes): matched case-insensitively. */
  skillNames: string[];
}

export interface CandidateRow {
  userId: number;
  userCode: string;
  name: string;
  profilePicture: string;
  stateCode: string;
  cityCode: string;
  skills: string[];
  profileSummary: string;
  totalExperienceInMonths: number;
  currentCtc: number;
  currentCtcCurrency: string;
  currentCompany: string;
  currentRole: string;
  hasResume: boolean;
  /** The candidate's switch: employers who only found them by search may open the resume. */
  showsResume: boolean;
  modifiedAt: Date;
}

const searchableUser = and(eq(users.loginStatus, 'active'), isNull(users.deletedAt));

/**
 * The form of a candidate search: which filters it has (their values are the statement's
 * parameters) and its order. Each form's page and count are named statements built once per
 * database (db/prepared.ts): the searches' planning cost about as much as running them
 * (docs/performance.md, seventh round), and a place's or a skill list's values no longer change
 * the statement's text.
 */
interface SearchShape {
  kind: CandidateKind;
  sort: number;
  state: boolean;
  /**
   * One city (the usual search: its equality keeps the place index's order for the page, which an
   * array of unknown length would not) or several.
   */
  cities: 'none' | 'one' | 'many';
  /** Skill codes only ('codes': answered from candidate_skills), with a typed name ('names'), or none. */
  skills: 'none' | 'codes' | 'names';
}

function shapeOf(kind: CandidateKind, filter: CandidateFilter, sort: number): SearchShape {
  return {
    kind,
    // Members: 1 name, 3 experience, else updated; students: 1 name, else updated.
    sort: sort === 1 ? 1 : sort === 3 && kind === 'member' ? 3 : 2,
    state: Boolean(filter.stateCode),
    cities: filter.cityCodes.length === 0 ? 'none' : filter.cityCodes.length === 1 ? 'one' : 'many',
    skills: !filter.skillCodes.length ? 'none' : filter.skillNames.length ? 'names' : 'codes',
  };
}

function shapeName(prefix: string, shape: SearchShape): string {
  return [
    prefix,
    shape.kind,
    shape.sort,
    shape.state ? 'state' : '',
    shape.cities === 'none' ? '' : `cities${shape.cities}`,
    shape.skills,
  ].join('_');
}

/** The values of a search's parameters (every statement takes the ones its form uses). */
function searchParams(filter: CandidateFilter, offset = 0, limit = 0) {
  return {
    state: filter.stateCode ?? '',
    city: filter.cityCodes[0] ?? '',
    cities: filter.cityCodes,
    skills: filter.skillCodes,
    names: filter.skillNames.map((name) => name.toLowerCase()),
    offset,
    limit,
    first: offset + limit,
  };
}

const textArrayParam = (name: string) => sql`${sql.placeholder(name)}::text[]`;

/** The city condition of a search's form on a column. */
function cityCondition(column: AnyPgColumn, shape: SearchShape) {
  if (shape.cities === 'one') return eq(column, sql.placeholder('city'));
  if (shape.cities === 'many') return sql`${column} = any(${textArrayParam('cities')})`;
  return undefined;
}

/**
 * Searchable candidates (the profile's `searchable`, kept by the database: an active profile of an
 * active, undeleted user, migration 0017) matching the filter. The place and the order are columns
 * of the profile, so a page is read in its order from one index (`*_searchable_*_idx`). Skills:
 * `&&` on the array, served by *_profiles_skills_gin (a typed name adds a look).
 */
function candidateWhere(table: typeof memberProfiles | typeof studentProfiles, shape: SearchShape) {
  const anySkill = sql`${table.skills} && ${textArrayParam('skills')}`;
  return and(
    sql`${table.searchable}`,
    shape.state ? eq(table.stateCode, sql.placeholder('state')) : undefined,
    cityCondition(table.cityCode, shape),
    shape.skills === 'codes' ? anySkill : undefined,
    shape.skills === 'names'
      ? sql`(${anySkill} or exists (select 1 from unnest(${table.skills}) as e(entry) where lower(e.entry) = any(${textArrayParam('names')})))`
      : undefined,
  );
}

/**
 * The page's profiles: in name order by skill codes (a search by skill codes only is answered from
 * `candidate_skills`, one row per skill of each searchable candidate, migration 0019), the ids of
 * the page chosen among the skill entries (a candidate with two of the skills asked for counted
 * once); otherwise the filter itself.
 */
function pageWhere(table: typeof memberProfiles | typeof studentProfiles, shape: SearchShape) {
  if (shape.sort !== 1 || shape.skills !== 'codes')
    return { where: candidateWhere(table, shape), paged: true };
  return { where: sql`${table.userId} in (${pageIdsBySkill(shape)})`, paged: false };
}

/**
 * The ids of one page in name order, by skill codes. The skill entries of a place are kept in name
 * order per skill (and city) by the `candidate_skills_*_idx` indexes, so each such list gives only
 * its first offset + limit entries: a candidate of the page is among the first offset + limit of
 * every list they are on (everyone before them on that list is before them on the page too).
 * Merged, each candidate once, then the page. Reading and grouping every entry of the place and
 * skills instead took 4.6 ms for Maharashtra and two skills (3 600 entries).
 */
function pageIdsBySkill(shape: SearchShape) {
  const e = candidateSkills;
  const list = sql`select ${e.nameKey} as name_key, ${e.userId} as user_id from ${e}
    where ${e.kind} = ${shape.kind}${shape.state ? sql` and ${e.stateCode} = ${sql.placeholder('state')}` : sql``}${
      shape.cities === 'none' ? sql`` : sql` and ${e.cityCode} = c.city`
    } and ${e.skill} = s.skill
    order by ${e.nameKey}, ${e.userId} limit ${sql.placeholder('first')}`;
  return sql`select x.user_id from unnest(${textArrayParam('skills')}) as s(skill)${
    shape.cities === 'none' ? sql`` : sql` cross join unnest(${textArrayParam('cities')}) as c(city)`
  } cross join lateral (${list}) as x
    group by x.name_key, x.user_id order by x.name_key, x.user_id
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

function prepareMemberPage(db: Db, shape: SearchShape, name: string) {
  const p = memberProfiles;
  const page = pageWhere(p, shape);
  const order =
    shape.sort === 1
      ? [asc(p.nameKey), asc(p.userId)]
      : shape.sort === 3
        ? [desc(p.totalExperienceInMonths), desc(p.modifiedAt), desc(p.userId)]
        : [desc(p.modifiedAt), desc(p.userId)];
  const query = db
    .select({
      userId: users.id,
      userCode: users.code,
      name: users.name,
      profilePicture: p.profilePicture,
      stateCode: p.stateCode,
      cityCode: p.cityCode,
      skills: p.skills,
      profileSummary: p.profileSummary,
      totalExperienceInMonths: p.totalExperienceInMonths,
      currentCtc: p.currentCtc,
      currentCtcCurrency: p.currentCtcCurrency,
      currentCompany: p.currentCompany,
      currentRole: p.currentRole,
      hasResume: sql<boolean>`${p.resumeFileId} is not null`,
      showsResume: p.showResumeToEmployers,
      modifiedAt: p.modifiedAt,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(page.where, eq(users.role, 'member')))
    .orderBy(...order);
  return page.paged
    ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name)
    : query.prepare(name);
}

function prepareStudentPage(db: Db, shape: SearchShape, name: string) {
  const p = studentProfiles;
  const page = pageWhere(p, shape);
  const order = shape.sort === 1 ? [asc(p.nameKey), asc(p.userId)] : [desc(p.modifiedAt), desc(p.userId)];
  const query = db
    .select({
      userId: users.id,
      userCode: users.code,
      name: users.name,
      profilePicture: p.profilePicture,
      stateCode: p.stateCode,
      cityCode: p.cityCode,
      skills: p.skills,
      profileSummary: p.profileSummary,
      totalExperienceInMonths: sql<number>`0`,
      currentCtc: sql<number>`0`,
      currentCtcCurrency: sql<string>`''`,
      currentCompany: sql<string>`''`,
      currentRole: sql<string>`''`,
      hasResume: sql<boolean>`${p.resumeFileId} is not null`,
      showsResume: p.showResumeToEmployers,
      modifiedAt: p.modifiedAt,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(page.where, eq(users.role, 'student')))
    .orderBy(...order);
  return page.paged
    ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name)
    : query.prepare(name);
}

/**
 * How many searchable candidates match the filter (every page's total). Without skills: the sum
 * of the places' counts the database keeps (candidate_place_counts, migration 0017), a few rows;
 * by skill codes: the place's entries of those skills (candidate_skills); with a skill name typed
 * in: counted over the place's profiles.
 */
function prepareCount(db: Db, shape: SearchShape, name: string) {
  if (shape.skills === 'none') {
    const c = candidatePlaceCounts;
    return db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)::int` })
      .from(c)
      .where(
        and(
          eq(c.kind, shape.kind),
          shape.state ? eq(c.stateCode, sql.placeholder('state')) : undefined,
          cityCondition(c.cityCode, shape),
        ),
      )
      .prepare(name);
  }
  if (shape.skills === 'codes') {
    const e = candidateSkills;
    return db
      .select({ total: sql<number>`count(distinct ${e.userId})::int` })
      .from(e)
      .where(
        and(
          eq(e.kind, shape.kind),
          shape.state ? eq(e.stateCode, sql.placeholder('state')) : undefined,
          shape.cities === 'none' ? undefined : sql`${e.cityCode} = any(${textArrayParam('cities')})`,
          sql`${e.skill} = any(${textArrayParam('skills')})`,
        ),
      )
      .prepare(name);
  }
  const table = shape.kind === 'member' ? memberProfiles : studentProfiles;
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(candidateWhere(table, shape))
    .prepare(name);
}

type PagePrepared = ReturnType<typeof prepareMemberPage> | ReturnType<typeof prepareStudentPage>;
type CountPrepared = ReturnType<typeof prepareCount>;

const pageStatements = builtOncePerName<PagePrepared>();
const countStatements = builtOncePerName<CountPrepared>();

/**
 * The database a form's statement runs on. The forms by skill codes alone (a page in name order
 * merged from the skill lists, pageIdsBySkill; a count of the skill entries) have their plan fixed
 * by their text (each list read in its index order, with its limit), and PostgreSQL planned them
 * afresh at every run (a custom plan: 0.3 ms, as long as the run): they run on the connections that
 * keep one plan for every value (db/client.ts genericPlans; docs/performance.md, eighth round). The
 * other forms (a page in date or experience order, a place, a typed skill name) may need another
 * plan for a small place than for a large one: planned at each run as before.
 */
function dbFor(dbs: SearchDbs, shape: SearchShape, statement: 'page' | 'count'): Db {
  const fixedPlan = shape.skills === 'codes' && (statement === 'count' || shape.sort === 1);
  return fixedPlan ? dbs.genericPlans : dbs.db;
}

/** Where the searches run: the app's database and its generic-plan connections (genericPlansOf). */
export interface SearchDbs {
  db: Db;
  genericPlans: Db;
}

function pageStatement(dbs: SearchDbs, shape: SearchShape): PagePrepared {
  const db = dbFor(dbs, shape, 'page');
  return pageStatements(db, shapeName('candidates', shape), (name) =>
    shape.kind === 'member' ? prepareMemberPage(db, shape, name) : prepareStudentPage(db, shape, name),
  );
}

/**
 * Searchable profiles of the kind matching the filter, one page in SQL. Sort: 1 name, 2 updated,
 * 3 experience (members; students: as 2).
 */
export async function pageCandidateProfiles(
  dbs: SearchDbs,
  kind: CandidateKind,
  filter: CandidateFilter,
  sort: number,
  offset: number,
  limit: number,
): Promise<CandidateRow[]> {
  return pageStatement(dbs, shapeOf(kind, filter, sort)).execute(searchParams(filter, offset, limit));
}

export async function countCandidates(
  dbs: SearchDbs,
  kind: CandidateKind,
  filter: CandidateFilter,
): Promise<number> {
  const shape = { ...shapeOf(kind, filter, 1), sort: 0 };
  const db = dbFor(dbs, shape, 'count');
  const statement = countStatements(db, shapeName('candidate_count', shape), (name) =>
    prepareCount(db, shape, name),
  );
  const totals = await statement.execute(searchParams(filter));
  return totals[0]?.total ?? 0;
}

// ---- Messages ----

export interface RecipientRow {
  id: number;
  code: string;
  name: string;
  email: string;
  language: Language;
  isActive: boolean | null;
}

/** A member or student by code, with the active flag of their profile; blocked or deleted: none. */
export async function findRecipient(
  db: Db,
  kind: CandidateKind,
  code: string,
): Promise<RecipientRow | undefined> {
  const profile = kind === 'member' ? memberProfiles : studentProfiles;
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      name: users.name,
      email: users.email,
      language: users.language,
      isActive: profile.isActive,
    })
    .from(users)
    .leftJoin(profile, eq(profile.userId, users.id))
    .where(and(eq(users.code, code), eq(users.role, kind), searchableUser))
    .limit(1);
  return rows[0];
}

export async function insertPersonMessage(db: Db, row: typeof personMessages.$inferInsert) {
  await db.insert(personMessages).values(row);
}

// ---- Dashboard ----

/**
 * The end of the previous visit: when the user's latest other session was last used. Read-only
 * use of the sessions table (the platform's), for the dashboard's "since your last visit".
 */
export async function previousVisitEnd(
  db: Db,
  userId: number,
  currentSessionId: number,
): Promise<Date | null> {
  const rows = await db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  return rows[0]?.lastSeenAt ?? null;
}

/** Applications to the employer's postings after `since`. */
export async function countApplicationsSince(db: Db, employerId: number, since: Date): Promise<number> {
  const [viaJobs, viaTrainings] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobs.ownerId, employerId), isNull(jobs.deletedAt), gt(jobApplications.appliedAt, since))),
    db
      .select({ n: count() })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .where(
        and(
          eq(trainings.ownerId, employerId),
          isNull(trainings.deletedAt),
          gt(trainingApplications.appliedAt, since),
        ),
      ),
  ]);
  return (viaJobs[0]?.n ?? 0) + (viaTrainings[0]?.n ?? 0);
}

export interface LatestApplicationRow {
  kind: 'job' | 'training';
  postingCode: string;
  postingTitle: string;
  userCode: string;
  role: string;
  name: string;
  appliedAt: Date;
}

/** The latest applications to the employer's postings, newest first. */
export async function latestApplications(
  db: Db,
  employerId: number,
  limit: number,
): Promise<LatestApplicationRow[]> {
  const [viaJobs, viaTrainings] = await Promise.all([
    db
      .select({
        postingCode: jobs.code,
        postingTitle: jobs.title,
        userCode: users.code,
        role: sql<string>`${users.role}::text`,
        name: users.name,
        appliedAt: jobApplications.appliedAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(and(eq(jobs.ownerId, employerId), isNull(jobs.deletedAt)))
      .orderBy(desc(jobApplications.appliedAt))
      .limit(limit),
    db
      .select({
        postingCode: trainings.code,
        postingTitle: trainings.title,
        userCode: users.code,
        role: sql<string>`${users.role}::text`,
        name: users.name,
        appliedAt: trainingApplications.appliedAt,
      })
      .from(trainingApplications)
      .innerJoin(trainings, eq(trainings.id, trainingApplications.trainingId))
      .innerJoin(users, eq(users.id, trainingApplications.userId))
      .where(and(eq(trainings.ownerId, employerId), isNull(trainings.deletedAt)))
      .orderBy(desc(trainingApplications.appliedAt))
      .limit(limit),
  ]);
  return [
    ...viaJobs.map((row) => ({ ...row, kind: 'job' as const })),
    ...viaTrainings.map((row) => ({ ...row, kind: 'training' as const })),
  ]
    .sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime())
    .slice(0, limit);
}
