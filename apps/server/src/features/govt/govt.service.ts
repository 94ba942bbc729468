import { GOVT_DESCRIPTION_MAX, GOVT_EXPORT_MAX_ROWS } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import {
  GOVT_CHECK,
  GOVT_MSG,
  type GovtJobItem,
  type GovtTrainingItem,
  type govtJobBody,
  type govtTrainingBody,
} from '@pp/contract/govt';
import { istStartOfDay } from '@pp/contract/india-time';
import { MASTER_LIST } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { type ExcelColumn, excelDownload, excelOfBatches } from '../../platform/excel.ts';
import { plainTextOfHtml } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import type { CreatedKey } from '../../platform/sql.ts';
import { cleanDescription } from '../jobs/jobs.service.ts';
import { citiesByCode, masterItemsByCode, requireListedOne } from '../lookups/lookups.service.ts';
import * as repo from './govt.repo.ts';

type GovtJobBody = z.output<typeof govtJobBody>;
type GovtTrainingBody = z.output<typeof govtTrainingBody>;

const EXPORT_BATCH = 1000;

/** Rows whose end date is before the start of today (India time) are expired. */
function startOfToday(ctx: AppContext): Date {
  return new Date(istStartOfDay(toEpochSeconds(ctx.now())) * 1000);
}

const epoch = (date: Date | null) => (date ? toEpochSeconds(date) : null);

interface Names {
  cities: Map<string, string>;
  jobTypes: Map<string, string>;
  governmentTypes: Map<string, string>;
  qualifications: Map<string, string>;
}

/** Names of the codes the rows carry, in one query per list. */
async function namesFor(
  ctx: AppContext,
  rows: { cities: string[]; jobType?: string; governmentType: string; minimumQualification?: string }[],
): Promise<Names> {
  const nameMap = (m: Map<string, { name: string }>) =>
    new Map([...m].map(([code, row]) => [code, row.name]));
  const [cityRows, jobTypes, governmentTypes, qualifications] = await Promise.all([
    citiesByCode(
      ctx,
      rows.flatMap((r) => r.cities),
    ),
    masterItemsByCode(
      ctx,
      MASTER_LIST.jobType,
      rows.flatMap((r) => (r.jobType ? [r.jobType] : [])),
    ),
    masterItemsByCode(
      ctx,
      MASTER_LIST.governmentType,
      rows.map((r) => r.governmentType),
    ),
    masterItemsByCode(
      ctx,
      MASTER_LIST.qualification,
      rows.flatMap((r) => (r.minimumQualification ? [r.minimumQualification] : [])),
    ),
  ]);
  return {
    cities: nameMap(cityRows),
    jobTypes: nameMap(jobTypes),
    governmentTypes: nameMap(governmentTypes),
    qualifications: nameMap(qualifications),
  };
}

function statusOf(end: Date | null, today: Date): 'active' | 'expired' {
  return end && end.getTime() < today.getTime() ? 'expired' : 'active';
}

function toJobItem(row: repo.GovtJobRow, names: Names, today: Date): GovtJobItem {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    city: row.cities,
    location: row.cities.map((c) => names.cities.get(c) ?? c),
    jobType: row.jobType,
    jobTypeName: names.jobTypes.get(row.jobType) ?? row.jobType,
    workCulture: row.workCulture,
    jobPost: row.jobPost,
    governmentType: row.governmentType,
    governmentTypeName: names.governmentTypes.get(row.governmentType) ?? row.governmentType,
    companyName: row.companyName,
    vacancy: row.vacancy,
    payScale: row.payScale,
    ageLimit: row.ageLimit,
    applyURL: row.applyUrl,
    advertisementURL: row.advertisementUrl,
    startDate: epoch(row.startDate),
    endDate: epoch(row.endDate),
    minimumExperience: row.minimumExperience,
    maximumExperience: row.maximumExperience,
    createdOn: toEpochSeconds(row.createdAt),
    modifiedOn: toEpochSeconds(row.modifiedAt),
    status: statusOf(row.endDate, today),
  };
}

function toTrainingItem(row: repo.GovtTrainingRow, names: Names, today: Date): GovtTrainingItem {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    city: row.cities,
    location: row.cities.map((c) => names.cities.get(c) ?? c),
    designation: row.designation,
    governmentType: row.governmentType,
    governmentTypeName: names.governmentTypes.get(row.governmentType) ?? row.governmentType,
    companyName: row.companyName,
    vacancy: row.vacancy,
    stipend: row.stipend,
    ageLimit: row.ageLimit,
    applyURL: row.applyUrl,
    advertisementURL: row.advertisementUrl,
    trainingStartDate: epoch(row.trainingStartDate),
    trainingEndDate: epoch(row.trainingEndDate),
    minimumQualification: row.minimumQualification,
    minimumQualificationName: names.qualifications.get(row.minimumQualification) ?? row.minimumQualification,
    createdOn: toEpochSeconds(row.createdAt),
    modifiedOn: toEpochSeconds(row.modifiedAt),
    status: statusOf(row.trainingEndDate, today),
  };
}

interface ListQuery {
  isExpiry: boolean;
  page: number;
  limit: number;
  sort: number;
  keyword: string;
}

function filterOf(ctx: AppContext, q: { isExpiry: boolean; keyword: string }): repo.GovtFilter {
  return { openFrom: q.isExpiry ? null : startOfToday(ctx), keyword: q.keyword };
}

// ---- Reads ----

/** A page of a kind's rows as items. */
async function list<K extends repo.GovtKind, Item>(
  ctx: AppContext,
  kind: K,
  q: ListQuery,
  toItem: (row: repo.GovtRow<K>, names: Names, today: Date) => Item,
) {
  const offset = (q.page - 1) * q.limit;
  const { rows, total } = await repo.pageGovt(ctx.db, kind, filterOf(ctx, q), q.sort, offset, q.limit);
  const names = await namesFor(ctx, rows);
  const today = startOfToday(ctx);
  return { list: rows.map((r) => toItem(r, names, today)), total };
}

/** One row of a kind as its item. */
async function one<K extends repo.GovtKind, Item>(
  ctx: AppContext,
  kind: K,
  code: string,
  toItem: (row: repo.GovtRow<K>, names: Names, today: Date) => Item,
) {
  const row = await repo.findGovt(ctx.db, kind, code);
  if (!row) throw notFound(GOVT_MSG.notFound);
  return toItem(row, await namesFor(ctx, [row]), startOfToday(ctx));
}

export const listJobs = (ctx: AppContext, q: ListQuery) => list(ctx, 'job', q, toJobItem);
export const getJob = (ctx: AppContext, code: string) => one(ctx, 'job', code, toJobItem);
export const listTrainings = (ctx: AppContext, q: ListQuery) => list(ctx, 'training', q, toTrainingItem);
export const getTraining = (ctx: AppContext, code: string) => one(ctx, 'training', code, toTrainingItem);

export async function recentTrainings(ctx: AppContext, limit: number) {
  return listTrainings(ctx, { isExpiry: false, page: 1, limit, sort: 1, keyword: '' });
}

export async function openCounts(ctx: AppContext) {
  return repo.countOpenGovt(ctx.db, startOfToday(ctx));
}

// ---- Writes ----

async function checkCities(ctx: AppContext, codes: string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  const found = await citiesByCode(ctx, unique);
  if (found.size !== unique.length) throw fieldError('city', GOVT_MSG.unknownCity);
  return unique;
}

const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** The stored fields of a row, for the audit log's before/after. */
function auditView<T extends { id?: number; createdBy?: number | null }>(row: T) {
  const { id: _id, createdBy: _by, ...rest } = row;
  return rest;
}

interface GovtStore<K extends repo.GovtKind> {
  kind: K;
  action: 'govt-job' | 'govt-training';
  created: string;
  updated: string;
}

/** Creates (code null) or updates a government posting, auditing its fields before and after. */
async function save<K extends repo.GovtKind, F extends repo.GovtFields<K> & { modifiedAt: Date }>(
  ctx: AppContext,
  admin: AuthUser,
  ip: string,
  code: string | null,
  fields: F,
  store: GovtStore<K>,
) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (code === null) {
      const created = await repo.insertGovt(tx, store.kind, fields, {
        code: newCode(),
        createdBy: admin.id,
        createdAt: fields.modifiedAt,
      });
      await audit(txCtx, {
        action: `${store.action}.create`,
        actorId: admin.id,
        detail: { code: created.code, title: created.title, before: null, after: auditView(created) },
        ip,
      });
      return { code: created.code, Message: store.created };
    }
    const before = await repo.findGovt(tx, store.kind, code);
    if (!before) throw notFound(GOVT_MSG.notFound);
    const updated = await repo.updateGovt(tx, store.kind, code, fields);
    if (!updated) throw notFound(GOVT_MSG.notFound);
    await audit(txCtx, {
      action: `${store.action}.update`,
      actorId: admin.id,
      detail: {
        code: updated.code,
        title: updated.title,
        before: auditView(before),
        after: auditView(updated),
      },
      ip,
    });
    return { code: updated.code, Message: store.updated };
  });
}

export async function saveJob(ctx: AppContext, admin: AuthUser, body: GovtJobBody, ip: string) {
  const description = cleanDescription(body.description, GOVT_DESCRIPTION_MAX);
  const cities = await checkCities(ctx, body.city);
  await requireListedOne(ctx, MASTER_LIST.jobType, body.jobType, 'jobType', GOVT_MSG.unknownJobType);
  await requireListedOne(
    ctx,
    MASTER_LIST.governmentType,
    body.governmentType,
    'governmentType',
    GOVT_MSG.unknownGovernmentType,
  );
  const fields = {
    title: body.title,
    description,
    cities,
    jobType: body.jobType,
    workCulture: body.workCulture,
    jobPost: body.jobPost,
    governmentType: body.governmentType,
    companyName: body.companyName,
    vacancy: body.vacancy,
    payScale: body.payScale,
    ageLimit: body.ageLimit,
    applyUrl: body.applyURL,
    advertisementUrl: body.advertisementURL,
    startDate: dateOf(body.startDate),
    endDate: dateOf(body.endDate),
    minimumExperience: body.minimumExperience,
    maximumExperience: body.maximumExperience,
    modifiedAt: ctx.now(),
  } satisfies repo.GovtFields<'job'>;
  return save(ctx, admin, ip, body.code || null, fields, {
    kind: 'job',
    action: 'govt-job',
    created: MSG.jobPosted,
    updated: MSG.jobUpdated,
  });
}

export async function saveTraining(ctx: AppContext, admin: AuthUser, body: GovtTrainingBody, ip: string) {
  const description = cleanDescription(body.description, GOVT_DESCRIPTION_MAX);
  const cities = await checkCities(ctx, body.city);
  await requireListedOne(
    ctx,
    MASTER_LIST.governmentType,
    body.governmentType,
    'governmentType',
    GOVT_MSG.unknownGovernmentType,
  );
  await requireListedOne(
    ctx,
    MASTER_LIST.qualification,
    body.minimumQualification,
    'minimumQualification',
    GOVT_MSG.unknownQualification,
  );
  const fields = {
    title: body.title,
    description,
    cities,
    designation: body.designation,
    governmentType: body.governmentType,
    companyName: body.companyName,
    vacancy: body.vacancy,
    stipend: body.stipend,
    ageLimit: body.ageLimit,
    applyUrl: body.applyURL,
    advertisementUrl: body.advertisementURL,
    trainingStartDate: dateOf(body.trainingStartDate),
    trainingEndDate: dateOf(body.trainingEndDate),
    minimumQualification: body.minimumQualification,
    modifiedAt: ctx.now(),
  } satisfies repo.GovtFields<'training'>;
  return save(ctx, admin, ip, body.check === GOVT_CHECK.create ? null : body.code, fields, {
    kind: 'training',
    action: 'govt-training',
    created: MSG.trainingPosted,
    updated: MSG.trainingUpdated,
  });
}

// ---- Exports ----

const WORK_FROM_HOME: Record<string, string> = { No: 'No', Yes: 'Yes', Limited: 'Limited' };

const JOB_COLUMNS: ExcelColumn<GovtJobItem>[] = [
  { header: 'Title', value: (r) => r.title, width: 40 },
  { header: 'Organisation', value: (r) => r.companyName, width: 36 },
  { header: 'Post', value: (r) => r.jobPost, width: 28 },
  { header: 'Government Type', value: (r) => r.governmentTypeName, width: 24 },
  { header: 'Job Type', value: (r) => r.jobTypeName },
  { header: 'Work From Home', value: (r) => WORK_FROM_HOME[r.workCulture] ?? r.workCulture },
  { header: 'Location', value: (r) => r.location, width: 30 },
  { header: 'Vacancy', value: (r) => r.vacancy },
  { header: 'Pay Scale', value: (r) => r.payScale, width: 28 },
  { header: 'Age Limit', value: (r) => r.ageLimit, width: 20 },
  { header: 'Minimum Experience (Years)', value: (r) => r.minimumExperience },
  { header: 'Maximum Experience (Years)', value: (r) => r.maximumExperience },
  { header: 'Start Date', value: (r) => r.startDate, date: true },
  { header: 'End Date', value: (r) => r.endDate, date: true },
  { header: 'Apply URL', value: (r) => r.applyURL, width: 40 },
  { header: 'Advertisement URL', value: (r) => r.advertisementURL, width: 40 },
  { header: 'Description', value: (r) => plainTextOfHtml(r.description), width: 60 },
  { header: 'Posted On', value: (r) => r.createdOn, date: true },
];

const TRAINING_COLUMNS: ExcelColumn<GovtTrainingItem>[] = [
  { header: 'Title', value: (r) => r.title, width: 40 },
  { header: 'Organisation', value: (r) => r.companyName, width: 36 },
  { header: 'Designation', value: (r) => r.designation, width: 24 },
  { header: 'Government Type', value: (r) => r.governmentTypeName, width: 24 },
  { header: 'Location', value: (r) => r.location, width: 30 },
  { header: 'Vacancy', value: (r) => r.vacancy },
  { header: 'Stipend', value: (r) => r.stipend, width: 24 },
  { header: 'Age Limit', value: (r) => r.ageLimit, width: 20 },
  { header: 'Minimum Qualification', value: (r) => r.minimumQualificationName, width: 30 },
  { header: 'Training Start Date', value: (r) => r.trainingStartDate, date: true },
  { header: 'Training End Date', value: (r) => r.trainingEndDate, date: true },
  { header: 'Apply URL', value: (r) => r.applyURL, width: 40 },
  { header: 'Advertisement URL', value: (r) => r.advertisementURL, width: 40 },
  { header: 'Description', value: (r) => plainTextOfHtml(r.description), width: 60 },
  { header: 'Posted On', value: (r) => r.createdOn, date: true },
];

async function recordExport(ctx: AppContext, admin: AuthUser, action: string, rows: number, ip: string) {
  await audit(ctx, { action, actorId: admin.id, detail: { rows }, ip });
}

/** Streams government jobs (newest first, up to `limit` rows) as Excel, in keyset batches. */
export async function exportJobs(
  ctx: AppContext,
  admin: AuthUser,
  q: { isExpiry: boolean; keyword: string; limit: number },
  ip: string,
) {
  const filter = filterOf(ctx, q);
  const limit = Math.min(q.limit, GOVT_EXPORT_MAX_ROWS);
  const total = Math.min(await repo.countGovtJobs(ctx.db, filter), limit);
  if (!total) throw badRequest(MSG.noDataToExport);
  await recordExport(ctx, admin, 'govt-job.export', total, ip);
  const today = startOfToday(ctx);
  return excelOfBatches(
    JOB_COLUMNS,
    {
      next: (after: CreatedKey | undefined) => repo.govtJobsAfter(ctx.db, filter, after, EXPORT_BATCH),
      keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
      limit: limit,
    },
    async (rows) => {
      const names = await namesFor(ctx, rows);
      return rows.map((r) => toJobItem(r, names, today));
    },
    ctx.now(),
  );
}

/** Streams one page of government trainings as Excel (the spec exports the page shown). */
export async function exportTrainings(ctx: AppContext, admin: AuthUser, q: ListQuery, ip: string) {
  const { list } = await listTrainings(ctx, q);
  if (!list.length) throw badRequest(MSG.noDataToExport);
  await recordExport(ctx, admin, 'govt-training.export', list.length, ip);
  async function* items() {
    yield list;
  }
  return excelDownload(TRAINING_COLUMNS, items(), ctx.now());
}
