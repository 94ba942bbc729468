import { CURRENCY, TRAINING_DETAIL_MAX, type TrainingStatus } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { istMonthStart, istStartOfDay } from '@pp/contract/india-time';
import { isMemberJobQualification, MASTER_LIST } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import type { ApplicationStage } from '@pp/contract/pipeline';
import {
  type TrainingDetailView,
  type TrainingItem,
  type TrainingPost,
  trainingStatusLabel,
} from '@pp/contract/trainings';
import type { Actor } from '../../platform/audit.ts';
import { auditBy } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { type ExcelColumn, excelDownload, keysetBatches } from '../../platform/excel.ts';
import { plainTextOfHtml } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import { ownerOrAdmin } from '../access/posting-access.ts';
import { companyNameOf } from '../corporates/company-name.ts';
import { applicantsPage, exportApplicants } from '../jobs/applicants.service.ts';
import { cleanDescription } from '../jobs/jobs.service.ts';
import { appliedOn } from '../jobs/postings.repo.ts';
import { changePostingDates, changePostingStatus } from '../jobs/postings.service.ts';
import { requireListed, requireListedOne, requireStateCities } from '../lookups/lookups.service.ts';
import * as repo from './trainings.repo.ts';

/**
 * Trainings posted by employers allowed to post them (canPostTraining): the posting rules of
 * spec 3 section 5 'Training posting', ownership (another employer's training is 404) and the
 * Open/Closed status.
 */

const _DAY_SECONDS = 86_400;
const EXPORT_BATCH = 500;

// ---- Names of codes ----

/** Code -> name from the reference names kept in memory (platform/reference-names.ts): no statement. */
async function namesFor(ctx: AppContext) {
  const names = await ctx.referenceNames.get(ctx.db);
  return {
    cities: names.cities,
    states: names.states,
    qualifications: names.master.get(MASTER_LIST.qualification) ?? new Map<string, string>(),
    industries: names.master.get(MASTER_LIST.industry) ?? new Map<string, string>(),
  };
}

function toItem(row: repo.TrainingRow, names: Awaited<ReturnType<typeof namesFor>>): TrainingItem {
  return {
    code: row.code,
    title: row.title,
    companyName: companyNameOf(row.companyName, row.ownerName),
    address: row.address,
    location: row.cities.map((code) => names.cities.get(code) ?? code),
    stateName: names.states.get(row.stateCode) ?? row.stateCode,
    qualification: names.qualifications.get(row.qualification) ?? row.qualification,
    industry: row.industries.map((code) => names.industries.get(code) ?? code),
    stipend: row.stipend,
    stipendCurrency: row.stipendCurrency,
    trainingStartDate: toEpochSeconds(row.applicationStart),
    trainingEndDate: toEpochSeconds(row.applicationEnd),
    startDateTraining: row.trainingStart ? toEpochSeconds(row.trainingStart) : null,
    description: row.description,
    createdOn: toEpochSeconds(row.createdAt),
    modifiedOn: toEpochSeconds(row.modifiedAt),
    status: row.status,
    applicationCount: row.applicationCount,
    noOfTrainees: row.noOfTrainees,
    duration: row.durationMonths,
    isPCS: row.companyIsPcs ?? false,
    companyDescription: row.companyDescription ?? '',
    appliedOn: null,
  };
}

/** Training rows (from this feature's repo reads) as items; other features list trainings through this. */
export async function toTrainingItems(ctx: AppContext, rows: repo.TrainingRow[]): Promise<TrainingItem[]> {
  if (!rows.length) return [];
  const names = await namesFor(ctx);
  return rows.map((row) => toItem(row, names));
}

// ---- Ownership ----

export async function trainingForManager(
  ctx: AppContext,
  user: AuthUser,
  code: string,
): Promise<repo.TrainingRow> {
  const training = await repo.findTrainingByCode(ctx.db, code);
  if (!training || training.deletedAt || !ownerOrAdmin(user, training.ownerId))
    throw notFound(EMPLOYER_MSG.trainingNotFound);
  return training;
}

// ---- Posting ----

export async function trainingPostStatus(ctx: AppContext, user: AuthUser) {
  return { status: await repo.findCanPostTraining(ctx.db, user.id) };
}

export type TrainingPostInput = TrainingPost;

/** The first day of the India-time month containing `epochSeconds`, at India-time midnight. */
export function monthStartIst(epochSeconds: number): Date {
  return new Date(istMonthStart(epochSeconds) * 1000);
}

export async function postTraining(ctx: AppContext, actor: Actor, input: TrainingPostInput) {
  if (!(await repo.findCanPostTraining(ctx.db, actor.user.id)))
    throw forbidden(EMPLOYER_MSG.cannotPostTraining);
  const today = istStartOfDay(toEpochSeconds(ctx.now()));
  if (input.trainingStartDate < today)
    throw fieldError('trainingStartDate', EMPLOYER_MSG.applicationStartBeforeToday);
  if (input.trainingStartDate > input.trainingEndDate)
    throw fieldError('trainingStartDate', MSG.startAfterEnd);
  const { state, cities: cityCodes } = await requireStateCities(ctx, input.state, input.city, {
    invalid: EMPLOYER_MSG.invalidLocation,
    cityRequired: EMPLOYER_MSG.cityRequired,
  });
  const industryCodes = [...new Set(input.industry)];
  await requireListed(ctx, MASTER_LIST.industry, industryCodes, 'industry', EMPLOYER_MSG.invalidIndustry);
  const qualification = await requireListedOne(
    ctx,
    MASTER_LIST.qualification,
    input.qualification,
    'qualification',
    EMPLOYER_MSG.invalidQualification,
  );
  if (isMemberJobQualification(qualification.code))
    throw fieldError('qualification', EMPLOYER_MSG.studentQualification);
  const duration = await requireListedOne(
    ctx,
    MASTER_LIST.trainingDuration,
    input.duration,
    'duration',
    EMPLOYER_MSG.invalidDuration,
  );
  const description = cleanDescription(input.description, TRAINING_DETAIL_MAX);
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertTraining(tx, {
      code: newCode(),
      ownerId: actor.user.id,
      title: input.title,
      noOfTrainees: input.noOfTrainees,
      stateCode: state.code,
      cities: cityCodes,
      industries: industryCodes,
      qualification: qualification.code,
      durationCode: duration.code,
      durationMonths: Number.parseInt(duration.value, 10) || 0,
      stipend: input.stipend,
      // Stipends are in INR (spec 3 section 5).
      stipendCurrency: CURRENCY.code,
      applicationStart: new Date(input.trainingStartDate * 1000),
      applicationEnd: new Date(input.trainingEndDate * 1000),
      trainingStart: input.startDateTraining === undefined ? null : monthStartIst(input.startDateTraining),
      address: input.address,
      description,
      status: 'active',
      createdAt: now,
      modifiedAt: now,
      createdBy: actor.user.id,
      modifiedBy: actor.user.id,
    });
    await auditBy({ ...ctx, db: tx }, actor, 'training.post', { code: row.code, title: input.title });
    return row;
  });
  return { code: created.code, Message: MSG.trainingRequirementPosted };
}

// ---- Status ----

export async function setTrainingStatus(
  ctx: AppContext,
  actor: Actor,
  input: { trainingCode: string; status: TrainingStatus },
) {
  const training = await trainingForManager(ctx, actor.user, input.trainingCode);
  if (training.status !== input.status) {
    await changePostingStatus(ctx, actor, 'training', training, input.status);
  }
  return {
    trainingCode: training.code,
    status: input.status,
    Message: EMPLOYER_MSG.trainingStatusUpdated,
  };
}

// ---- Application window ----

export async function updateTrainingDates(
  ctx: AppContext,
  actor: Actor,
  input: { trainingCode: string; trainingStartDate: number; trainingEndDate: number },
) {
  const training = await trainingForManager(ctx, actor.user, input.trainingCode);
  await changePostingDates(
    ctx,
    actor,
    'training',
    { ...training, start: training.applicationStart, end: training.applicationEnd },
    { start: input.trainingStartDate, end: input.trainingEndDate },
    {
      startField: 'trainingStartDate',
      endField: 'trainingEndDate',
      tooLong: EMPLOYER_MSG.trainingShowTooLong,
    },
  );
  return {
    trainingCode: training.code,
    trainingStartDate: input.trainingStartDate,
    trainingEndDate: input.trainingEndDate,
    Message: EMPLOYER_MSG.trainingDatesUpdated,
  };
}

// ---- Reading ----

export async function postedTrainings(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; limit: number },
) {
  const { list, total } = await repo.pagePostedTrainings(
    ctx.db,
    user.role === 'admin' ? undefined : user.id,
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { list: await toTrainingItems(ctx, list), total };
}

/** The screen's columns in its order (spec 3 section 2.5; '#' is the sheet's own row number). */
const postedTrainingColumns = (nowSeconds: number): ExcelColumn<TrainingItem>[] => [
  { header: 'Company Name', value: (t) => t.companyName, width: 30 },
  { header: 'Title', value: (t) => t.title, width: 40 },
  { header: 'Address', value: (t) => t.address, width: 40 },
  { header: 'Location', value: (t) => t.location, width: 24 },
  { header: 'Qualification', value: (t) => t.qualification, width: 30 },
  { header: 'Stipend (INR)', value: (t) => t.stipend, width: 14 },
  { header: 'Application start date', value: (t) => t.trainingStartDate, date: true },
  { header: 'Application end date', value: (t) => t.trainingEndDate, date: true },
  { header: 'Description', value: (t) => plainTextOfHtml(t.description), width: 50 },
  { header: 'Date of Posting', value: (t) => t.createdOn, date: true },
  // An expired training is never 'Open'.
  { header: 'Training status', value: (t) => trainingStatusLabel(t, nowSeconds) },
  { header: 'Student Applied', value: (t) => t.applicationCount },
];

export async function exportPostedTrainings(ctx: AppContext, user: AuthUser) {
  if (!(await repo.countPostedTrainings(ctx.db, user.id))) throw badRequest(MSG.noDataToExport);
  const batches = keysetBatches(
    async (before: number | undefined) => {
      const rows = await repo.trainingsBefore(ctx.db, user.id, before, EXPORT_BATCH);
      const items = await toTrainingItems(ctx, rows);
      return rows.map((row, i) => ({ id: row.id, item: items[i]! }));
    },
    (row) => row.id,
  );
  async function* items() {
    for await (const batch of batches) yield batch.map((row) => row.item);
  }
  return excelDownload(postedTrainingColumns(toEpochSeconds(ctx.now())), items(), ctx.now());
}

/**
 * A training's detail. Owner and admins: any of theirs, with the expiry date. Others: a training
 * open for applications (active and its window started) or one they applied to.
 */
export async function trainingDetail(
  ctx: AppContext,
  viewer: AuthUser | null,
  code: string,
): Promise<TrainingDetailView> {
  const training = await repo.findTrainingByCode(ctx.db, code);
  if (!training || training.deletedAt) throw notFound(EMPLOYER_MSG.trainingNotFound);
  const canManage = ownerOrAdmin(viewer, training.ownerId);
  const applied =
    viewer && (viewer.role === 'member' || viewer.role === 'student')
      ? await appliedOn(ctx.db, 'training', training.id, viewer.id)
      : null;
  const published =
    training.status === 'active' && training.applicationStart.getTime() <= ctx.now().getTime();
  if (!canManage && !published && !applied) throw notFound(EMPLOYER_MSG.trainingNotFound);
  const [item] = await toTrainingItems(ctx, [training]);
  return {
    ...item!,
    trainingEndDate: canManage ? item!.trainingEndDate : null,
    appliedOn: applied ? toEpochSeconds(applied) : null,
    canManage,
  };
}

export async function trainingApplicants(
  ctx: AppContext,
  user: AuthUser,
  query: { trainingCode: string; page: number; limit: number; sort: number; stage?: ApplicationStage },
) {
  // The page is read while the training is looked up; the look-up counts its applications.
  return applicantsPage(
    ctx,
    'training',
    query.trainingCode,
    trainingForManager(ctx, user, query.trainingCode),
    query,
  );
}

export async function exportTrainingApplicants(ctx: AppContext, user: AuthUser, trainingCode: string) {
  const training = await trainingForManager(ctx, user, trainingCode);
  return exportApplicants(ctx, 'training', training.id);
}
