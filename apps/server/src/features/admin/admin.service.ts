import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_MSG,
  type AdminJobRow,
  type AdminTrainingRow,
  type AuditItem,
  adminRangeError,
  type CorporateAccountRow,
  defaultAdminRange,
  type MemberAccountRow,
  STATS_WEEKS,
  type StatItem,
  type StudentAccountRow,
  type WeeklyStat,
} from '@pp/contract/admin';
import { ALL_CITY_CODE } from '@pp/contract/constants';
import type { CorporateProfile } from '@pp/contract/corporates';
import {
  formatExperienceRange,
  formatLakhs,
  formatSalaryRange,
  monthsToYears,
  NOT_DISCLOSED,
  toEpochSeconds,
} from '@pp/contract/format';
import { istDay, istParts, istStartOfDay } from '@pp/contract/india-time';
import { MASTER_LIST, type MasterList } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { OTHER_ROLE_CODE } from '@pp/contract/profiles';
import { cityShown } from '@pp/contract/validators';
import { openClock } from '../../db/posting-kind.ts';
import { type Actor, auditBy } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { type ExcelColumn, excelOfBatches } from '../../platform/excel.ts';
import { nameIn } from '../../platform/reference-names.ts';
import { plainTextOfHtml } from '../../platform/sanitize.ts';
import type { CreatedKey } from '../../platform/sql.ts';
import { corporateProfileOf } from '../corporates/corporates.service.ts';
import { openCounts } from '../govt/govt.service.ts';
import * as jobsRepo from '../jobs/jobs.repo.ts';
import { toJobListItems } from '../jobs/jobs.service.ts';
import { applicationsByStageOfBoth } from '../pipeline/pipeline.service.ts';
import { typedNames } from '../search/search.service.ts';
import * as trainingsRepo from '../trainings/trainings.repo.ts';
import { toTrainingItems } from '../trainings/trainings.service.ts';
import * as repo from './admin.repo.ts';

/**
 * The admin area: figures, the summaries of posted jobs and trainings with their date rules,
 * soft delete, user searches, the right to post trainings, the corporate detail, exports and the
 * audit log. Every change is audited with actor, target, before and after.
 */

const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;
const EXPORT_BATCH = 1000;

const seconds = (date: Date) => toEpochSeconds(date);
const nowSeconds = (ctx: AppContext) => seconds(ctx.now());

/** Code -> name of one master list (from the reference names kept in memory); unknown: the code. */
async function namesOf(ctx: AppContext, list: MasterList) {
  const names = await ctx.referenceNames.get(ctx.db);
  return (code: string) => nameIn(names, list, code);
}

// ---- Statistics ----

/** The Monday (India time) of the week holding `at`, as 'YYYY-MM-DD' and epoch seconds. */
function weekOf(at: number): { key: string; start: number } {
  const start = istStartOfDay(at) - istParts(at).weekday * DAY_SECONDS;
  return { key: istDay(start), start };
}

export async function stats(ctx: AppContext) {
  const now = ctx.now();
  const current = weekOf(seconds(now));
  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) =>
    weekOf(current.start - (STATS_WEEKS - 1 - i) * WEEK_SECONDS + DAY_SECONDS),
  );
  const since = new Date(weeks[0]!.start * 1000);
  const [f, govt, w, applicationsByStage] = await Promise.all([
    repo.figures(ctx.db, openClock(now)),
    openCounts(ctx),
    repo.weeklyCounts(ctx.db, since),
    applicationsByStageOfBoth(ctx, 'all'),
  ]);
  const list: StatItem[] = [
    { key: 'members', name: 'Members', value: f.members },
    { key: 'students', name: 'Students', value: f.students },
    { key: 'employers', name: 'Employers', value: f.employers },
    { key: 'openJobs', name: 'Open jobs', value: f.openJobs },
    { key: 'openTrainings', name: 'Open trainings', value: f.openTrainings },
    { key: 'jobApplications', name: 'Job applications', value: f.jobApplications },
    { key: 'trainingApplications', name: 'Training applications', value: f.trainingApplications },
    { key: 'govtJobs', name: 'Open government jobs', value: govt.jobs },
    { key: 'govtTrainings', name: 'Open government trainings', value: govt.trainings },
    { key: 'trainingEmployers', name: 'Employers allowed to post trainings', value: f.trainingEmployers },
    { key: 'blockedUsers', name: 'Blocked logins', value: f.blockedUsers },
  ];
  const weekly: WeeklyStat[] = weeks.map(({ key, start }) => ({
    weekStart: start,
    jobsPosted: w.jobsPosted.get(key) ?? 0,
    trainingsPosted: w.trainingsPosted.get(key) ?? 0,
    jobApplications: w.jobApps.get(key) ?? 0,
    trainingApplications: w.trainingApps.get(key) ?? 0,
    registrations: w.registrations.get(key) ?? 0,
  }));
  return { list, total: list.length, weekly, applicationsByStage };
}

// ---- The date range of the summaries ----

const RANGE_FIELD: Record<string, 'startDate' | 'endDate'> = {
  [MSG.startAfterEnd]: 'startDate',
  [ADMIN_MSG.startTooFarAhead]: 'startDate',
  [ADMIN_MSG.endAfterToday]: 'endDate',
  [ADMIN_MSG.rangeTooLong]: 'endDate',
};

/** The window of the summaries: the spec's rules, checked against the server's today. */
function postingFilter(
  ctx: AppContext,
  q: { startDate?: number; endDate?: number; search: string; IsAll?: boolean },
): jobsRepo.PostingSearch {
  if (q.IsAll) return { from: null, before: null, search: q.search };
  const now = nowSeconds(ctx);
  const fallback = defaultAdminRange(now);
  const start = q.startDate ?? fallback.startDate;
  const end = q.endDate ?? fallback.endDate;
  const error = adminRangeError(start, end, now);
  if (error) throw fieldError(RANGE_FIELD[error] ?? 'startDate', error);
  return {
    from: new Date(istStartOfDay(start) * 1000),
    before: new Date((istStartOfDay(end) + DAY_SECONDS) * 1000),
    search: q.search,
  };
}

// ---- Jobs ----

async function toAdminJobs(ctx: AppContext, rows: jobsRepo.JobRow[]): Promise<AdminJobRow[]> {
  const items = await toJobListItems(ctx, rows);
  return items.map((item, i) => ({ ...item, companyCode: rows[i]!.ownerCode }));
}

export async function listJobs(
  ctx: AppContext,
  q: { page: number; limit: number; startDate?: number; endDate?: number; search: string },
) {
  const filter = postingFilter(ctx, q);
  const { list, total } = await jobsRepo.pageAllJobs(ctx.db, filter, (q.page - 1) * q.limit, q.limit);
  return { list: await toAdminJobs(ctx, list), total };
}

const JOB_COLUMNS: ExcelColumn<AdminJobRow>[] = [
  { header: 'Company Name', value: (r) => r.companyName, width: 32 },
  { header: 'Title', value: (r) => r.title, width: 30 },
  { header: 'Skills', value: (r) => r.skill, width: 36 },
  { header: 'Qualification', value: (r) => r.qualification, width: 30 },
  { header: 'Additional Qualification', value: (r) => r.additionalQualification, width: 30 },
  { header: 'Location', value: (r) => r.location, width: 24 },
  {
    header: 'Experience (Years)',
    value: (r) => formatExperienceRange(r.minExperienceInMonths, r.maxExperienceInMonths),
  },
  {
    header: 'Salary',
    value: (r) => formatSalaryRange(r.minSalary, r.maxSalary, r.salaryCurrency),
    width: 20,
  },
  { header: 'Job Type', value: (r) => r.jobType },
  { header: 'Role', value: (r) => r.role, width: 28 },
  { header: 'Industry', value: (r) => r.industry, width: 28 },
  { header: 'Description', value: (r) => plainTextOfHtml(r.description), width: 60 },
  { header: 'Posted On', value: (r) => r.createdOn, date: true },
  { header: 'Start Date', value: (r) => r.startDate, date: true },
  { header: 'End Date', value: (r) => r.endDate, date: true },
  { header: 'Applicants', value: (r) => r.applicationCount },
];

/** Refuses an export with nothing in it; audits the rows it will hold and what was asked. */
async function startExport(ctx: AppContext, actor: Actor, action: string, q: object, total: number) {
  if (!total) throw badRequest(MSG.noDataToExport);
  await auditBy(ctx, actor, action, { rows: Math.min(total, ADMIN_EXPORT_MAX_ROWS), ...q });
}

export async function exportJobs(
  ctx: AppContext,
  actor: Actor,
  q: { startDate?: number; endDate?: number; search: string },
) {
  const filter = postingFilter(ctx, q);
  const { total } = await jobsRepo.pageAllJobs(ctx.db, filter, 0, 1);
  await startExport(ctx, actor, 'job.export', q, total);
  return excelOfBatches(
    JOB_COLUMNS,
    {
      next: (after: CreatedKey | undefined) => jobsRepo.allJobsAfter(ctx.db, filter, after, EXPORT_BATCH),
      keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
      limit: ADMIN_EXPORT_MAX_ROWS,
    },
    (rows) => toAdminJobs(ctx, rows),
    ctx.now(),
  );
}

export async function softDeleteJob(ctx: AppContext, actor: Actor, jobCode: string) {
  const job = await jobsRepo.findJobByCode(ctx.db, jobCode);
  if (!job || job.deletedAt) throw notFound(ADMIN_MSG.jobNotFound);
  if (job.status !== 'onHold' || job.applicationCount > 0) throw badRequest(ADMIN_MSG.cannotDelete);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await jobsRepo.softDeleteHeldJob(tx, job.id, now))) throw badRequest(ADMIN_MSG.cannotDelete);
    await auditBy(
      { ...ctx, db: tx },
      actor,
      'job.soft-delete',
      {
        code: job.code,
        title: job.title,
        before: { status: job.status, deleted: false },
        after: { status: job.status, deleted: true },
      },
      job.ownerId,
    );
  });
  return { jobCode: job.code, status: 'deleted' as const, Message: ADMIN_MSG.jobDeleted };
}

// ---- Trainings ----

/** The trainings feature's items, with the company's code and who created and last changed each. */
async function toAdminTrainings(
  ctx: AppContext,
  rows: trainingsRepo.TrainingRow[],
): Promise<AdminTrainingRow[]> {
  const items = await toTrainingItems(ctx, rows);
  return items.map((item, i) => {
    const r = rows[i]!;
    return {
      ...item,
      companyCode: r.ownerCode,
      createdBy: r.createdByName ?? r.ownerName,
      modifiedBy: r.modifiedByName ?? r.createdByName ?? r.ownerName,
    };
  });
}

export async function listTrainings(
  ctx: AppContext,
  q: { page: number; limit: number; startDate?: number; endDate?: number; search: string; IsAll: boolean },
) {
  const filter = postingFilter(ctx, q);
  const { list, total } = await trainingsRepo.pageAllTrainings(
    ctx.db,
    filter,
    (q.page - 1) * q.limit,
    q.limit,
  );
  return { list: await toAdminTrainings(ctx, list), total };
}

const TRAINING_COLUMNS: ExcelColumn<AdminTrainingRow>[] = [
  { header: 'Company Name', value: (r) => r.companyName, width: 32 },
  { header: 'Title', value: (r) => r.title, width: 30 },
  { header: 'Address', value: (r) => r.address, width: 30 },
  { header: 'Location', value: (r) => r.location, width: 24 },
  { header: 'State/UT', value: (r) => r.stateName },
  { header: 'Qualification', value: (r) => r.qualification, width: 30 },
  { header: 'Industry', value: (r) => r.industry, width: 28 },
  { header: 'Stipend', value: (r) => r.stipend },
  { header: 'Duration (Months)', value: (r) => r.duration },
  { header: 'Trainees', value: (r) => r.noOfTrainees },
  { header: 'Application Start Date', value: (r) => r.trainingStartDate, date: true },
  { header: 'Application End Date', value: (r) => r.trainingEndDate, date: true },
  { header: 'Description', value: (r) => plainTextOfHtml(r.description), width: 60 },
  { header: 'Date of Posting', value: (r) => r.createdOn, date: true },
  { header: 'Applicants', value: (r) => r.applicationCount },
];

export async function exportTrainings(
  ctx: AppContext,
  actor: Actor,
  q: { startDate?: number; endDate?: number; search: string; IsAll: boolean },
) {
  const filter = postingFilter(ctx, q);
  const { total } = await trainingsRepo.pageAllTrainings(ctx.db, filter, 0, 1);
  await startExport(ctx, actor, 'training.export', q, total);
  return excelOfBatches(
    TRAINING_COLUMNS,
    {
      next: (after: CreatedKey | undefined) =>
        trainingsRepo.allTrainingsAfter(ctx.db, filter, after, EXPORT_BATCH),
      keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
      limit: ADMIN_EXPORT_MAX_ROWS,
    },
    (rows) => toAdminTrainings(ctx, rows),
    ctx.now(),
  );
}

// ---- Corporates ----

const allOrCode = (value: string) => (!value || value === ALL_CITY_CODE ? null : value);

function corporateFilter(q: { keyword: string; state: string; city: string; industry: string }) {
  const state = allOrCode(q.state);
  return {
    keyword: q.keyword,
    state,
    city: state ? allOrCode(q.city) : null,
    industry: q.industry || null,
  };
}

async function toCorporateRows(ctx: AppContext, rows: repo.CorporateRowDb[]): Promise<CorporateAccountRow[]> {
  const industry = await namesOf(ctx, MASTER_LIST.industry);
  return rows.map((r) => ({
    userCode: r.userCode,
    companyName: r.companyName,
    cinNumber: r.cinNumber,
    industry: r.industryTypes.map(industry),
    companyDescription: r.companyDescription,
    contactPersonName: r.contactPersonName,
    contactPersonMobile: r.contactPersonMobile,
    contactPersonEmail: r.contactPersonEmail,
    email: r.email,
    stateName: r.stateName,
    cityName: r.cityName || r.otherCity,
    loginStatus: r.loginStatus,
    canPostTraining: r.canPostTraining,
    isListed: r.isListed,
    isPCS: r.isPcs,
    registrationType: r.registrationType,
    createdOn: seconds(r.createdAt),
    modifiedOn: seconds(r.modifiedAt),
  }));
}

type CorporateQuery = { keyword: string; state: string; city: string; industry: string; sort: number };

export async function searchCorporates(ctx: AppContext, q: CorporateQuery & { page: number; limit: number }) {
  const { rows, total } = await repo.pageCorporates(
    ctx.db,
    corporateFilter(q),
    q.sort,
    (q.page - 1) * q.limit,
    q.limit,
  );
  return { list: await toCorporateRows(ctx, rows), total };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CORPORATE_COLUMNS: ExcelColumn<CorporateAccountRow>[] = [
  { header: 'Company Name', value: (r) => r.companyName, width: 36 },
  { header: 'CIN', value: (r) => r.cinNumber, width: 24 },
  { header: 'Industry', value: (r) => r.industry, width: 30 },
  { header: 'Contact Person', value: (r) => r.contactPersonName, width: 24 },
  { header: 'Mobile', value: (r) => r.contactPersonMobile, width: 14 },
  { header: 'E-mail', value: (r) => r.contactPersonEmail, width: 30 },
  { header: 'State/UT', value: (r) => r.stateName, width: 18 },
  { header: 'City', value: (r) => r.cityName, width: 18 },
  { header: 'Login Status', value: (r) => (r.loginStatus === 'active' ? 'Active' : 'Blocked') },
  { header: 'Can Post Training', value: (r) => yesNo(r.canPostTraining) },
  { header: 'Listed', value: (r) => yesNo(r.isListed) },
  { header: 'Registered On', value: (r) => r.createdOn, date: true },
];

export async function exportCorporates(ctx: AppContext, actor: Actor, q: CorporateQuery) {
  const filter = corporateFilter(q);
  const { total } = await repo.pageCorporates(ctx.db, filter, q.sort, 0, 1);
  await startExport(ctx, actor, 'export.corporates', q, total);
  return excelOfBatches(
    CORPORATE_COLUMNS,
    {
      next: (after: repo.UserKey | undefined) =>
        repo.corporatesAfter(ctx.db, filter, q.sort, after, EXPORT_BATCH),
      keyOf: (row) => ({ value: q.sort === 2 ? row.companyName : row.createdAt, id: row.id }),
      limit: ADMIN_EXPORT_MAX_ROWS,
    },
    (rows) => toCorporateRows(ctx, rows),
    ctx.now(),
  );
}

/** Blocks or activates an employer's right to post trainings; the change applies at once. */
export async function setTrainingRight(
  ctx: AppContext,
  actor: Actor,
  body: { userCode: string; status?: boolean },
) {
  const corporate = await repo.findCorporate(ctx.db, body.userCode);
  if (!corporate) throw notFound(ADMIN_MSG.corporateNotFound);
  const before = corporate.profile.canPostTraining;
  const after = body.status ?? !before;
  await ctx.db.transaction(async (tx) => {
    await repo.setCanPostTraining(tx, corporate.id, after, ctx.now());
    await auditBy(
      { ...ctx, db: tx },
      actor,
      'corporate.training-status',
      {
        code: corporate.code,
        companyName: corporate.profile.companyName,
        before: { canPostTraining: before },
        after: { canPostTraining: after },
      },
      corporate.id,
    );
  });
  return {
    userCode: corporate.code,
    status: after,
    Message: after ? ADMIN_MSG.trainingRightGranted : ADMIN_MSG.trainingRightRevoked,
  };
}

/** The employer's profile as the admin's read-only page shows it (the employer's own profile shape). */
export async function corporateDetail(ctx: AppContext, userCode: string): Promise<CorporateProfile> {
  const found = await repo.findCorporate(ctx.db, userCode);
  if (!found) throw notFound(ADMIN_MSG.corporateNotFound);
  return corporateProfileOf(ctx, found.id);
}

// ---- Members and students: what their rows and sheets share ----

/** The fields a member's and a student's row share, from either's database row. */
function candidateBase(
  r: repo.MemberRowDb | repo.StudentRowDb,
  skill: (code: string) => string,
): Omit<MemberAccountRow & StudentAccountRow, CandidateOwn> {
  return {
    userCode: r.userCode,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    stateName: r.stateName,
    skill: r.skills.map(skill),
    profileSummary: r.profileSummary,
    isActive: r.isActive,
    loginStatus: r.loginStatus,
    hasResume: r.hasResume,
    createdOn: seconds(r.createdAt),
    modifiedOn: seconds(r.modifiedAt),
  };
}

/** What each kind adds to the shared fields. */
type CandidateOwn =
  | Exclude<
      keyof MemberAccountRow | keyof StudentAccountRow,
      keyof MemberAccountRow & keyof StudentAccountRow
    >
  | 'cityName';

type SheetRow = {
  email: string;
  mobile: string;
  stateName: string;
  cityName: string;
  skill: string[];
  profileSummary: string;
  createdOn: number;
};

function contactColumns<T extends SheetRow>(): ExcelColumn<T>[] {
  return [
    { header: 'E-mail', value: (r) => r.email, width: 30 },
    { header: 'Mobile', value: (r) => r.mobile, width: 14 },
    { header: 'State/UT', value: (r) => r.stateName, width: 18 },
    { header: 'City', value: (r) => r.cityName, width: 18 },
  ];
}

function profileColumns<T extends SheetRow>(): ExcelColumn<T>[] {
  return [
    { header: 'Skills', value: (r) => r.skill, width: 40 },
    { header: 'Profile Summary', value: (r) => r.profileSummary, width: 60 },
    { header: 'Registered On', value: (r) => r.createdOn, date: true },
  ];
}

// ---- Members ----

type MemberQuery = {
  keyword: string;
  state: string;
  city: string;
  skill: string;
  role: string;
  minXp?: number;
  maxXp?: number;
  minSal?: number;
  maxSal?: number;
  sort: number;
};

/**
 * Whether a skill or role filter is a name typed in (no code of the list: spec 1 section 5), which
 * matches case-insensitively.
 */
async function isTypedName(ctx: AppContext, list: MasterList, entry: string): Promise<boolean> {
  return entry ? (await typedNames(ctx, list, [entry])).length > 0 : false;
}

async function memberFilter(ctx: AppContext, q: MemberQuery): Promise<repo.MemberFilter> {
  const state = allOrCode(q.state);
  const [skillIsName, roleIsName] = await Promise.all([
    isTypedName(ctx, MASTER_LIST.skill, q.skill),
    isTypedName(ctx, MASTER_LIST.role, q.role),
  ]);
  return {
    keyword: q.keyword,
    state,
    city: state ? allOrCode(q.city) : null,
    skill: q.skill || null,
    skillIsName,
    role: q.role || null,
    roleIsName,
    minMonths: q.minXp === undefined ? null : q.minXp * 12,
    // 'Up to 3 years' includes 3 years and 11 months (shown as 4 when rounded up, so not more).
    maxMonths: q.maxXp === undefined ? null : q.maxXp * 12,
    minCtc: q.minSal === undefined ? null : Math.round(q.minSal * 100000),
    maxCtc: q.maxSal === undefined ? null : Math.round(q.maxSal * 100000),
  };
}

async function toMemberRows(ctx: AppContext, rows: repo.MemberRowDb[]): Promise<MemberAccountRow[]> {
  const [skill, role] = await Promise.all([namesOf(ctx, MASTER_LIST.skill), namesOf(ctx, MASTER_LIST.role)]);
  return rows.map((r) => ({
    ...candidateBase(r, skill),
    membershipType: r.membershipType,
    membershipNumber: r.membershipNumber,
    cityName: r.cityName || r.otherCity,
    currentCompany: r.currentCompany,
    currentRoleName:
      r.currentRole === OTHER_ROLE_CODE && r.otherRole
        ? r.otherRole
        : r.currentRole
          ? role(r.currentRole)
          : '',
    totalExperienceInMonths: r.totalExperienceInMonths,
    currentCTC: r.currentCtc,
    currentCTCCurrency: r.currentCtcCurrency,
  }));
}

const MEMBER_COLUMNS: ExcelColumn<MemberAccountRow>[] = [
  { header: 'Name', value: (r) => r.name, width: 28 },
  { header: 'Membership No.', value: (r) => `${r.membershipType}${r.membershipNumber}` },
  ...contactColumns<MemberAccountRow>(),
  { header: 'Current Company', value: (r) => r.currentCompany, width: 30 },
  { header: 'Current Role', value: (r) => r.currentRoleName, width: 26 },
  { header: 'Experience (Years)', value: (r) => monthsToYears(r.totalExperienceInMonths) },
  {
    header: 'Present CTC',
    // As the screen shows it: no CTC given is 'Not disclosed', not '0 Lakhs'.
    value: (r) =>
      !r.currentCTC
        ? NOT_DISCLOSED
        : r.currentCTCCurrency === 'INR'
          ? `${formatLakhs(r.currentCTC)} Lakhs`
          : `${r.currentCTC} ${r.currentCTCCurrency}`,
  },
  ...profileColumns<MemberAccountRow>(),
];

function candidateKey(
  sort: number,
  row: { name: string; modifiedAt: Date; id: number },
  experience?: number,
) {
  if (sort === 1) return { value: row.name, id: row.id };
  if (sort === 3 && experience !== undefined) return { value: experience, id: row.id };
  return { value: row.modifiedAt, id: row.id };
}

// ---- Students ----

type StudentQuery = { keyword: string; state: string; city: string; skill: string; sort: number };

async function studentFilter(ctx: AppContext, q: StudentQuery): Promise<repo.StudentFilter> {
  const state = allOrCode(q.state);
  return {
    keyword: q.keyword,
    state,
    city: state ? allOrCode(q.city) : null,
    skill: q.skill || null,
    skillIsName: await isTypedName(ctx, MASTER_LIST.skill, q.skill),
  };
}

async function toStudentRows(ctx: AppContext, rows: repo.StudentRowDb[]): Promise<StudentAccountRow[]> {
  const skill = await namesOf(ctx, MASTER_LIST.skill);
  return rows.map((r) => ({
    ...candidateBase(r, skill),
    registrationNumber: r.registrationNumber,
    cityName: cityShown(r.cityCode, r.cityName || undefined),
  }));
}

const STUDENT_COLUMNS: ExcelColumn<StudentAccountRow>[] = [
  { header: 'Name', value: (r) => r.name, width: 28 },
  { header: 'Registration No.', value: (r) => r.registrationNumber, width: 18 },
  ...contactColumns<StudentAccountRow>(),
  ...profileColumns<StudentAccountRow>(),
];

// ---- Members and students: one search and one export over either list ----

/** One candidate list of the admin's: how a query becomes a filter, its reads, rows and sheet. */
interface CandidateList<Q extends { sort: number }, F, Row extends { id: number }, Item> {
  filter(ctx: AppContext, q: Q): Promise<F>;
  page(
    db: AppContext['db'],
    f: F,
    sort: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: Row[]; total: number }>;
  after(
    db: AppContext['db'],
    f: F,
    sort: number,
    key: repo.UserKey | undefined,
    limit: number,
  ): Promise<Row[]>;
  keyOf(sort: number, row: Row): repo.UserKey;
  items(ctx: AppContext, rows: Row[]): Promise<Item[]>;
  columns: ExcelColumn<Item>[];
  exportAction: string;
}

const MEMBERS: CandidateList<MemberQuery, repo.MemberFilter, repo.MemberRowDb, MemberAccountRow> = {
  filter: memberFilter,
  page: repo.pageMembers,
  after: repo.membersAfter,
  keyOf: (sort, row) => candidateKey(sort, row, row.totalExperienceInMonths),
  items: toMemberRows,
  columns: MEMBER_COLUMNS,
  exportAction: 'export.members',
};

const STUDENTS: CandidateList<StudentQuery, repo.StudentFilter, repo.StudentRowDb, StudentAccountRow> = {
  filter: studentFilter,
  page: repo.pageStudents,
  after: repo.studentsAfter,
  // Students have no experience: its sort (3) reads them by date.
  keyOf: (sort, row) => candidateKey(sort === 3 ? 2 : sort, row),
  items: toStudentRows,
  columns: STUDENT_COLUMNS,
  exportAction: 'export.students',
};

async function searchCandidates<Q extends { sort: number }, F, Row extends { id: number }, Item>(
  ctx: AppContext,
  list: CandidateList<Q, F, Row, Item>,
  q: Q & { page: number; limit: number },
) {
  const { rows, total } = await list.page(
    ctx.db,
    await list.filter(ctx, q),
    q.sort,
    (q.page - 1) * q.limit,
    q.limit,
  );
  return { list: await list.items(ctx, rows), total };
}

async function exportCandidates<Q extends { sort: number }, F, Row extends { id: number }, Item>(
  ctx: AppContext,
  actor: Actor,
  list: CandidateList<Q, F, Row, Item>,
  q: Q,
) {
  const filter = await list.filter(ctx, q);
  const { total } = await list.page(ctx.db, filter, q.sort, 0, 1);
  await startExport(ctx, actor, list.exportAction, q, total);
  return excelOfBatches(
    list.columns,
    {
      next: (after: repo.UserKey | undefined) => list.after(ctx.db, filter, q.sort, after, EXPORT_BATCH),
      keyOf: (row) => list.keyOf(q.sort, row),
      limit: ADMIN_EXPORT_MAX_ROWS,
    },
    (rows) => list.items(ctx, rows),
    ctx.now(),
  );
}

export const searchMembers = (ctx: AppContext, q: MemberQuery & { page: number; limit: number }) =>
  searchCandidates(ctx, MEMBERS, q);
export const exportMembers = (ctx: AppContext, actor: Actor, q: MemberQuery) =>
  exportCandidates(ctx, actor, MEMBERS, q);
export const searchStudents = (ctx: AppContext, q: StudentQuery & { page: number; limit: number }) =>
  searchCandidates(ctx, STUDENTS, q);
export const exportStudents = (ctx: AppContext, actor: Actor, q: StudentQuery) =>
  exportCandidates(ctx, actor, STUDENTS, q);

// ---- Audit log ----

export async function auditLog(
  ctx: AppContext,
  q: { actor: string; action: string; from?: number; to?: number; page: number; limit: number },
) {
  const filter: repo.AuditFilter = {
    actor: q.actor,
    action: q.action,
    from: q.from === undefined ? null : new Date(istStartOfDay(q.from) * 1000),
    before: q.to === undefined ? null : new Date((istStartOfDay(q.to) + DAY_SECONDS) * 1000),
  };
  const { rows, total } = await repo.pageAudit(ctx.db, filter, (q.page - 1) * q.limit, q.limit);
  const list: AuditItem[] = rows.map((r) => ({
    id: r.id,
    at: seconds(r.at),
    action: r.action,
    actorCode: r.actorCode ?? '',
    actorName: r.actorName ?? '',
    actorRole: r.actorRole ?? '',
    targetCode: r.targetCode ?? '',
    targetName: r.targetName ?? '',
    detail:
      r.detail && typeof r.detail === 'object' && !Array.isArray(r.detail)
        ? (r.detail as Record<string, unknown>)
        : {},
    ip: r.ip,
  }));
  return { list, total };
}
