import type { Language } from '@pp/contract/account';
import { formatDate, toEpochSeconds } from '@pp/contract/format';
import { istDay } from '@pp/contract/india-time';
import {
  type AdminGrievance,
  type ConsentChannel,
  type ConsentItem,
  type ConsentPurpose,
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_PAGE_SIZE,
  GRIEVANCE_REMINDER_DAYS,
  type Grievance,
  NOTICES,
  PRIVACY_MSG,
  purposesOf,
} from '@pp/contract/privacy';
import { grievanceAnsweredMail, grievanceReminderMail } from '../../mail-templates/privacy.ts';
import { type Actor, auditBy } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import type { AuthUser } from '../../platform/session.ts';
import { webUrl } from '../../platform/web-url.ts';
import * as repo from './privacy.repo.ts';

const DAY_MS = 86_400_000;

// ---- Consents (DPDP Rule 3, section 6 of the Act) ----

/**
 * Records the consents a registration gives: every purpose of the kind of account, under the
 * notice the registration page showed (the current version). Called inside the registering
 * transaction, so an account never exists without its consents.
 */
export async function recordRegistrationConsents(ctx: AppContext, userId: number, role: string) {
  const at = ctx.now();
  await repo.insertConsents(
    ctx.db,
    purposesOf(role).map((purpose) => ({
      userId,
      purpose,
      noticeVersion: NOTICES[purpose].version,
      givenAt: at,
      channel: 'registration' satisfies ConsentChannel,
    })),
  );
}

function toConsentItem(purpose: ConsentPurpose, rows: repo.ConsentRow[]): ConsentItem {
  const notice = NOTICES[purpose];
  const latest = rows.find((r) => r.purpose === purpose);
  const base = { purpose, currentVersion: notice.version, withdrawable: notice.withdrawable };
  // No record: registered before the register, under the terms then shown (docs/privacy.md).
  if (!latest)
    return { ...base, given: true, version: 0, renew: false, givenOn: 0, withdrawnOn: 0, channel: '' };
  const given = latest.withdrawnAt === null;
  return {
    ...base,
    given,
    version: latest.noticeVersion,
    renew: given && latest.noticeVersion < notice.version,
    givenOn: toEpochSeconds(latest.givenAt),
    withdrawnOn: latest.withdrawnAt ? toEpochSeconds(latest.withdrawnAt) : 0,
    channel: latest.withdrawnAt ? latest.withdrawnChannel : latest.channel,
  };
}

export async function myConsents(ctx: AppContext, user: AuthUser): Promise<{ list: ConsentItem[] }> {
  const rows = await repo.consentsOf(ctx.db, user.id);
  return { list: purposesOf(user.role).map((p) => toConsentItem(p, rows)) };
}

/**
 * Gives (under the current notice) or withdraws one purpose, at once: what the purpose covers is
 * decided from these rows by the access module (features/access/consent-access.ts) on the next
 * read, and searchability by the database in this transaction.
 */
export async function changeConsent(
  ctx: AppContext,
  actor: Actor,
  change: { purpose: ConsentPurpose; give: boolean; channel: 'consents-page' | 'renewal' },
) {
  const { user } = actor;
  const notice = NOTICES[change.purpose];
  if (!purposesOf(user.role).includes(change.purpose)) throw badRequest(PRIVACY_MSG.notYourPurpose);
  if (!change.give && !notice.withdrawable) throw badRequest(PRIVACY_MSG.notWithdrawable);
  const changed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const inForce = await repo.lockInForce(tx, user.id, change.purpose);
    if (change.give) {
      if (inForce?.noticeVersion === notice.version) return false;
      // A consent under an older notice ends where the new one starts (the history keeps both).
      if (inForce) await repo.withdraw(tx, inForce.id, now, 'renewal');
      await repo.insertConsents(tx, [
        {
          userId: user.id,
          purpose: change.purpose,
          noticeVersion: notice.version,
          givenAt: now,
          channel: change.channel,
        },
      ]);
      return true;
    }
    if (inForce) {
      await repo.withdraw(tx, inForce.id, now, change.channel);
      return true;
    }
    // No row in force: withdrawn already, or registered before the register (then recorded now).
    const withdrawn = await repo.withdrawnAmong(tx, [user.id], change.purpose);
    if (withdrawn.has(user.id)) return false;
    await repo.insertConsents(tx, [
      {
        userId: user.id,
        purpose: change.purpose,
        noticeVersion: 0,
        givenAt: now,
        withdrawnAt: now,
        channel: 'migration',
        withdrawnChannel: change.channel,
      },
    ]);
    return true;
  });
  if (changed) {
    await auditBy(
      ctx,
      actor,
      change.give ? 'consent.given' : 'consent.withdrawn',
      {
        purpose: change.purpose,
        version: notice.version,
        channel: change.channel,
      },
      user.id,
    );
  }
  return myConsents(ctx, user);
}

/** The person's consent history (the "download my data" export). */
export async function consentHistoryOf(ctx: AppContext, userId: number) {
  return (await repo.consentsOf(ctx.db, userId)).map((r) => ({
    purpose: r.purpose,
    noticeVersion: r.noticeVersion,
    givenAt: r.givenAt.toISOString(),
    channel: r.channel,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    withdrawnChannel: r.withdrawnChannel,
  }));
}

// ---- The grievance officer and grievances (DPDP Rules 9 and 14, section 13 of the Act) ----

export function grievanceContact(ctx: AppContext) {
  const c = ctx.config;
  return {
    name: c.GRIEVANCE_OFFICER_NAME,
    designation: c.GRIEVANCE_OFFICER_DESIGNATION,
    email: c.GRIEVANCE_OFFICER_EMAIL,
    phone: c.GRIEVANCE_OFFICER_PHONE,
    address: c.GRIEVANCE_OFFICER_ADDRESS,
    answerDays: GRIEVANCE_ANSWER_DAYS,
  };
}

function toGrievance(row: repo.GrievanceRow): Grievance {
  return {
    reference: row.reference,
    message: row.message,
    status: row.status === 'answered' ? 'answered' : 'open',
    reply: row.reply,
    filedOn: toEpochSeconds(row.createdAt),
    dueOn: toEpochSeconds(row.dueAt),
    repliedOn: row.repliedAt ? toEpochSeconds(row.repliedAt) : 0,
  };
}

function toAdminGrievance(row: repo.GrievanceWithPerson): AdminGrievance {
  return {
    ...toGrievance(row.grievance),
    name: row.name,
    email: row.email,
    role: row.role,
    repliedBy: row.repliedBy,
  };
}

/** A reference people can read out on the phone: the India day and six random characters. */
function newReference(now: Date): string {
  return `GR-${istDay(toEpochSeconds(now)).replaceAll('-', '')}-${newCode(6).toUpperCase()}`;
}

export async function fileGrievance(ctx: AppContext, actor: Actor, message: string) {
  const now = ctx.now();
  const row = await repo.insertGrievance(ctx.db, {
    reference: newReference(now),
    userId: actor.user.id,
    message,
    createdAt: now,
    dueAt: new Date(now.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS),
  });
  await auditBy(ctx, actor, 'grievance.filed', { reference: row.reference }, actor.user.id);
  return { Message: PRIVACY_MSG.grievanceFiled(row.reference), grievance: toGrievance(row) };
}

export async function myGrievances(ctx: AppContext, user: AuthUser) {
  return { list: (await repo.grievancesOf(ctx.db, user.id)).map(toGrievance) };
}

export async function allGrievances(ctx: AppContext, q: { page: number; status?: 'open' | 'answered' }) {
  const [rows, total] = await Promise.all([
    repo.pageGrievances(ctx.db, q.status, (q.page - 1) * GRIEVANCE_PAGE_SIZE, GRIEVANCE_PAGE_SIZE),
    repo.countGrievances(ctx.db, q.status),
  ]);
  return { list: rows.map(toAdminGrievance), total };
}

export async function replyToGrievance(ctx: AppContext, actor: Actor, reference: string, reply: string) {
  const answered = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const found = await repo.findGrievance(tx, reference);
    if (!found) throw notFound(PRIVACY_MSG.grievanceNotFound);
    if (found.grievance.status !== 'open') throw conflict(PRIVACY_MSG.grievanceClosed);
    const repliedAt = ctx.now();
    await repo.answerGrievance(tx, found.grievance.id, { reply, repliedBy: actor.user.id, repliedAt });
    await queueMail(
      txCtx,
      grievanceAnsweredMail({
        to: found.email,
        name: found.name,
        language: found.language,
        reference,
        url: webUrl(ctx, `/${found.role}/my-data`),
      }),
    );
    return {
      ...found,
      grievance: { ...found.grievance, reply, repliedAt, status: 'answered' },
      repliedBy: actor.user.name,
    };
  });
  await auditBy(ctx, actor, 'grievance.answered', { reference }, answered.grievance.userId);
  return toAdminGrievance(answered);
}

/**
 * Mails every active admin and the grievance officer about each open grievance whose period
 * lapses within GRIEVANCE_REMINDER_DAYS, once: the rows are claimed with SKIP LOCKED and marked in
 * the same transaction as the mails, so several processes never remind twice. Returns how many.
 */
export async function remindDueGrievances(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const now = ctx.now();
    const due = await repo.claimDueReminders(
      tx,
      new Date(now.getTime() + GRIEVANCE_REMINDER_DAYS * DAY_MS),
      now,
      100,
    );
    if (!due.length) return 0;
    const admins = await repo.activeAdminAddresses(tx);
    const recipients: { email: string; name: string; language: Language }[] = [
      ...admins,
      { email: ctx.config.GRIEVANCE_OFFICER_EMAIL, name: ctx.config.GRIEVANCE_OFFICER_NAME, language: 'en' },
    ];
    for (const g of due) {
      for (const r of recipients) {
        await queueMail(
          txCtx,
          grievanceReminderMail({
            to: r.email,
            name: r.name,
            language: r.language,
            reference: g.reference,
            dueOn: formatDate(toEpochSeconds(g.dueAt), r.language),
            url: webUrl(ctx, '/admin/grievances'),
          }),
        );
      }
    }
    return due.length;
  });
}
