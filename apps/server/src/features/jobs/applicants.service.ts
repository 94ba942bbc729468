import { CURRENCY, USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { formatDateTime, formatLakhs, monthsToYears, toEpochSeconds } from '@pp/contract/format';
import { INTERVIEW_RESPONSE_LABEL, type InterviewResponse } from '@pp/contract/interviews';
import { APPLICANT_NUMBER_TITLE, type ApplicantItem } from '@pp/contract/jobs';
import { MASTER_LIST } from '@pp/contract/lookups';
import { MSG } from '@pp/contract/messages';
import { type ApplicationStage, stageLabel } from '@pp/contract/pipeline';
import { cityShown } from '@pp/contract/validators';
import { type AppContext, genericPlansOf } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type ExcelColumn, excelDownload, keysetBatches } from '../../platform/excel.ts';
import * as repo from './applicants.repo.ts';

/** Applicants of jobs and trainings: one model for both kinds of posting. */

export type PostingKind = repo.PostingKind;

/**
 * Rows per read of an export (the next batch is read while one is written, keysetBatches). 1 000
 * keeps each batch short-lived enough to die in V8's young generation: with 2 000 rows about
 * 40 MB of a 100 000-row export, with 5 000 about 60 MB, outlived two young collections and went
 * to the old generation, growing the heap until a full collection; with 1 000, about 3 MB. The
 * time is the same from 1 000 up (the reads overlap the writing; no parallel workers per read).
 */
const EXPORT_BATCH = 1000;

/**
 * Maps a page of applicant rows to the contract's items, naming codes from the reference names
 * kept in memory (platform/reference-names.ts): no statement.
 */
export async function toApplicantItems(ctx: AppContext, rows: repo.ApplicantRow[]): Promise<ApplicantItem[]> {
  const names = await ctx.referenceNames.get(ctx.db);
  const skills = names.master.get(MASTER_LIST.skill);
  const roles = names.master.get(MASTER_LIST.role);
  return rows.map((r) => ({
    userCode: r.userCode,
    userType: USER_TYPE[r.role as Role] ?? '',
    name: r.name,
    profilePicture: r.profilePicture ?? '',
    skill: (r.skills ?? []).map((code) => skills?.get(code) ?? code),
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
    // A student's city may be a name typed in: shown as typed.
    city: cityShown(r.cityCode ?? '', names.cities.get(r.cityCode ?? '')),
    role: roles?.get(r.currentRole ?? '') ?? '',
    currentCompany: r.currentCompany ?? '',
    appliedOn: toEpochSeconds(r.appliedAt),
    modifiedOn: toEpochSeconds(r.modifiedAt),
    stage: r.stage as ApplicationStage,
    stageNote: r.stageNote,
    interview: r.interview
      ? {
          code: r.interview.code,
          roundName: r.interview.roundName,
          startsOn: r.interview.startsOn,
          response: r.interview.response as InterviewResponse,
        }
      : null,
  }));
}

/**
 * A page of a posting's applicants, read while the posting is looked up (`posting`: the manager's
 * look-up, which refuses anyone else; its refusal drops the page unseen) and counted by it.
 */
export async function applicantsPage<P extends { applicationCount: number }>(
  ctx: AppContext,
  kind: PostingKind,
  postingCode: string,
  posting: Promise<P>,
  query: { page: number; limit: number; sort: number; stage?: ApplicationStage },
) {
  const [, { list, total }] = await Promise.all([
    posting,
    repo.pageApplicants(
      { db: ctx.db, genericPlans: genericPlansOf(ctx) },
      kind,
      postingCode,
      query.sort,
      (query.page - 1) * query.limit,
      query.limit,
      query.stage,
      posting.then((p) => p.applicationCount),
    ),
  ]);
  return { list: await toApplicantItems(ctx, list), total };
}

/** Membership number as the institute writes it (type letter and number), or the registration number. */
export function identityNumber(item: ApplicantItem): string {
  return identityOf(item.membershipType, item.membershipNumber, item.registrationNumber);
}

function identityOf(
  membershipType: string | null,
  membershipNumber: string | null,
  registrationNumber: string | null,
): string {
  if (membershipNumber) return `${membershipType ?? ''}${membershipNumber}`;
  return registrationNumber ?? '';
}

function presentCtc(amount: number, currency: string): string {
  if (!amount) return '';
  if (!currency || currency === CURRENCY.code) return formatLakhs(amount);
  return `${amount} ${currency}`;
}

type ExportRow = repo.ApplicantExportRow;

/** The Excel's interview cell: '27-Nov-2026 10:30' and the answer when not accepted, or ''. */
export function interviewCell(a: Pick<ExportRow, 'interviewOn' | 'interviewResponse'>): string {
  if (!a.interviewResponse) return '';
  const response = INTERVIEW_RESPONSE_LABEL[a.interviewResponse as InterviewResponse] ?? '';
  if (a.interviewOn === null) return `Time not chosen yet (${response})`;
  const time = formatDateTime(a.interviewOn, 'en');
  return a.interviewResponse === 'accepted' ? time : `${time} (${response})`;
}

/**
 * The Excel columns of the applicant tables (photo and resume links are not exported). The number
 * column is named for the posting's audience: a student job's applicants have registration numbers.
 */
function exportColumns(kind: PostingKind, audience: 'member' | 'student'): ExcelColumn<ExportRow>[] {
  const name: ExcelColumn<ExportRow> = { header: 'Name', value: (a) => a.name, width: 28 };
  const common: ExcelColumn<ExportRow>[] = [
    // Skill names (the export replaces the codes, see skillNamer).
    { header: 'Skills', value: (a) => a.skills ?? '', width: 40 },
    { header: 'Add. Qualification', value: (a) => a.courses ?? '', width: 30 },
  ];
  const contact: ExcelColumn<ExportRow>[] = [
    { header: 'Summary', value: (a) => a.profileSummary ?? '', width: 50 },
    { header: 'Email', value: (a) => a.email, width: 30 },
    { header: 'Contact Number', value: (a) => a.mobile, width: 16 },
    { header: 'Applied On', value: (a) => a.appliedOn, date: true, width: 14 },
    // Ours (not in the spec): the pipeline stage.
    { header: 'Stage', value: (a) => stageLabel(a.stage), width: 14 },
    // Ours: the latest interview invitation (India time), or its state while a time is to be picked.
    { header: 'Interview (India time)', value: interviewCell, width: 22 },
  ];
  if (kind === 'training') {
    return [
      name,
      { header: APPLICANT_NUMBER_TITLE.student, value: (a) => a.registrationNumber ?? '', width: 20 },
      ...common,
      ...contact,
    ];
  }
  return [
    name,
    {
      header: APPLICANT_NUMBER_TITLE[audience],
      value: (a) => identityOf(a.membershipType, a.membershipNumber, a.registrationNumber),
      width: 20,
    },
    ...common,
    {
      header: 'Present Experience (years)',
      value: (a) => (a.totalExperienceInMonths ? monthsToYears(a.totalExperienceInMonths) : ''),
    },
    {
      header: 'Present CTC (lacs INR)',
      value: (a) => presentCtc(a.currentCtc ?? 0, a.currentCtcCurrency ?? ''),
    },
    ...contact,
  ];
}

/**
 * Replaces the skill codes of an export's rows by their names (joined with ', ', as the column
 * shows them), from the reference names kept in memory (platform/reference-names.ts), read once
 * for the whole export; a code without a name stays as it is.
 */
function skillNamer(ctx: AppContext) {
  let names: ReadonlyMap<string, string> | undefined;
  return async (rows: ExportRow[]) => {
    names ??= (await ctx.referenceNames.get(ctx.db)).master.get(MASTER_LIST.skill) ?? new Map();
    const skills = names;
    for (const row of rows) {
      if (!row.skills) continue;
      const list = row.skills.split(repo.SKILL_SEPARATOR);
      let text = '';
      for (let i = 0; i < list.length; i++) {
        const name = skills.get(list[i]!) ?? list[i]!;
        text = i ? `${text}, ${name}` : name;
      }
      row.skills = text;
    }
    return rows;
  };
}

/**
 * Streams a posting's applicants as the spec's xlsx; refuses an empty export first. `audience`:
 * whom the posting is for (trainings: students).
 */
export async function exportApplicants(
  ctx: AppContext,
  kind: PostingKind,
  postingId: number,
  audience: 'member' | 'student' = kind === 'training' ? 'student' : 'member',
) {
  if (!(await repo.hasApplicants(ctx.db, kind, postingId))) throw badRequest(MSG.noDataToExport);
  const nameSkills = skillNamer(ctx);
  const batches = keysetBatches(
    async (after: number | undefined) =>
      nameSkills(await repo.exportRowsAfter(ctx.db, kind, postingId, after, EXPORT_BATCH)),
    (row) => row.id,
  );
  async function* written() {
    for await (const batch of batches) {
      yield batch;
      // Written: the batch is emptied. It is the driver's own result array, which pg's timer of
      // the query (query_timeout) still references once the query is done; when that timer has
      // been promoted to V8's old generation, it keeps the array's rows alive through every young
      // collection until a full one, so the rows of every batch went to the old generation
      // (about 60 MB of heap per 100 000-row export, measured; 3 MB with the array emptied).
      batch.length = 0;
    }
  }
  return excelDownload(exportColumns(kind, audience), written(), ctx.now());
}
