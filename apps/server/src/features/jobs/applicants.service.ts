import { CURRENCY, USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { formatLakhs, monthsToYears, toEpochSeconds } from '@pp/contract/format';
import type { ApplicantItem } from '@pp/contract/jobs';
import { MASTER_LIST } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { type ApplicationStage, stageLabel } from '@pp/contract/pipeline';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type ExcelColumn, keysetBatches, sendExcel } from '../../platform/excel.ts';
import { citiesByCode, masterItemsByCode } from '../lookups/lookups.service.ts';
import * as repo from './applicants.repo.ts';

/** Applicants of jobs and trainings: one model for both kinds of posting. */

export type PostingKind = repo.PostingKind;

const EXPORT_BATCH = 2000;

/** Maps a page of applicant rows to the contract's items, resolving codes to names in a few queries. */
export async function toApplicantItems(ctx: AppContext, rows: repo.ApplicantRow[]): Promise<ApplicantItem[]> {
  const skillCodes = rows.flatMap((r) => r.skills ?? []);
  const [skills, cities, roles] = await Promise.all([
    masterItemsByCode(ctx, MASTER_LIST.skill, skillCodes),
    citiesByCode(ctx, rows.map((r) => r.cityCode ?? '').filter(Boolean)),
    masterItemsByCode(ctx, MASTER_LIST.role, rows.map((r) => r.currentRole ?? '').filter(Boolean)),
  ]);
  return rows.map((r) => ({
    userCode: r.userCode,
    userType: USER_TYPE[r.role as Role] ?? '',
    name: r.name,
    profilePicture: r.profilePicture ?? '',
    skill: (r.skills ?? []).map((code) => skills.get(code)?.name ?? code),
    qualification: r.courses ?? [],
    profileSummary: r.profileSummary ?? '',
    totalExperienceInMonths: r.totalExperienceInMonths ?? 0,
    currentCTC: r.currentCtc ?? 0,
    currentCTCCurrency: r.currentCtcCurrency ?? '',
    mobile: r.mobile,
    email: r.email,
    membershipNumber: r.membershipNumber ?? '',
    membershipType: r.membershipType ?? '',
    registrationNumber: r.registrationNumber ?? '',
    fileName: r.resumeFileName ?? '',
    city: cities.get(r.cityCode ?? '')?.name ?? '',
    role: roles.get(r.currentRole ?? '')?.name ?? '',
    currentCompany: r.currentCompany ?? '',
    appliedOn: toEpochSeconds(r.appliedAt),
    modifiedOn: toEpochSeconds(r.modifiedAt),
    stage: r.stage as ApplicationStage,
    stageNote: r.stageNote,
  }));
}

export async function applicantsPage(
  ctx: AppContext,
  kind: PostingKind,
  postingId: number,
  query: { page: number; limit: number; sort: number; stage?: ApplicationStage },
  /** The posting's number of applications, when its look-up has counted them already. */
  postingTotal?: number,
) {
  const { list, total } = await repo.pageApplicants(
    ctx.db,
    kind,
    postingId,
    query.sort,
    (query.page - 1) * query.limit,
    query.limit,
    query.stage,
    postingTotal,
  );
  return { list: await toApplicantItems(ctx, list), total };
}

/** Membership number as the institute writes it (type letter and number), or the registration number. */
export function identityNumber(item: ApplicantItem): string {
  if (item.membershipNumber) return `${item.membershipType}${item.membershipNumber}`;
  return item.registrationNumber;
}

function presentCtc(item: ApplicantItem): string {
  if (!item.currentCTC) return '';
  if (!item.currentCTCCurrency || item.currentCTCCurrency === CURRENCY.code)
    return formatLakhs(item.currentCTC);
  return `${item.currentCTC} ${item.currentCTCCurrency}`;
}

/** The Excel columns of the applicant tables (photo and resume links are not exported). */
function exportColumns(kind: PostingKind): ExcelColumn<ApplicantItem>[] {
  const name: ExcelColumn<ApplicantItem> = { header: 'Name', value: (a) => a.name, width: 28 };
  const common: ExcelColumn<ApplicantItem>[] = [
    { header: 'Skills', value: (a) => a.skill, width: 40 },
    { header: 'Add. Qualification', value: (a) => a.qualification, width: 30 },
  ];
  const contact: ExcelColumn<ApplicantItem>[] = [
    { header: 'Summary', value: (a) => a.profileSummary, width: 50 },
    { header: 'Email', value: (a) => a.email, width: 30 },
    { header: 'Contact Number', value: (a) => a.mobile, width: 16 },
    { header: 'Applied On', value: (a) => a.appliedOn, date: true, width: 14 },
    // Ours (issue 12): the pipeline stage.
    { header: 'Stage', value: (a) => stageLabel(a.stage), width: 14 },
  ];
  if (kind === 'training') {
    return [
      name,
      { header: 'Registration Number', value: (a) => a.registrationNumber, width: 20 },
      ...common,
      ...contact,
    ];
  }
  return [
    name,
    { header: 'Membership Number', value: identityNumber, width: 20 },
    ...common,
    {
      header: 'Present Experience (years)',
      value: (a) => (a.totalExperienceInMonths ? monthsToYears(a.totalExperienceInMonths) : ''),
    },
    { header: 'Present CTC (lacs INR)', value: presentCtc },
    ...contact,
  ];
}

/** Streams a posting's applicants as the spec's xlsx; refuses an empty export first. */
export async function exportApplicants(
  ctx: AppContext,
  reply: FastifyReply,
  kind: PostingKind,
  postingId: number,
) {
  if (!(await repo.hasApplicants(ctx.db, kind, postingId))) throw badRequest(MSG.noDataToExport);
  const batches = keysetBatches(
    async (after: number | undefined) => {
      const rows = await repo.applicantsAfter(ctx.db, kind, postingId, after, EXPORT_BATCH);
      const items = await toApplicantItems(ctx, rows);
      return rows.map((row, i) => ({ id: row.applicationId, item: items[i]! }));
    },
    (row) => row.id,
  );
  async function* items() {
    for await (const batch of batches) yield batch.map((row) => row.item);
  }
  return sendExcel(reply, exportColumns(kind), items(), ctx.now());
}
