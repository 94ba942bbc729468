import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { OpenClock } from '../../db/posting-kind.ts';
import { auditLog } from '../../db/schema/comm.ts';
import { cities, states } from '../../db/schema/lookups.ts';
import { jobApplications, trainingApplications } from '../../db/schema/postings.ts';
import { corporateProfiles, memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { containing, escapeLike } from '../../platform/sql.ts';
import { countAllOpen } from '../jobs/postings.repo.ts';
import { anyCodeOrName } from '../search/search.repo.ts';

/**
 * The admin area's reads across the domain (statistics, user searches, the audit log) and its
 * write on another aggregate (the right to post trainings). The summaries of posted jobs and
 * trainings are the jobs and trainings repos' (pageAllJobs, pageAllTrainings). Lists are paged in
 * SQL (offset for screens, keyset for exports) on indexed columns.
 */

// ---- Statistics ----

export interface Figures {
  members: number;
  students: number;
  employers: number;
  blockedUsers: number;
  trainingEmployers: number;
  openJobs: number;
  openTrainings: number;
  jobApplications: number;
  trainingApplications: number;
}

export async function figures(db: Db, at: OpenClock): Promise<Figures> {
  const [people, postings, applications, trainingRight] = await Promise.all([
    db
      .select({
        members: sql<number>`count(*) filter (where ${users.role} = 'member')::int`,
        students: sql<number>`count(*) filter (where ${users.role} = 'student')::int`,
        employers: sql<number>`count(*) filter (where ${users.role} = 'corporate')::int`,
        blocked: sql<number>`count(*) filter (where ${users.loginStatus} = 'blocked')::int`,
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    Promise.all([countAllOpen(db, 'job', at), countAllOpen(db, 'training', at)]),
    Promise.all([
      db.select({ n: count() }).from(jobApplications),
      db.select({ n: count() }).from(trainingApplications),
    ]),
    db.select({ n: count() }).from(corporateProfiles).where(eq(corporateProfiles.canPostTraining, true)),
  ]);
  const p = people[0];
  return {
    members: p?.members ?? 0,
    students: p?.students ?? 0,
    employers: p?.employers ?? 0,
    blockedUsers: p?.blocked ?? 0,
    trainingEmployers: trainingRight[0]?.n ?? 0,
    openJobs: postings[0],
    openTrainings: postings[1],
    jobApplications: applications[0][0]?.n ?? 0,
    trainingApplications: applications[1][0]?.n ?? 0,
  };
}

/** Counts per India-time week (Monday start) since `since`: `week` is the Monday as YYYY-MM-DD. */
async function weekly(db: Db, table: string, column: string, since: Date, extra = '') {
  // India time is UTC+05:30 all year: shifting the UTC time avoids needing time zone data.
  const result = await db.execute<{ week: string; n: number }>(
    sql`select to_char(date_trunc('week', (${sql.raw(column)} at time zone 'UTC') + interval '5 hours 30 minutes'), 'YYYY-MM-DD') as week,
               count(*)::int as n
        from ${sql.raw(table)}
        where ${sql.raw(column)} >= ${since.toISOString()}::timestamptz ${sql.raw(extra)}
        group by 1`,
  );
  const rows = (result as unknown as { rows?: { week: string; n: number }[] }).rows ?? [];
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

export async function weeklyCounts(db: Db, since: Date) {
  const [jobsPosted, trainingsPosted, jobApps, trainingApps, registrations] = await Promise.all([
    weekly(db, 'jobs', 'created_at', since, 'and deleted_at is null'),
    weekly(db, 'trainings', 'created_at', since, 'and deleted_at is null'),
    weekly(db, 'job_applications', 'applied_at', since),
    weekly(db, 'training_applications', 'applied_at', since),
    weekly(db, 'users', 'created_at', since, "and role <> 'admin'"),
  ]);
  return { jobsPosted, trainingsPosted, jobApps, trainingApps, registrations };
}

// ---- Users ----

export interface PlaceFilter {
  keyword: string;
  /** State code; null: every state. */
  state: string | null;
  /** City code; null: every city. */
  city: string | null;
}

function nameOfState(column: AnyPgColumn) {
  return sql<string>`coalesce((select ${states.name} from ${states} where ${states.code} = ${column}), '')`;
}
function nameOfCity(column: AnyPgColumn) {
  return sql<string>`coalesce((select ${cities.name} from ${cities} where ${cities.code} = ${column}), '')`;
}

export interface UserKey {
  /** The sort column's value (text or number as text) and the id that breaks ties. */
  value: string | number | Date;
  id: number;
}

// Corporates

const corporateColumns = {
  id: users.id,
  userCode: users.code,
  email: users.email,
  loginStatus: users.loginStatus,
  registrationType: users.registrationType,
  createdAt: users.createdAt,
  companyName: corporateProfiles.companyName,
  cinNumber: corporateProfiles.cinNumber,
  industryTypes: corporateProfiles.industryTypes,
  companyDescription: corporateProfiles.companyDescription,
  contactPersonName: corporateProfiles.contactPerson1Name,
  contactPersonMobile: corporateProfiles.contactPerson1Mobile,
  contactPersonEmail: corporateProfiles.contactPerson1Email,
  canPostTraining: corporateProfiles.canPostTraining,
  isListed: corporateProfiles.isListed,
  isPcs: corporateProfiles.isPcs,
  modifiedAt: corporateProfiles.modifiedAt,
  stateName: nameOfState(corporateProfiles.stateCode),
  cityName: nameOfCity(corporateProfiles.cityCode),
  otherCity: corporateProfiles.otherCity,
};

export interface CorporateFilter extends PlaceFilter {
  industry: string | null;
}

function corporateWhere(f: CorporateFilter): SQL | undefined {
  return and(
    eq(users.role, 'corporate'),
    isNull(users.deletedAt),
    f.state ? eq(corporateProfiles.stateCode, f.state) : undefined,
    f.city ? eq(corporateProfiles.cityCode, f.city) : undefined,
    f.industry ? sql`${corporateProfiles.industryTypes} @> array[${f.industry}]::text[]` : undefined,
    f.keyword
      ? keywordCondition(corporateProfiles.searchText, corporateProfiles.userId, f.keyword)
      : undefined,
  );
}

/** Sort 1: recently registered; 2: company name. */
function corporateOrder(sort: number) {
  return sort === 2
    ? [asc(corporateProfiles.companyName), asc(users.id)]
    : [desc(users.createdAt), desc(users.id)];
}

function corporateAfter(sort: number, key: UserKey | undefined) {
  if (!key) return undefined;
  if (sort === 2) {
    const name = String(key.value);
    return or(
      sql`${corporateProfiles.companyName} > ${name}`,
      and(eq(corporateProfiles.companyName, name), sql`${users.id} > ${key.id}`),
    );
  }
  const at = key.value as Date;
  return or(lt(users.createdAt, at), and(eq(users.createdAt, at), lt(users.id, key.id)));
}

function selectCorporates(db: Db) {
  return db
    .select(corporateColumns)
    .from(users)
    .innerJoin(corporateProfiles, eq(corporateProfiles.userId, users.id));
}

export type CorporateRowDb = Awaited<ReturnType<typeof pageCorporates>>['rows'][number];

export async function pageCorporates(
  db: Db,
  f: CorporateFilter,
  sort: number,
  offset: number,
  limit: number,
) {
  const where = corporateWhere(f);
  const [rows, totals] = await Promise.all([
    selectCorporates(db)
      .where(where)
      .orderBy(...corporateOrder(sort))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function corporatesAfter(
  db: Db,
  f: CorporateFilter,
  sort: number,
  key: UserKey | undefined,
  limit: number,
) {
  return selectCorporates(db)
    .where(and(corporateWhere(f), corporateAfter(sort, key)))
    .orderBy(...corporateOrder(sort))
    .limit(limit);
}

export async function findCorporate(db: Db, userCode: string) {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      email: users.email,
      loginStatus: users.loginStatus,
      registrationType: users.registrationType,
      profile: corporateProfiles,
    })
    .from(users)
    .innerJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
    .where(and(eq(users.code, userCode), eq(users.role, 'corporate'), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function setCanPostTraining(db: Db, userId: number, value: boolean, now: Date) {
  await db
    .update(corporateProfiles)
    .set({ canPostTraining: value, modifiedAt: now })
    .where(eq(corporateProfiles.userId, userId));
}

// Members

const memberColumns = {
  id: users.id,
  userCode: users.code,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  loginStatus: users.loginStatus,
  createdAt: users.createdAt,
  membershipType: memberProfiles.membershipType,
  membershipNumber: memberProfiles.membershipNumber,
  currentCompany: memberProfiles.currentCompany,
  currentRole: memberProfiles.currentRole,
  otherRole: memberProfiles.otherRole,
  totalExperienceInMonths: memberProfiles.totalExperienceInMonths,
  currentCtc: memberProfiles.currentCtc,
  currentCtcCurrency: memberProfiles.currentCtcCurrency,
  skills: memberProfiles.skills,
  profileSummary: memberProfiles.profileSummary,
  isActive: memberProfiles.isActive,
  hasResume: sql<boolean>`(${memberProfiles.resumeFileId} is not null)`,
  modifiedAt: memberProfiles.modifiedAt,
  stateName: nameOfState(memberProfiles.stateCode),
  cityName: nameOfCity(memberProfiles.cityCode),
  otherCity: memberProfiles.otherCity,
};

export interface MemberFilter extends PlaceFilter {
  skill: string | null;
  /** The skill is a name typed in (no code): matched case-insensitively (spec 1 section 5). */
  skillIsName: boolean;
  role: string | null;
  /** The role is a name typed in: matched with the member's own designation, case-insensitively. */
  roleIsName: boolean;
  minMonths: number | null;
  maxMonths: number | null;
  minCtc: number | null;
  maxCtc: number | null;
}

/** What joins the fields of a profile's search_text (migration 0015: `chr(1)`). */
const SEARCH_TEXT_SEPARATOR = '\u0001';

/** The user whose code the keyword is (users_code_uq), in a sub-select of its own. */
const kwUser = alias(users, 'kw_user');
const fromKwUser = sql`${users} as ${sql.identifier('kw_user')}`;

/**
 * The keyword of the admin user searches: contained in one of the fields of the user's kind, case
 * ignored and taken literally (members: name, e-mail, membership number, current company;
 * students: name, e-mail, registration number; employers: e-mail, company name, contact person,
 * CIN), or the user's code exactly. The fields are one column of the profile, search_text, kept by
 * the database in lower case (migrations 0015, 0021: matched with LIKE against the lower-cased
 * pattern, which is what ILIKE does, without lower-casing every row checked) and joined by U+0001, which a keyword without it cannot match
 * across: one trigram-indexed predicate (*_profiles_search_trgm) of the table that also holds the
 * place and the sort, instead of a union over five columns of two tables (a common surname:
 * bench/results/2026-11-26-keyword-recommended.md). A keyword holding U+0001 is in no field.
 */
function keywordCondition(searchText: AnyPgColumn, userId: AnyPgColumn, keyword: string): SQL | undefined {
  return or(
    keyword.includes(SEARCH_TEXT_SEPARATOR)
      ? undefined
      : sql`${searchText} like lower(${containing(keyword)})`,
    sql`${userId} = (select ${kwUser.id} from ${fromKwUser} where ${eq(kwUser.code, keyword)})`,
  );
}

/**
 * The skills array holds the skill: a code (the GIN index of the array serves it) or a name typed
 * in, which also matches a stored name of another case (search.repo anyCodeOrName).
 */
function skillCondition(column: AnyPgColumn, skill: string, isName: boolean): SQL {
  return anyCodeOrName(column, [skill], isName ? [skill] : []);
}

// The profile's `listed` (kept by the database, migration 0018): its account is a member's (a
// student's) and not deleted. Every condition is on the profile, so the lists count profiles alone.
function memberWhere(f: MemberFilter): SQL | undefined {
  return and(
    sql`${memberProfiles.listed}`,
    f.state ? eq(memberProfiles.stateCode, f.state) : undefined,
    f.city ? eq(memberProfiles.cityCode, f.city) : undefined,
    f.skill ? skillCondition(memberProfiles.skills, f.skill, f.skillIsName) : undefined,
    f.role
      ? f.roleIsName
        ? sql`lower(${memberProfiles.otherRole}) = ${f.role.toLowerCase()}`
        : eq(memberProfiles.currentRole, f.role)
      : undefined,
    f.minMonths !== null ? gte(memberProfiles.totalExperienceInMonths, f.minMonths) : undefined,
    f.maxMonths !== null ? lte(memberProfiles.totalExperienceInMonths, f.maxMonths) : undefined,
    f.minCtc !== null ? gte(memberProfiles.currentCtc, f.minCtc) : undefined,
    f.maxCtc !== null ? lte(memberProfiles.currentCtc, f.maxCtc) : undefined,
    f.keyword ? keywordCondition(memberProfiles.searchText, memberProfiles.userId, f.keyword) : undefined,
  );
}

/** Candidate sort: 1 name, 2 recently updated, 3 experience (members; students: as 2). */
function candidateOrder(sort: number, modifiedAt: AnyPgColumn, experience?: SQL) {
  if (sort === 1) return [asc(users.name), asc(users.id)];
  if (sort === 3 && experience) return [sql`${experience} desc`, desc(users.id)];
  return [desc(modifiedAt), desc(users.id)];
}

function candidateAfter(sort: number, key: UserKey | undefined, modifiedAt: AnyPgColumn, experience?: SQL) {
  if (!key) return undefined;
  if (sort === 1) {
    const name = String(key.value);
    return or(sql`${users.name} > ${name}`, and(eq(users.name, name), sql`${users.id} > ${key.id}`));
  }
  if (sort === 3 && experience) {
    const months = Number(key.value);
    return or(
      sql`${experience} < ${months}`,
      and(sql`${experience} = ${months}`, sql`${users.id} < ${key.id}`),
    );
  }
  const at = key.value as Date;
  return or(lt(modifiedAt, at), and(eq(modifiedAt, at), lt(users.id, key.id)));
}

const memberExperience = sql`${memberProfiles.totalExperienceInMonths}`;

function selectMembers(db: Db) {
  return db.select(memberColumns).from(users).innerJoin(memberProfiles, eq(memberProfiles.userId, users.id));
}

/**
 * A keyword search of members or students, sorted by a column of the profile (recently updated,
 * experience): its page and its count in one statement. The keyword's trigram index finds the
 * matching profiles once (a common surname: about 2 000 rows checked), and both the count and the
 * page's order read that one list; as two statements the count checked them and the page walked
 * the profiles by date checking each against the keyword again (docs/performance.md, eighth round).
 * Without a keyword (every profile of a state) or shorter than a trigram, or sorted by name (on the
 * users table), the page walks its index and the count is its own statement, as before.
 */
async function pageByKeyword<Row extends { total: number }>(
  db: Db,
  f: { keyword: string | null; where: SQL | undefined },
  profile: typeof memberProfiles | typeof studentProfiles,
  order: { sort: number; experience?: SQL },
  window: { offset: number; limit: number },
  /** The page's select, users joined with the profile, its columns and `total` (the count). */
  select: (
    withMatches: ReturnType<Db['with']>,
    total: SQL<number>,
  ) => { where(w: SQL): { orderBy(...o: SQL[]): PromiseLike<Row[]> } },
) {
  if (!f.keyword || f.keyword.length < 3 || order.sort === 1) return undefined;
  const key = order.sort === 3 && order.experience ? order.experience : sql`${profile.modifiedAt}`;
  const matches = db.$with('keyword_matches').as(
    db
      .select({ userId: sql<number>`${profile.userId}`.as('match_user_id'), key: key.as('match_key') })
      .from(profile)
      .where(f.where),
  );
  const ids = db
    .select({ userId: matches.userId })
    .from(matches)
    .orderBy(sql`${matches.key} desc`, sql`${matches.userId} desc`)
    .limit(window.limit)
    .offset(window.offset);
  const rows = await select(db.with(matches), sql<number>`(select count(*) from ${matches})::int`)
    .where(sql`${users.id} in ${ids}`)
    .orderBy(sql`${key} desc`, sql`${users.id} desc`);
  // A page past the end has no row to carry the count: the caller counts on its own.
  if (rows.length === 0 && window.offset > 0) return undefined;
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type MemberRowDb = Awaited<ReturnType<typeof pageMembers>>['rows'][number];

export async function pageMembers(db: Db, f: MemberFilter, sort: number, offset: number, limit: number) {
  const where = memberWhere(f);
  const byKeyword = await pageByKeyword(
    db,
    { keyword: f.keyword, where },
    memberProfiles,
    { sort, experience: memberExperience },
    { offset, limit },
    (q, total) =>
      q
        .select({ ...memberColumns, total })
        .from(users)
        .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id)),
  );
  if (byKeyword) return byKeyword;
  const [rows, totals] = await Promise.all([
    selectMembers(db)
      .where(where)
      .orderBy(...candidateOrder(sort, memberProfiles.modifiedAt, memberExperience))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(memberProfiles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function membersAfter(
  db: Db,
  f: MemberFilter,
  sort: number,
  key: UserKey | undefined,
  limit: number,
) {
  return selectMembers(db)
    .where(and(memberWhere(f), candidateAfter(sort, key, memberProfiles.modifiedAt, memberExperience)))
    .orderBy(...candidateOrder(sort, memberProfiles.modifiedAt, memberExperience))
    .limit(limit);
}

// Students

const studentColumns = {
  id: users.id,
  userCode: users.code,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  loginStatus: users.loginStatus,
  createdAt: users.createdAt,
  registrationNumber: studentProfiles.registrationNumber,
  skills: studentProfiles.skills,
  profileSummary: studentProfiles.profileSummary,
  isActive: studentProfiles.isActive,
  hasResume: sql<boolean>`(${studentProfiles.resumeFileId} is not null)`,
  modifiedAt: studentProfiles.modifiedAt,
  stateName: nameOfState(studentProfiles.stateCode),
  cityName: nameOfCity(studentProfiles.cityCode),
  /** A code, or a name the student typed in (spec 1 section 5): shown as typed. */
  cityCode: studentProfiles.cityCode,
};

export interface StudentFilter extends PlaceFilter {
  skill: string | null;
  /** The skill is a name typed in (no code): matched case-insensitively. */
  skillIsName: boolean;
}

function studentWhere(f: StudentFilter): SQL | undefined {
  return and(
    sql`${studentProfiles.listed}`,
    f.state ? eq(studentProfiles.stateCode, f.state) : undefined,
    f.city ? eq(studentProfiles.cityCode, f.city) : undefined,
    f.skill ? skillCondition(studentProfiles.skills, f.skill, f.skillIsName) : undefined,
    f.keyword ? keywordCondition(studentProfiles.searchText, studentProfiles.userId, f.keyword) : undefined,
  );
}

function selectStudents(db: Db) {
  return db
    .select(studentColumns)
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id));
}

export type StudentRowDb = Awaited<ReturnType<typeof pageStudents>>['rows'][number];

export async function pageStudents(db: Db, f: StudentFilter, sort: number, offset: number, limit: number) {
  const where = studentWhere(f);
  const byKeyword = await pageByKeyword(
    db,
    { keyword: f.keyword, where },
    studentProfiles,
    { sort },
    { offset, limit },
    (q, total) =>
      q
        .select({ ...studentColumns, total })
        .from(users)
        .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id)),
  );
  if (byKeyword) return byKeyword;
  const [rows, totals] = await Promise.all([
    selectStudents(db)
      .where(where)
      .orderBy(...candidateOrder(sort, studentProfiles.modifiedAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(studentProfiles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function studentsAfter(
  db: Db,
  f: StudentFilter,
  sort: number,
  key: UserKey | undefined,
  limit: number,
) {
  return selectStudents(db)
    .where(and(studentWhere(f), candidateAfter(sort, key, studentProfiles.modifiedAt)))
    .orderBy(...candidateOrder(sort, studentProfiles.modifiedAt))
    .limit(limit);
}

// ---- Audit log ----

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export interface AuditFilter {
  actor: string;
  action: string;
  from: Date | null;
  before: Date | null;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const pattern = containing(f.actor);
  return and(
    f.actor
      ? or(ilike(actor.name, pattern), ilike(actor.email, pattern), eq(actor.code, f.actor))
      : undefined,
    f.action
      ? or(eq(auditLog.action, f.action), ilike(auditLog.action, `${escapeLike(f.action)}%`))
      : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.before ? lt(auditLog.at, f.before) : undefined,
  );
}

/** The audit log, newest first (audit_log_at_idx). */
export async function pageAudit(db: Db, f: AuditFilter, offset: number, limit: number) {
  const where = auditWhere(f);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        detail: auditLog.detail,
        ip: auditLog.ip,
        actorCode: actor.code,
        actorName: actor.name,
        actorRole: actor.role,
        targetCode: target.code,
        targetName: target.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
