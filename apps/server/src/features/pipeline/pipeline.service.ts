import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { toEpochSeconds } from '@pp/contract/format';
import { MSG } from '@pp/contract/messages';
import {
  type ApplicantStageResult,
  type ApplicationStage,
  PIPELINE_MSG,
  RESUMES_README,
  STAGE_LABEL,
  type StageCount,
  type StagesByKind,
  stageCounts,
} from '@pp/contract/pipeline';
import { ZipFile } from 'yazl';
import { stageChangeMail } from '../../mail-templates/pipeline.ts';
import { type Actor, auditBy } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { attachmentHeaders, type Download, download } from '../../platform/download.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import type { AuthUser } from '../../platform/session.ts';
import { fileStorage } from '../../platform/storage.ts';
import { webUrl } from '../../platform/web-url.ts';
import { jobForManager } from '../jobs/jobs.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { trainingForManager } from '../trainings/trainings.service.ts';
import * as repo from './pipeline.repo.ts';

/**
 * The application pipeline: stage changes by the posting's owner or an admin (ownership through
 * the jobs and trainings services: anything else is 404), the candidate's e-mail, and the bulk
 * ZIP of the applicants' resumes, streamed one file at a time.
 */

export type PostingKind = repo.PostingKind;

export interface Posting {
  id: number;
  code: string;
  title: string;
  companyName: string | null;
}

/** A posting its owner or an admin manages (anyone else: 404, as for the posting itself). */
export async function postingFor(
  ctx: AppContext,
  user: AuthUser,
  kind: PostingKind,
  code: string,
): Promise<Posting> {
  return kind === 'job' ? jobForManager(ctx, user, code) : trainingForManager(ctx, user, code);
}

/** Where a candidate finds their applications of this kind. */
export function applicationsPath(kind: PostingKind, role: string): string {
  if (kind === 'training') return '/student/training/application';
  return role === 'member' ? '/member/job/application' : '/student/job/application';
}

export type ApplicationForStage = repo.ApplicationForStage;

/**
 * The applications of these people to the posting, locked until the transaction ends (run it
 * inside one: `txCtx.db` is the transaction). Only those who applied are returned.
 */
export function lockApplications(
  txCtx: AppContext,
  kind: PostingKind,
  posting: Posting,
  userCodes: readonly string[],
): Promise<ApplicationForStage[]> {
  return repo.lockApplications(txCtx.db, kind, posting.id, userCodes);
}

/**
 * Moves a locked application to `to` (stage and note) inside the caller's transaction: the row,
 * its audit and, when the stage changed, the candidate's notification and e-mail. `mail: false`
 * when the caller's own mail tells the candidate (an interview invitation).
 */
export async function moveStage(
  txCtx: AppContext,
  actor: Actor,
  kind: PostingKind,
  posting: Posting,
  application: ApplicationForStage,
  to: { stage: ApplicationStage; note: string },
  options: { mail: boolean } = { mail: true },
): Promise<{ modifiedAt: Date; stageChanged: boolean; notified: boolean }> {
  const stageChanged = application.stage !== to.stage;
  const noteChanged = application.stageNote !== to.note;
  let modifiedAt = application.modifiedAt;
  if (stageChanged || noteChanged) {
    modifiedAt = txCtx.now();
    await repo.updateStage(txCtx.db, kind, application.id, to.stage, to.note, modifiedAt);
    await auditBy(txCtx, actor, `${kind}.applicant.stage`, {
      postingCode: posting.code,
      userCode: application.userCode,
      from: { stage: application.stage, note: application.stageNote },
      to: { stage: to.stage, note: to.note },
    });
  }
  // In the same transaction: the change and its e-mail happen together or not at all.
  const notified = options.mail && stageChanged && !application.deleted;
  if (notified) {
    await notify(txCtx, {
      userId: application.userId,
      kind: 'stageChanged',
      params: {
        postingKind: kind,
        postingCode: posting.code,
        postingTitle: posting.title,
        companyName: posting.companyName ?? '',
        stage: to.stage,
      },
      link: applicationsPath(kind, application.role),
    });
    await queueMail(
      txCtx,
      stageChangeMail({
        to: application.email,
        name: application.name,
        language: application.language,
        kind,
        postingTitle: posting.title,
        companyName: posting.companyName ?? '',
        stage: to.stage,
        applicationsUrl: webUrl(txCtx, applicationsPath(kind, application.role)),
      }),
    );
  }
  return { modifiedAt, stageChanged, notified };
}

export async function changeStage(
  ctx: AppContext,
  actor: Actor,
  kind: PostingKind,
  input: { postingCode: string; userCode: string; stage: ApplicationStage; note: string },
): Promise<ApplicantStageResult> {
  const posting = await postingFor(ctx, actor.user, kind, input.postingCode);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [application] = await lockApplications(txCtx, kind, posting, [input.userCode]);
    if (!application) throw notFound(PIPELINE_MSG.applicantNotFound);
    const { modifiedAt, stageChanged, notified } = await moveStage(
      txCtx,
      actor,
      kind,
      posting,
      application,
      input,
    );
    return {
      userCode: application.userCode,
      stage: input.stage,
      stageLabel: STAGE_LABEL[input.stage],
      stageNote: input.note,
      modifiedOn: toEpochSeconds(modifiedAt),
      notified,
      Message: stageChanged ? PIPELINE_MSG.stageChanged(STAGE_LABEL[input.stage]) : PIPELINE_MSG.noteSaved,
    };
  });
}

// ---- Bulk resumes ----

const RESUME_BATCH = 200;
const ENTRY_NAME_MAX = 80;

/** A file name a person can read and every unzip tool accepts: letters, digits, spaces, . - '. */
export function entryBaseName(name: string, userCode: string): string {
  const clean = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, ENTRY_NAME_MAX)
    .trim();
  const code = userCode.replace(/[^A-Za-z0-9_-]/g, '');
  return `${clean || 'Applicant'} - ${code}`;
}

function uniqueEntry(base: string, used: Set<string>): string {
  let name = `${base}.pdf`;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n}).pdf`;
  used.add(name.toLowerCase());
  return name;
}

function readme(kind: PostingKind, posting: Posting, included: number, missing: string[]): string {
  const lines = [
    `Resumes of the applicants of the ${kind} "${posting.title}"${posting.companyName ? ` (${posting.companyName})` : ''}.`,
    `Included: ${included} resume(s), named "Name - USERCODE.pdf".`,
    '',
    missing.length
      ? `Applicants without a resume (${missing.length}):`
      : 'Every applicant has a resume in this file.',
    ...missing.map((m) => `- ${m}`),
    '',
  ];
  return lines.join('\r\n');
}

export function resumesFileName(now: Date): string {
  return `resumes-${now.getTime()}.zip`;
}

/**
 * Streams the ZIP of a posting's applicants' resumes: applicants in keyset batches, one resume
 * stream open at a time (the next is opened when the previous was written), so memory and open
 * files stay flat whatever the number of applicants. Refuses first when there is nothing to zip.
 */
export async function downloadResumes(
  ctx: AppContext,
  user: AuthUser,
  kind: PostingKind,
  postingCode: string,
  /** Aborted when the client goes away: the ZIP stops opening resumes. */
  signal: AbortSignal,
): Promise<Download> {
  const posting = await postingFor(ctx, user, kind, postingCode);
  const counts = await repo.countResumes(ctx.db, kind, posting.id);
  if (!counts.applicants) throw badRequest(MSG.noDataToExport);
  if (!counts.withResume) throw badRequest(PIPELINE_MSG.noResumes);

  const now = ctx.now();
  const storage = fileStorage(ctx.config);
  const zip = new ZipFile();
  let clientGone = signal.aborted;
  const gone = new Promise<void>((resolve) => {
    if (clientGone) return resolve();
    signal.addEventListener(
      'abort',
      () => {
        clientGone = true;
        resolve();
      },
      { once: true },
    );
  });
  const writing = async () => {
    const used = new Set<string>();
    const missing: string[] = [];
    let included = 0;
    let after: number | undefined;
    for (;;) {
      const rows = await repo.resumesAfter(ctx.db, kind, posting.id, after, RESUME_BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.applicationId;
        if (clientGone) return;
        const stream: Readable | null = row.storageKey ? await storage.get(row.storageKey) : null;
        if (!stream) {
          missing.push(`${row.name} (${row.userCode})`);
          continue;
        }
        zip.addReadStream(stream, uniqueEntry(entryBaseName(row.name, row.userCode), used), { mtime: now });
        included++;
        // Wait until this file went into the ZIP (or the client left) before opening the next.
        await Promise.race([finished(stream), gone]);
        if (clientGone) {
          stream.destroy();
          return;
        }
      }
      if (rows.length < RESUME_BATCH) break;
    }
    zip.addBuffer(Buffer.from(readme(kind, posting, included, missing), 'utf8'), RESUMES_README, {
      mtime: now,
    });
    zip.end();
  };
  // yazl's output is a PassThrough (typed as the bare stream interface).
  const output = zip.outputStream as unknown as Readable;
  writing().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'resume zip failed');
    output.destroy(error as Error);
  });
  return download(output, attachmentHeaders('application/zip', resumesFileName(now)));
}

// ---- Counts by stage (the dashboards) ----

export type StageScope = repo.StageScope;

/** One kind's applications in the scope, every stage in pipeline order. */
export async function applicationsByStage(
  ctx: AppContext,
  kind: PostingKind,
  scope: StageScope,
): Promise<StageCount[]> {
  return stageCounts(await repo.countByStage(ctx.db, kind, scope));
}

/** Job and training applications in the scope, each by stage. */
export async function applicationsByStageOfBoth(ctx: AppContext, scope: StageScope): Promise<StagesByKind> {
  const [jobs, trainings] = await Promise.all([
    applicationsByStage(ctx, 'job', scope),
    applicationsByStage(ctx, 'training', scope),
  ]);
  return { jobs, trainings };
}
