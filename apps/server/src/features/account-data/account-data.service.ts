import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ACCOUNT_MSG, DELETED_USER_NAME } from '@pp/contract/account-data';
import { formatDateTime, toEpochSeconds } from '@pp/contract/format';
import { OUR_MSG } from '@pp/contract/messages';
import { ZipFile } from 'yazl';
import type { PostingKind } from '../../db/posting-kind.ts';
import { accountDeletedMail } from '../../mail-templates/account.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { attachmentHeaders, type Download, download } from '../../platform/download.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hit, type Limit } from '../../platform/rate-limit.ts';
import { type AuthUser, endAllSessions } from '../../platform/session.ts';
import { fileStorage } from '../../platform/storage.ts';
import { allProfileViewsOf } from '../access/candidate-access.ts';
import { removeAllSavedSearches, savedSearchesOf } from '../alerts/alerts.service.ts';
import { countWrongPassword, refuseAfterWrongPasswords } from '../auth/auth.service.ts';
import { deleteSecondFactors } from '../auth/second-factor.repo.ts';
import { interviewsForExport, withdrawFromInterviews } from '../interviews/interviews.service.ts';
import { notificationsForExport, removeAllNotifications } from '../notifications/notifications.service.ts';
import { consentHistoryOf, myGrievances } from '../privacy/privacy.service.ts';
import { ownMemberProfile, ownStudentProfile } from '../profiles/profiles.service.ts';
import * as repo from './account-data.repo.ts';

/** A stolen session must not be a way to guess the password. */
const DELETE_LIMIT: Limit = { bucket: 'account-delete', max: 10, windowSeconds: 900 };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const EXTENSION: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** Everything held on the person, as data.json carries it (no hashes, no tokens). */
export async function collectData(ctx: AppContext, user: AuthUser) {
  const account = await repo.findAccount(ctx.db, user.id);
  if (!account || account.deletedAt) throw notFound(OUR_MSG.accountNotFound);
  const [
    profile,
    jobApps,
    trainingApps,
    searches,
    messages,
    filed,
    sessionRows,
    fileRows,
    views,
    notes,
    invites,
    consentHistory,
    privacyGrievances,
  ] = await Promise.all([
    (user.role === 'member' ? ownMemberProfile(ctx, user) : ownStudentProfile(ctx, user)).catch(() => null),
    repo.applicationsOf(ctx.db, 'job', user.id),
    repo.applicationsOf(ctx.db, 'training', user.id),
    savedSearchesOf(ctx, user),
    repo.messagesTo(ctx.db, user.id),
    repo.grievancesBy(ctx.db, user.id),
    repo.sessionsOf(ctx.db, user.id),
    repo.filesOf(ctx.db, user.id),
    allProfileViewsOf(ctx, user.id),
    notificationsForExport(ctx, user.id),
    interviewsForExport(ctx, user.id),
    consentHistoryOf(ctx, user.id),
    myGrievances(ctx, user),
  ]);
  const application = (kind: PostingKind) => (row: (typeof jobApps)[number]) => ({
    kind,
    code: row.code,
    title: row.title,
    companyName: row.companyName,
    appliedAt: iso(row.appliedAt),
    stage: row.stage,
    stageChangedAt: iso(row.modifiedAt),
  });
  const data = {
    exportedAt: ctx.now().toISOString(),
    note: 'Everything the placement portal holds on you. Times are in UTC (ISO 8601).',
    account: {
      userCode: account.code,
      kind: account.role,
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      loginStatus: account.loginStatus,
      registeredAt: iso(account.createdAt),
      lastSignInAt: iso(account.lastLoginAt),
      passwordChangedAt: iso(account.passwordChangedAt),
    },
    profile,
    applications: [...jobApps.map(application('job')), ...trainingApps.map(application('training'))],
    savedSearches: searches.map((s) => ({
      name: s.name,
      searchKind: s.searchKind,
      criteria: s.criteria,
      summary: s.summary,
      frequency: s.frequency,
      active: s.active,
      createdAt: new Date(s.createdOn * 1000).toISOString(),
    })),
    messagesReceived: messages.map((m) => ({
      from: m.senderName,
      fromKind: m.senderRole,
      message: m.message,
      receivedAt: iso(m.createdAt),
    })),
    notifications: notes,
    interviews: invites,
    profileViewedBy: views.map((v) => ({ company: v.companyName, viewedAt: iso(v.viewedAt) })),
    grievancesFiled: filed.map((g) => ({ ...g, createdAt: iso(g.createdAt) })),
    consents: consentHistory,
    grievancesToTheGrievanceOfficer: privacyGrievances.list.map((g) => ({
      ...g,
      filedOn: new Date(g.filedOn * 1000).toISOString(),
      dueOn: new Date(g.dueOn * 1000).toISOString(),
      repliedOn: g.repliedOn ? new Date(g.repliedOn * 1000).toISOString() : null,
    })),
    sessions: sessionRows.map((s) => ({
      startedAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.revokedAt),
      ip: s.ip,
      userAgent: s.userAgent,
      openedByAdministrator: s.impersonated,
    })),
    files: fileRows.map((f) => ({
      kind: f.kind,
      fileName: f.fileName,
      originalName: f.originalName,
      mime: f.mime,
      size: f.size,
      uploadedAt: iso(f.createdAt),
      inZipAs: zipEntryOf(f),
    })),
  };
  return { data, files: fileRows };
}

function zipEntryOf(file: { kind: string; fileName: string; mime: string }) {
  const safe = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const ext = EXTENSION[file.mime] ?? '';
  return `files/${file.kind}/${safe.endsWith(ext) ? safe : `${safe}${ext}`}`;
}

function exportFileName(user: AuthUser, now: Date) {
  return `my-placement-data-${user.code}-${now.toISOString().slice(0, 10)}.zip`;
}

/** Streams the ZIP: data.json first, then each file read from storage one at a time. */
export async function myDataZip(ctx: AppContext, user: AuthUser): Promise<Download> {
  const { data, files } = await collectData(ctx, user);
  const now = ctx.now();
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json', { mtime: now });
  const storage = fileStorage(ctx.config);
  const output = zip.outputStream as unknown as Readable;
  const writing = async () => {
    for (const file of files) {
      const stream = await storage.get(file.storageKey);
      if (!stream) continue;
      zip.addReadStream(stream, zipEntryOf(file), { mtime: file.createdAt });
      await finished(stream);
    }
    zip.end();
  };
  writing().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'data export zip failed');
    output.destroy(error as Error);
  });
  await audit(ctx, { action: 'account.export', actorId: user.impersonatorId ?? user.id, targetId: user.id });
  return download(output, attachmentHeaders('application/zip', exportFileName(user, now)));
}

/**
 * Deletes the caller's account in one transaction: name and e-mail replaced (a unique address
 * that cannot receive mail, so the e-mail is free to register again), mobile cleared, password
 * unusable, sessions ended, profile fields and items, files, saved searches, messages and notifications removed,
 * upcoming interview invitations cancelled.
 * Applications stay for the employers' records and show the anonymized name and no resume.
 * The stored file bytes are removed after the commit.
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string, ip: string) {
  if (user.impersonatorId) throw forbidden(OUR_MSG.deleteOwnAccountOnly);
  await hit(ctx, DELETE_LIMIT, `${user.id}`);
  const account = await repo.findAccount(ctx.db, user.id);
  if (!account || account.deletedAt) throw notFound(OUR_MSG.accountNotFound);
  await refuseAfterWrongPasswords(ctx, user);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await countWrongPassword(ctx, user);
    throw fieldError('password', ACCOUNT_MSG.wrongPassword);
  }

  const now = ctx.now();
  const placeholder = `deleted-${account.code}`;
  const email = `${placeholder}@deleted.invalid`;
  // Not an argon2 hash: no password can ever verify against it.
  const passwordHash = `!deleted!${randomBytes(32).toString('base64url')}`;
  const keys = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (!(await repo.lockLiveAccount(tx, user.id))) throw notFound(OUR_MSG.accountNotFound);
    await repo.anonymizeUser(tx, user.id, { name: DELETED_USER_NAME, email, passwordHash, now });
    await endAllSessions(txCtx, user.id);
    if (user.role === 'member') await repo.blankMemberProfile(tx, user.id, placeholder, now);
    else await repo.blankStudentProfile(tx, user.id, placeholder, now);
    await repo.deleteProfileItems(tx, user.id);
    const storageKeys = await repo.deleteFileRows(tx, user.id);
    await removeAllSavedSearches(txCtx, user.id);
    await repo.deleteMessagesTo(tx, user.id);
    await removeAllNotifications(txCtx, user.id);
    await withdrawFromInterviews(txCtx, user.id);
    await repo.deletePasswordResets(tx, user.id);
    await deleteSecondFactors(tx, user.id);
    await repo.anonymizeGrievances(tx, user.id, DELETED_USER_NAME, email);
    await queueMail(
      txCtx,
      accountDeletedMail({
        to: account.email,
        name: account.name,
        language: user.language,
        deletedOn: formatDateTime(toEpochSeconds(now), user.language),
        supportEmail: ctx.config.SUPPORT_EMAIL,
      }),
    );
    await audit(txCtx, {
      action: 'account.delete',
      actorId: user.id,
      targetId: user.id,
      ip,
      detail: { role: user.role },
    });
    return storageKeys;
  });
  const storage = fileStorage(ctx.config);
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not remove a deleted account’s file'));
  }
  return { Message: ACCOUNT_MSG.deleted };
}
