import type { ApplicationStage } from '@pp/contract/pipeline';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { POSTING } from '../../db/posting-kind.ts';
import { builtOncePerName } from '../../db/prepared.ts';
import { files } from '../../db/schema/files.ts';
import { educationItems, memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The applicants of one job or one training, with what the applicant tables show: the person,
 * their member or student profile, the current resume's file name and the courses of their
 * education (the 'Add. Qualification' column). One query per page, no per-row reads.
 */

import type { PostingKind } from '@pp/contract/pipeline';

export type { PostingKind };

export interface ApplicantRow {
  applicationId: number;
  appliedAt: Date;
  modifiedAt: Date;
  stage: string;
  stageNote: string;
  userCode: string;
  role: string;
  name: string;
  email: string;
  mobile: string;
  membershipType: string | null;
  membershipNumber: string | null;
  registrationNumber: string | null;
  skills: string[] | null;
  profileSummary: string | null;
  totalExperienceInMonths: number | null;
  currentCtc: number | null;
  currentCtcCurrency: string | null;
  cityCode: string | null;
  currentRole: string | null;
  currentCompany: string | null;
  profilePicture: string | null;
  resumeFileName: string | null;
  courses: string[] | null;
  /** The latest interview invitation not cancelled (interviews.ts), as JSON, or null. */
  interview: { code: string; roundName: string; startsOn: number | null; response: string } | null;
}

/**
 * The application's latest interview invitation that is not cancelled (index on the application
 * and created_at), as one JSON value or null.
 */
function latestInterview(kind: PostingKind, applicationId: SQL) {
  const column = kind === 'job' ? sql`i.job_application_id` : sql`i.training_application_id`;
  return sql`(select json_build_object('code', i.code, 'roundName', iv.round_name,
      'startsOn', floor(extract(epoch from i.starts_at))::float8, 'response', i.response)
    from interview_invites i join interviews iv on iv.id = i.interview_id
    where ${column} = ${applicationId} and i.status = 'scheduled'
    order by i.created_at desc, i.id desc limit 1)`;
}

/** The application table of a kind (db/posting-kind.ts). */
function applicationTable(kind: PostingKind) {
  return POSTING[kind].applications;
}

function selectApplicants(db: Db, kind: PostingKind) {
  const a = applicationTable(kind);
  return db
    .select({
      applicationId: a.id,
      appliedAt: a.appliedAt,
      modifiedAt: a.modifiedAt,
      stage: sql<string>`${a.stage}::text`,
      stageNote: a.stageNote,
      userCode: users.code,
      role: sql<string>`${users.role}::text`,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      membershipType: memberProfiles.membershipType,
      membershipNumber: memberProfiles.membershipNumber,
      registrationNumber: studentProfiles.registrationNumber,
      skills: sql<string[] | null>`coalesce(${memberProfiles.skills}, ${studentProfiles.skills})`,
      profileSummary: sql<
        string | null
      >`coalesce(${memberProfiles.profileSummary}, ${studentProfiles.profileSummary})`,
      totalExperienceInMonths: memberProfiles.totalExperienceInMonths,
      currentCtc: memberProfiles.currentCtc,
      currentCtcCurrency: memberProfiles.currentCtcCurrency,
      cityCode: sql<string | null>`coalesce(${memberProfiles.cityCode}, ${studentProfiles.cityCode})`,
      currentRole: memberProfiles.currentRole,
      currentCompany: memberProfiles.currentCompany,
      profilePicture: sql<
        string | null
      >`coalesce(${memberProfiles.profilePicture}, ${studentProfiles.profilePicture})`,
      resumeFileName: files.fileName,
      courses: sql<
        string[] | null
      >`(select array_agg(e."course" order by e."year_of_completion" desc, e."id") from "education_items" as e where e."user_id" = "users"."id")`,
      interview: sql<ApplicantRow['interview']>`${latestInterview(kind, sql`${a.id}`)}`,
    })
    .from(a.t)
    .innerJoin(users, eq(users.id, a.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      files,
      eq(files.id, sql`coalesce(${memberProfiles.resumeFileId}, ${studentProfiles.resumeFileId})`),
    );
}

function orderOf(kind: PostingKind, sort: number): SQL[] {
  const a = applicationTable(kind);
  if (sort === 2) return [asc(a.appliedAt), asc(a.id)];
  if (sort === 3) return [asc(sql`lower(${users.name})`), asc(a.id)];
  return [desc(a.appliedAt), desc(a.id)];
}

/**
 * One page of a posting's applicants, optionally at one pipeline stage (indexes on
 * (posting, applied_at) and (posting, stage, applied_at)), the posting named by its code so that
 * the page is read while the caller looks the posting up (one wait for the database, not two;
 * docs/performance.md, ninth round). `postingTotal`: the posting's number of applications as its
 * look-up counts them, so that a page of every stage does not count them again (100 000
 * applicants of a campus drive: one index-only scan of 100 000 entries per count, see
 * bench/results/history-2026-11.md); with a stage the count uses the (posting, stage) index.
 */
export async function pageApplicants(
  dbs: { db: Db; genericPlans: Db },
  kind: PostingKind,
  postingCode: string,
  sort: number,
  offset: number,
  limit: number,
  stage: ApplicationStage | undefined,
  postingTotal: Promise<number>,
): Promise<{ list: ApplicantRow[]; total: number }> {
  const a = applicationTable(kind);
  const { db } = dbs;
  // On the connections that keep one plan (db/client.ts genericPlans): the posting is a sub-select,
  // unknown when the statement is planned either way, and PostgreSQL planned it at every run.
  const page = applicantPage(dbs.genericPlans, kind, sort, stage !== undefined);
  const [list, total] = await Promise.all([
    page.execute({ postingCode, stage, limit, offset }),
    stage === undefined
      ? postingTotal
      : db
          .select({ total: count() })
          .from(a.t)
          .where(and(eq(a.postingId, postingIdOf(kind, sql`${postingCode}`)), eq(a.stage, stage)))
          .then((rows) => rows[0]?.total ?? 0),
  ]);
  return { list: list as ApplicantRow[], total };
}

/** The id of the posting of a code, inside a statement (none: null, so no application matches). */
function postingIdOf(kind: PostingKind, code: SQL) {
  const p = POSTING[kind];
  return sql`(select ${p.id} from ${p.t} where ${p.code} = ${code})`;
}

/**
 * The page's statement of each kind, sort and with or without a stage (twelve in all), named and
 * built once per database (db/prepared.ts: its planning cost about as much as its execution).
 */
const applicantPages = builtOncePerName<ReturnType<typeof prepareApplicantPage>>();

function applicantPage(db: Db, kind: PostingKind, sort: number, staged: boolean) {
  return applicantPages(db, `applicants_${kind}_${sort}${staged ? '_stage' : ''}`, (name) =>
    prepareApplicantPage(db, kind, sort, staged, name),
  );
}

function prepareApplicantPage(db: Db, kind: PostingKind, sort: number, staged: boolean, name: string) {
  const a = applicationTable(kind);
  return selectApplicants(db, kind)
    .where(
      and(
        eq(a.postingId, postingIdOf(kind, sql`${sql.placeholder('postingCode')}`)),
        staged ? eq(a.stage, sql.placeholder('stage')) : undefined,
      ),
    )
    .orderBy(...orderOf(kind, sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** Whether the posting has any application (one index probe, not a count). */
export async function hasApplicants(db: Db, kind: PostingKind, postingId: number): Promise<boolean> {
  const a = applicationTable(kind);
  const rows = await db.select({ one: sql<number>`1` }).from(a.t).where(eq(a.postingId, postingId)).limit(1);
  return rows.length > 0;
}

/** What the Excel export of a posting's applicants shows of one application (raw SQL row). */
export interface ApplicantExportRow {
  id: number;
  /** Epoch seconds. */
  appliedOn: number;
  stage: string;
  name: string;
  email: string;
  mobile: string;
  membershipType: string | null;
  membershipNumber: string | null;
  registrationNumber: string | null;
  /** Skill codes separated by SKILL_SEPARATOR (one string rather than an array to parse). */
  skills: string | null;
  /** The courses of the applicant's education, newest first, joined with ', '. */
  courses: string | null;
  profileSummary: string | null;
  totalExperienceInMonths: number | null;
  currentCtc: number | null;
  currentCtcCurrency: string | null;
  /** The latest interview invitation's time (epoch seconds) and answer, or null. */
  interviewOn: number | null;
  interviewResponse: string | null;
}

/** Separates the skill codes of an export row (a control character: codes are letters, digits and '-'). */
export const SKILL_SEPARATOR = '\u001f';

/**
 * Applicants after an application id, oldest first: keyset batches for exports, with only the
 * exported fields, as the driver's rows (no per-row mapping by the ORM: 100 000 rows per export).
 * Dates come as epoch seconds and bigints as numbers from the SQL itself. The array returned is the
 * driver's own result array (the export empties it once written, see exportApplicants).
 */
export async function exportRowsAfter(
  db: Db,
  kind: PostingKind,
  postingId: number,
  afterId: number | undefined,
  limit: number,
): Promise<ApplicantExportRow[]> {
  const a = applicationTable(kind);
  const m = memberProfiles;
  const s = studentProfiles;
  const e = educationItems;
  const result = await db.execute(sql`
    select ${a.id}::float8 as "id",
      floor(extract(epoch from ${a.appliedAt}))::float8 as "appliedOn",
      ${a.stage}::text as "stage",
      ${users.name} as "name", ${users.email} as "email", ${users.mobile} as "mobile",
      ${m.membershipType} as "membershipType", ${m.membershipNumber} as "membershipNumber",
      ${s.registrationNumber} as "registrationNumber",
      array_to_string(coalesce(${m.skills}, ${s.skills}), chr(31)) as "skills",
      (select string_agg(${e.course}, ', ' order by ${e.yearOfCompletion} desc, ${e.id})
         from ${e} where ${e.userId} = ${users.id}) as "courses",
      coalesce(${m.profileSummary}, ${s.profileSummary}) as "profileSummary",
      ${m.totalExperienceInMonths} as "totalExperienceInMonths",
      ${m.currentCtc}::float8 as "currentCtc", ${m.currentCtcCurrency} as "currentCtcCurrency",
      iv.starts_on as "interviewOn", iv.response as "interviewResponse"
    from ${a.t}
    join ${users} on ${users.id} = ${a.userId}
    left join ${m} on ${m.userId} = ${users.id}
    left join ${s} on ${s.userId} = ${users.id}
    left join lateral (
      select floor(extract(epoch from i.starts_at))::float8 as starts_on, i.response
      from interview_invites i
      where ${kind === 'job' ? sql`i.job_application_id` : sql`i.training_application_id`} = ${a.id}
        and i.status = 'scheduled'
      order by i.created_at desc, i.id desc limit 1) iv on true
    where ${a.postingId} = ${postingId}${afterId === undefined ? sql`` : sql` and ${a.id} > ${afterId}`}
    order by ${a.id}
    limit ${limit}`);
  return (result as unknown as { rows: ApplicantExportRow[] }).rows;
}
