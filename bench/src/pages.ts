/**
 * Every page's read in the bench, from the contract: each GET endpoint of the API is either in
 * `PAGE_READS` (how the bench asks it, with parameters drawn from the data set, for visitors and
 * every role that may call it) or in `NOT_PAGE_READS` with the reason it is not. pages.test.ts
 * fails when a contract GET is in neither list, or a listed name is no longer a contract GET, so
 * a new endpoint cannot be left out of the bench unnoticed.
 *
 * The 'v-pages' scenario (run.ts) sends a shuffled stream of every page read for every caller in
 * turn, with the figures per endpoint and caller.
 */
import { API_ENDPOINTS, type ApiEndpoint } from '@pp/contract/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './db.ts';
import { emailOf, FIRST, LAST, prng } from './seed.ts';
import { type Item, inChunks, type Kind, pageOf, shuffle, type Tokens } from './varied.ts';

/** Who asks: a visitor (no session) or a signed-in user of a role. */
export type Caller = 'visitor' | Kind;

/** Codes drawn from the bench data set (loadPageData), the parameters of the page reads. */
export interface PageData {
  /** Open jobs and trainings (their detail pages). */
  jobs: string[];
  trainings: string[];
  states: string[];
  /** Codes of members, students and employers (the admin's detail pages). */
  members: string[];
  students: string[];
  corporates: string[];
  /** Postings of the signed-in employers with applicants: [employer index, posting, applicant, applicant's role]. */
  jobApplicants: [number, string, string, Kind][];
  trainingApplicants: [number, string, string, Kind][];
  govtJobs: string[];
  govtTrainings: string[];
  announcements: string[];
}

/** The draws a request is made of (one seeded PRNG for the whole stream). */
export interface Draw {
  pick<T>(list: readonly T[]): T;
  /** Page 1 most of the time, sometimes 2 or 3. */
  page(): number;
  /** A name of the data set (admin keyword searches). */
  name(): string;
  /** 0 to n - 1. */
  index(n: number): number;
}

/** A request's path and query; `person` is the index of the session to send it with (its owner). */
export type PageRequest = string | { path: string; person: number };

export interface PageRead {
  /** Public reads: the signed-in roles whose pages ask it too (a visitor always does). */
  alsoSignedIn?: Kind[];
  /** The data the request draws from: without it in the data set, the read is skipped and said so. */
  needs?: keyof PageData;
  request(d: PageData, r: Draw, as: Caller): PageRequest;
}

const fixed =
  (path: string): PageRead['request'] =>
  () =>
    path;
/** `path` with a page as people ask it (page 1 mostly). */
const withPage = (path: string, page: number) =>
  page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path;
const paged =
  (path: string): PageRead['request'] =>
  (_d, r) =>
    withPage(path, r.page());
const SEEKERS: Kind[] = ['member', 'student'];
const ALL: Kind[] = ['member', 'student', 'corporate', 'admin'];

/** A posting's or announcement's page: a code of the data set after `prefix`. */
const detail = (prefix: string, needs: keyof PageData, alsoSignedIn?: Kind[]): PageRead => ({
  alsoSignedIn,
  needs,
  request: (d, r) => `${prefix}${r.pick(d[needs] as string[])}`,
});

/** The postings of a signed-in employer, or any (the admin sees every posting's applicants). */
function ownPosting(
  list: [number, string, string, Kind][],
  r: Draw,
  as: Caller,
  path: (code: string) => string,
) {
  const [employer, code] = r.pick(list);
  const p = path(code);
  return as === 'corporate' ? { path: p, person: employer } : p;
}

/** Every GET that a page of the portal makes, by contract name. */
export const PAGE_READS: Record<string, PageRead> = {
  // Signed-in shell and lookups (every form's lists).
  me: { request: fixed('auth/me') },
  // The change-password page lists the user's passkeys.
  listPasskeys: { request: fixed('auth/passkeys') },
  version: { alsoSignedIn: ALL, request: fixed('version') },
  listOtps: { request: fixed('comm/otp') },
  listAdditionalQualifications: { request: fixed('config/additional-qualification') },
  listCities: {
    request: (d, r) =>
      `config/city?state=${r.pick(d.states)}&q=${r.pick(['mu', 'pu', 'ch', 'de', 'ba'])}&limit=20`,
  },
  listCitiesOfState: { request: (d, r) => `config/city/${r.pick(d.states)}` },
  listCompanyTypes: { request: fixed('config/company-type') },
  listCountries: { request: fixed('config/country') },
  listCurrencies: { request: fixed('config/currency') },
  listExperienceRanges: { request: fixed('config/experience') },
  listGovernmentTypes: { request: fixed('config/government-type') },
  listIndustries: { request: fixed('config/industry') },
  listJobTypes: { request: fixed('config/job-type') },
  listListingTypes: { request: fixed('config/listing-type') },
  listPhoneCodes: { request: fixed('config/country-phonecodes') },
  listQualifications: { request: fixed('config/qualification') },
  listRoles: { request: fixed('config/role') },
  listSalaryRanges: { request: fixed('config/salary') },
  listSkills: { request: (_d, r) => `config/skill?type=${r.pick(['1', '2'])}` },
  listStates: { request: fixed('config/state?country=IN') },
  listStatesOfCountry: { request: fixed('config/state/IN') },
  listTrainingDurations: { request: fixed('config/training-duration') },
  listTrainingTypes: { request: fixed('config/training-type') },
  // Profiles and dashboards.
  getMemberDashboard: { request: fixed('member/dashboard') },
  getStudentDashboard: { request: fixed('student/dashboard') },
  getMemberProfile: { request: fixed('member/profile') },
  getStudentProfile: { request: fixed('student/profile') },
  listMemberProfileViews: { request: paged('member/profile/views') },
  listStudentProfileViews: { request: paged('student/profile/views') },
  getMemberDetail: {
    needs: 'jobApplicants',
    // An employer opens a member who applied to one of its jobs; an admin any member.
    request: (d, r, as) => {
      if (as === 'admin') return `member/detail?userCode=${r.pick(d.members)}`;
      const [employer, job, user] = r.pick(d.jobApplicants.filter((a) => a[3] === 'member'));
      return { path: `member/detail?userCode=${user}&jobCode=${job}`, person: employer };
    },
  },
  getStudentDetail: {
    needs: 'trainingApplicants',
    request: (d, r, as) => {
      if (as === 'admin') return `student/detail?userCode=${r.pick(d.students)}`;
      const [employer, training, user] = r.pick(d.trainingApplicants);
      return { path: `student/detail?userCode=${user}&trainingCode=${training}`, person: employer };
    },
  },
  getMemberDetailForAdmin: { request: (d, r) => `member/detail/${r.pick(d.members)}` },
  getStudentDetailForAdmin: { request: (d, r) => `student/detail/${r.pick(d.students)}` },
  // Employers.
  getCorporateDashboard: { request: fixed('corporate/dashboard') },
  getCorporateProfile: { request: fixed('corporate/profile') },
  searchMembers: { request: (d, r) => `corporate/member-search?state=${r.pick(d.states)}` },
  searchStudents: { request: (d, r) => `corporate/student-search?state=${r.pick(d.states)}` },
  getTrainingPostStatus: { request: fixed('corporate/training-status') },
  listPostedJobs: { request: paged('job/posted-job') },
  searchPostedJobs: {
    request: (_d, r) =>
      `job/posted-job/search?keyword=${r.pick(['company', 'secretary', 'compliance', 'legal'])}`,
  },
  listPostedTrainings: { request: paged('training/posted-training') },
  listJobApplicants: {
    needs: 'jobApplicants',
    request: (d, r, as) => ownPosting(d.jobApplicants, r, as, (c) => `job/applicant?jobCode=${c}`),
  },
  listTrainingApplicants: {
    needs: 'trainingApplicants',
    request: (d, r, as) =>
      ownPosting(d.trainingApplicants, r, as, (c) => `training/applicant?trainingCode=${c}`),
  },
  jobInterviews: {
    needs: 'jobApplicants',
    request: (d, r, as) => ownPosting(d.jobApplicants, r, as, (c) => `job/interview?jobCode=${c}`),
  },
  trainingInterviews: {
    needs: 'trainingApplicants',
    request: (d, r, as) =>
      ownPosting(d.trainingApplicants, r, as, (c) => `training/interview?trainingCode=${c}`),
  },
  // Postings seen by everyone.
  getJobDetail: detail('job/detail/', 'jobs', SEEKERS),
  getPublicJob: detail('job/public/', 'jobs'),
  getTrainingDetail: detail('training/detail/', 'trainings', ['student']),
  recentJobs: { alsoSignedIn: SEEKERS, request: paged('job/recent') },
  recentTrainings: { alsoSignedIn: ['student'], request: paged('training/recent') },
  searchJobs: {
    alsoSignedIn: SEEKERS,
    request: (d, r) => withPage(`job/search?country=IN&state=${r.pick(d.states)}`, r.page()),
  },
  searchTrainings: {
    alsoSignedIn: ['student'],
    request: (d, r) => `training/search?state=${r.pick(d.states)}`,
  },
  recentInternationalJobs: { request: paged('job/recent-intl') },
  recommendedJobs: { request: paged('job/recommended?sort=1') },
  // A job seeker's own applications, interviews and alerts.
  memberJobApplicationCodes: { request: fixed('member/job-application-code') },
  memberJobApplications: { request: paged('member/job-application') },
  studentJobApplicationCodes: { request: fixed('student/job-application-code') },
  studentJobApplications: { request: paged('student/job-application') },
  studentTrainingApplicationCodes: { request: fixed('student/training-application-code') },
  studentTrainingApplications: { request: paged('student/training-application') },
  myInterviews: { request: fixed('interview/mine') },
  listSavedSearches: { request: fixed('alert/saved-search') },
  // Government postings and announcements (home page).
  getGovtJob: detail('govt-job/detail/', 'govtJobs', SEEKERS),
  getGovtTraining: detail('govtraining/detail/', 'govtTrainings', ['student']),
  listGovtJobs: { alsoSignedIn: SEEKERS, request: paged('govt-job/recent') },
  listGovtTrainings: { alsoSignedIn: ['student'], request: paged('training/posted-Govtraining') },
  recentGovtTrainings: { request: fixed('training/recentGov') },
  getAnnouncement: detail('announcement/', 'announcements'),
  listAnnouncements: { alsoSignedIn: ALL, request: fixed('announcement') },
  // Admin oversight.
  getCorporateDetail: { request: (d, r) => `corporate/detail/${r.pick(d.corporates)}` },
  getStats: { request: fixed('config/stats') },
  listAdminJobs: { request: paged('job/admin') },
  listAdminTrainings: { request: paged('training/admin') },
  listAudit: { request: paged('admin/audit') },
  searchCorporates: { request: (d, r) => `corporate/admin-search?state=${r.pick(d.states)}` },
  searchMembersAdmin: { request: (_d, r) => `member/admin-search?keyword=${r.name()}&state=*` },
  searchStudentsAdmin: { request: (_d, r) => `student/admin-search?keyword=${r.name()}` },
  // The bell.
  listNotifications: { request: paged('notification') },
  unreadNotifications: { request: fixed('notification/unread-count') },
  // Asked once after every sign-in of a member, student or employer (the changed-notice prompt).
  listMyConsents: { request: fixed('privacy/consents') },
  getGrievanceContact: { alsoSignedIn: ALL, request: fixed('privacy/contact') },
  listMyGrievances: { request: fixed('privacy/grievance') },
  listAllGrievances: { request: paged('privacy/admin/grievance') },
};

const EXPORT = 'an Excel or CSV export: a download, measured by the export scenario and export-probe.ts';
const FILE = 'a file download (the bench data set holds no files)';

/** GETs that are not a page's read, each with the reason. */
export const NOT_PAGE_READS: Record<string, string> = {
  getChallenge: "the proof-of-work challenge: part of a sign-in, measured with it ('login' and the mixes)",
  loginAs: 'changes state (an admin takes over a session): a write, not a read',
  lookupMember: 'a registration step behind the proof of work that records a lookup: a write',
  lookupStudent: 'a registration step behind the proof of work that records a lookup: a write',
  downloadPicture: FILE,
  downloadResume: FILE,
  downloadBalanceSheet: FILE,
  downloadJobResumes: `${FILE}: a ZIP of resumes`,
  downloadTrainingResumes: `${FILE}: a ZIP of resumes`,
  interviewCalendar: 'a calendar file (.ics) download',
  downloadMyData: 'the DPDP copy of one\u2019s data: a download, asked rarely',
  exportJobApplicants: EXPORT,
  exportTrainingApplicants: EXPORT,
  exportPostedTrainings: EXPORT,
  exportGovtJobs: EXPORT,
  exportGovtTrainings: EXPORT,
  exportAdminJobs: EXPORT,
  exportAdminTrainings: EXPORT,
  exportCorporates: EXPORT,
  exportMembers: EXPORT,
  exportStudents: EXPORT,
};

/** The contract's GET endpoints. */
export const contractGets = (): ApiEndpoint[] => API_ENDPOINTS.filter((e) => e.def.method === 'GET');

/** Who asks an endpoint in the bench: its roles, or visitors and the roles whose pages ask it. */
export function callersOf(e: ApiEndpoint): Caller[] {
  const read = PAGE_READS[e.name];
  if (e.def.roles === 'public') return ['visitor', ...(read?.alsoSignedIn ?? [])];
  return [...e.def.roles];
}

/** The codes the page reads draw from, read from the bench data set. */
export async function loadPageData(db: Db, signIns: Record<Kind, number>): Promise<PageData> {
  const codes = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ code: string }>(await db.execute(query)).map((r) => r.code);
  const users = (role: Kind) =>
    codes(sql`select code from users where role = ${role} order by id limit 2000`);
  const employerEmails = Array.from({ length: signIns.corporate }, (_, i) => emailOf('employer', i + 1));
  const employerIndex = new Map(employerEmails.map((e, i) => [e, i]));
  const applicants = async (postings: 'jobs' | 'trainings') => {
    const rows = await inChunks(employerEmails, async (chunk) =>
      rowsOf<{ email: string; posting: string; applicant: string; role: Kind }>(
        await db.execute(
          // Table and column names from `postings`' two literals only, never from input.
          sql`select o.email, p.code as posting, u.code as applicant, u.role
            from ${sql.raw(postings)} p join users o on o.id = p.owner_id
            join lateral (select user_id from ${sql.raw(postings === 'jobs' ? 'job_applications' : 'training_applications')} a
              where a.${sql.raw(postings === 'jobs' ? 'job_id' : 'training_id')} = p.id order by a.id limit 3) a on true
            join users u on u.id = a.user_id
            where o.email in ${chunk} and p.deleted_at is null and p.application_count > 0`,
        ),
      ),
    );
    return rows.map((r): [number, string, string, Kind] => [
      employerIndex.get(r.email)!,
      r.posting,
      r.applicant,
      r.role,
    ]);
  };
  return {
    jobs: await codes(sql`select code from jobs where status = 'active' and deleted_at is null
      and end_date >= current_date order by id desc limit 3000`),
    trainings: await codes(sql`select code from trainings where status = 'active' and deleted_at is null
      and application_end >= current_date order by id desc limit 3000`),
    states: await codes(sql`select code from states where country_code = 'IN' order by code`),
    members: await users('member'),
    students: await users('student'),
    corporates: await users('corporate'),
    jobApplicants: await applicants('jobs'),
    trainingApplicants: await applicants('trainings'),
    govtJobs: await codes(sql`select code from govt_jobs order by id desc limit 500`),
    govtTrainings: await codes(sql`select code from govt_trainings order by id desc limit 500`),
    announcements: await codes(sql`select code from announcements order by id desc limit 100`),
  };
}

/** A seeded draw. */
export function drawOf(seed: number): Draw {
  const source = prng(seed);
  const rng = () => source.next();
  const names = [...LAST, ...FIRST].map((n) => n.toLowerCase());
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  return {
    pick,
    page: () => pageOf(rng),
    name: () => pick(names),
    index: (n) => Math.floor(rng() * n),
  };
}

/** Why a page read cannot be asked on this data set, or undefined when it can. */
export function missingData(name: string, d: PageData): string | undefined {
  const needs = PAGE_READS[name]?.needs;
  return needs && d[needs].length === 0 ? `no ${needs} in the data set` : undefined;
}

/**
 * The 'v-pages' stream: `rounds` requests of every page read for every caller, shuffled; each
 * item's kind is '<endpoint> (<caller>)'. `skipped` lists the reads the data set cannot serve.
 */
export function pagesStream(d: PageData, tokens: Tokens, seed: number, rounds = 40) {
  const r = drawOf(seed);
  const items: Item[] = [];
  const skipped: string[] = [];
  for (const e of contractGets()) {
    const read = PAGE_READS[e.name];
    if (!read) continue;
    const missing = missingData(e.name, d);
    if (missing) {
      skipped.push(`${e.name}: ${missing}`);
      continue;
    }
    for (const as of callersOf(e))
      for (let i = 0; i < rounds; i++) {
        const req = read.request(d, r, as);
        const { path, person } = typeof req === 'string' ? { path: req, person: undefined } : req;
        const token = as === 'visitor' ? undefined : tokens[as][person ?? r.index(tokens[as].length)];
        items.push({ kind: `${e.name} (${as})`, path, token });
      }
  }
  const order = prng(seed + 1);
  return { items: shuffle(() => order.next(), items), skipped };
}
