import { toEpochSeconds } from '@pp/contract/format';
import {
  INTERVIEW_MSG,
  type InterviewSchedule,
  type InterviewSlotInput,
  type MyInviteItem,
  type PostingInviteItem,
  type RespondInput,
  slotEpochSeconds,
  slotTimeProblem,
} from '@pp/contract/interviews';
import { PIPELINE_MSG } from '@pp/contract/pipeline';
import {
  type CandidateMailKind,
  candidateInterviewMail,
  employerReminderMail,
  type InterviewFacts,
  interviewAnswerMail,
} from '../../mail-templates/interviews.ts';
import { PORTAL_NAME } from '../../mail-templates/layout.ts';
import { type Actor, auditBy } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors.ts';
import { calendarText } from '../../platform/ics.ts';
import { type Mail, queueMail } from '../../platform/mailer.ts';
import type { AuthUser } from '../../platform/session.ts';
import { webUrl } from '../../platform/web-url.ts';
import { ownerOrAdmin } from '../access/posting-access.ts';
import { notify } from '../notifications/notifications.service.ts';
import { applicationsPath, lockApplications, moveStage, postingFor } from '../pipeline/pipeline.service.ts';
import * as repo from './interviews.repo.ts';

/**
 * Interview scheduling (contract interviews.ts). Who may act is decided here, once per action:
 * the posting's owner or an admin for scheduling, moving and cancelling (anything else: 404, as
 * for the posting itself); the invited candidate for answering and picking. Every change and its
 * e-mail and notification are written in one transaction.
 */

export type PostingKind = repo.PostingKind;

/** Stages from which an applicant may be invited. */
const INVITABLE = new Set(['shortlisted', 'interview']);

function timeProblem(ctx: AppContext, epochSeconds: number, field: string) {
  const problem = slotTimeProblem(epochSeconds, ctx.now().getTime());
  if (problem) throw fieldError(field, problem);
}

/** Where the owner (an employer or an admin) sees the posting's applicants. */
function applicantsPath(kind: PostingKind, ownerRole: string, postingCode: string): string {
  const area = ownerRole === 'admin' ? 'admin' : 'corporate';
  return `/${area}/${kind}/applicant-${postingCode}`;
}

function facts(invite: repo.InviteRow): InterviewFacts {
  return {
    postingTitle: invite.postingTitle,
    companyName: invite.companyName,
    roundName: invite.roundName,
    mode: invite.mode,
    location: invite.location,
    durationMinutes: invite.durationMinutes,
    note: invite.note,
    startsOn: invite.startsOn,
  };
}

/** The mail address of MAIL_FROM ('Name <address>' or a bare address). */
function fromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** The invitation as an iCalendar text (the same UID for its whole life). */
export function inviteCalendar(
  ctx: AppContext,
  invite: repo.InviteRow,
  method: 'REQUEST' | 'CANCEL',
): { method: 'REQUEST' | 'CANCEL'; content: string } | undefined {
  if (invite.startsOn === null) return undefined;
  const host = new URL(ctx.config.publicUrl).hostname;
  const lines = [
    `${invite.roundName}: ${invite.postingTitle}${invite.companyName ? ` (${invite.companyName})` : ''}`,
    invite.note,
    webUrl(ctx, applicationsPath(invite.postingKind, invite.role)),
  ].filter(Boolean);
  return {
    method,
    content: calendarText({
      uid: `interview-${invite.code}@${host}`,
      sequence: invite.sequence,
      method,
      startsOn: invite.startsOn,
      durationMinutes: invite.durationMinutes,
      summary: `Interview: ${invite.roundName} - ${invite.postingTitle}`,
      description: lines.join('\n'),
      location: invite.location,
      url: webUrl(ctx, applicationsPath(invite.postingKind, invite.role)),
      organizer: { name: invite.companyName || PORTAL_NAME, email: fromAddress(ctx.config.MAIL_FROM) },
      attendee: { name: invite.name, email: invite.email },
      stampedOn: toEpochSeconds(ctx.now()),
    }),
  };
}

/** Mails the candidate about their invitation and leaves the matching notification. */
async function tellCandidate(
  txCtx: AppContext,
  invite: repo.InviteRow,
  kind: CandidateMailKind,
  calendar?: Mail['calendar'],
) {
  if (invite.userDeleted) return;
  const base = {
    postingKind: invite.postingKind,
    postingCode: invite.postingCode,
    postingTitle: invite.postingTitle,
    companyName: invite.companyName,
    roundName: invite.roundName,
    startsOn: invite.startsOn,
  };
  const link = applicationsPath(invite.postingKind, invite.role);
  if (kind === 'invited' || kind === 'pickOffered')
    await notify(txCtx, { userId: invite.userId, kind: 'interviewInvited', params: base, link });
  if (kind === 'rescheduled' || kind === 'cancelled')
    await notify(txCtx, {
      userId: invite.userId,
      kind: 'interviewChanged',
      params: { ...base, change: kind },
      link,
    });
  await queueMail(
    txCtx,
    candidateInterviewMail(kind, {
      to: invite.email,
      name: invite.name,
      language: invite.language,
      interview: facts(invite),
      applicationsUrl: webUrl(txCtx, link),
      ...(calendar ? { calendar } : {}),
    }),
  );
}

/** Mails the posting's owner (an employer or an admin) a candidate's answer, with a notification. */
async function tellOwner(
  txCtx: AppContext,
  invite: repo.InviteRow,
  response: 'accepted' | 'declined' | 'newTime' | 'booked',
  note: string,
) {
  const link = applicantsPath(invite.postingKind, invite.ownerRole, invite.postingCode);
  await notify(txCtx, {
    userId: invite.ownerId,
    kind: 'interviewAnswered',
    params: {
      postingKind: invite.postingKind,
      postingCode: invite.postingCode,
      postingTitle: invite.postingTitle,
      companyName: invite.companyName,
      roundName: invite.roundName,
      startsOn: invite.startsOn,
      candidateName: invite.name,
      response: response === 'booked' ? 'accepted' : response,
    },
    link,
  });
  await queueMail(
    txCtx,
    interviewAnswerMail({
      to: invite.ownerEmail,
      name: invite.ownerName,
      language: invite.ownerLanguage,
      candidateName: invite.name,
      response,
      note,
      interview: facts(invite),
      applicantsUrl: webUrl(txCtx, link),
    }),
  );
}

// ---- Scheduling (the posting's owner or an admin) ----

export type ScheduleInput = InterviewSchedule & { postingCode: string };

export async function schedule(ctx: AppContext, actor: Actor, kind: PostingKind, input: ScheduleInput) {
  const posting = await postingFor(ctx, actor.user, kind, input.postingCode);
  const times = input.slots.map(slotEpochSeconds);
  for (const time of times) timeProblem(ctx, time, 'slots');
  const userCodes = [...new Set(input.userCodes)];

  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const applicants = (await lockApplications(txCtx, kind, posting, userCodes)).filter((a) => !a.deleted);
    if (applicants.length !== userCodes.length) throw notFound(PIPELINE_MSG.applicantNotFound);
    if (applicants.some((a) => !INVITABLE.has(a.stage))) throw badRequest(INTERVIEW_MSG.notShortlisted);

    const now = ctx.now();
    const interviewCode = newCode();
    const interviewId = await repo.insertInterview(tx, {
      code: interviewCode,
      postingKind: kind,
      jobId: kind === 'job' ? posting.id : null,
      trainingId: kind === 'training' ? posting.id : null,
      createdBy: actor.user.id,
      roundName: input.roundName,
      mode: input.mode,
      location: input.location,
      durationMinutes: input.durationMinutes,
      note: input.note,
      pick: input.pick,
      createdAt: now,
    });
    const slots = await repo.insertSlots(
      tx,
      [...times]
        .sort((a, b) => a - b)
        .map((t) => ({ code: newCode(), interviewId, startsAt: new Date(t * 1000) })),
    );
    const fixed = input.pick ? undefined : slots[0];
    const invites = await repo.insertInvites(
      tx,
      applicants.map((a) => ({
        code: newCode(),
        interviewId,
        userId: a.userId,
        jobApplicationId: kind === 'job' ? a.id : null,
        trainingApplicationId: kind === 'training' ? a.id : null,
        slotId: fixed?.id ?? null,
        exclusive: input.pick,
        startsAt: fixed?.startsAt ?? null,
        createdAt: now,
        modifiedAt: now,
      })),
    );
    for (const a of applicants) {
      if (a.stage === 'interview') continue;
      // The invitation is the candidate's mail about it: the stage moves without a second one.
      await moveStage(
        txCtx,
        actor,
        kind,
        posting,
        a,
        { stage: 'interview', note: a.stageNote },
        { mail: false },
      );
    }
    await auditBy(txCtx, actor, `${kind}.interview.schedule`, {
      postingCode: posting.code,
      interviewCode,
      userCodes: applicants.map((a) => a.userCode),
      pick: input.pick,
      slots: times,
    });
    for (const invite of await repo.findInvites(
      tx,
      invites.map((i) => i.code),
    )) {
      await tellCandidate(
        txCtx,
        invite,
        input.pick ? 'pickOffered' : 'invited',
        input.pick ? undefined : inviteCalendar(ctx, invite, 'REQUEST'),
      );
    }
    return {
      interviewCode,
      invited: invites.length,
      Message: invites.length === 1 ? INTERVIEW_MSG.scheduled : INTERVIEW_MSG.scheduledFor(invites.length),
    };
  });
}

function toPostingItem(row: repo.InviteRow): PostingInviteItem {
  return {
    code: row.code,
    interviewCode: row.interviewCode,
    roundName: row.roundName,
    mode: row.mode,
    location: row.location,
    durationMinutes: row.durationMinutes,
    note: row.note,
    pick: row.pick,
    startsOn: row.startsOn,
    status: row.status,
    response: row.response,
    responseNote: row.responseNote,
    respondedOn: row.respondedOn,
    modifiedOn: row.modifiedOn,
    userCode: row.userCode,
    name: row.name,
  };
}

function toMyItem(row: repo.InviteRow, slots: repo.SlotRow[]): MyInviteItem {
  const { userCode: _u, name: _n, ...base } = toPostingItem(row);
  // The slots while the pick is open (a pick interview not cancelled); others see none.
  const open = row.pick && row.status === 'scheduled';
  return {
    ...base,
    postingKind: row.postingKind,
    postingCode: row.postingCode,
    postingTitle: row.postingTitle,
    companyName: row.companyName,
    slots: open
      ? slots
          .filter((s) => s.interviewId === row.interviewId)
          .map((s) => ({
            code: s.code,
            startsOn: s.startsOn,
            taken: s.takenBy !== null && s.takenBy !== row.id,
            mine: s.takenBy === row.id,
          }))
      : [],
  };
}

export async function postingInvites(
  ctx: AppContext,
  user: AuthUser,
  kind: PostingKind,
  postingCode: string,
  page: number,
  limit: number,
) {
  const posting = await postingFor(ctx, user, kind, postingCode);
  const { list, total } = await repo.pageOfPosting(ctx.db, kind, posting.id, (page - 1) * limit, limit);
  return { list: list.map(toPostingItem), total };
}

/** An invitation the actor manages (the posting's owner, or an admin), locked; else 404. */
async function managedInvite(db: AppContext['db'], user: AuthUser, code: string) {
  const invite = await repo.findInvite(db, code, true);
  if (!invite) throw notFound(INTERVIEW_MSG.notFound);
  if (!ownerOrAdmin(user, invite.ownerId)) throw notFound(INTERVIEW_MSG.notFound);
  return invite;
}

export async function reschedule(ctx: AppContext, actor: Actor, code: string, slot: InterviewSlotInput) {
  const startsOn = slotEpochSeconds(slot);
  timeProblem(ctx, startsOn, 'date');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const invite = await managedInvite(tx, actor.user, code);
    if (invite.status === 'cancelled') throw badRequest(INTERVIEW_MSG.alreadyCancelled);
    const now = ctx.now();
    const sequence = invite.sequence + 1;
    await repo.updateInvite(tx, invite.id, {
      startsAt: new Date(startsOn * 1000),
      // A moved invitation holds no offered slot any more: another candidate may take it.
      slotId: null,
      response: 'pending',
      responseNote: '',
      respondedAt: null,
      sequence,
      remindedAt: null,
      modifiedAt: now,
    });
    await auditBy(txCtx, actor, `${invite.postingKind}.interview.reschedule`, {
      postingCode: invite.postingCode,
      invite: code,
      from: invite.startsOn,
      to: startsOn,
    });
    const updated = {
      ...invite,
      startsOn,
      sequence,
      response: 'pending' as const,
      responseNote: '',
      respondedOn: null,
      modifiedOn: toEpochSeconds(now),
    };
    await tellCandidate(txCtx, updated, 'rescheduled', inviteCalendar(ctx, updated, 'REQUEST'));
    return { invite: toPostingItem(updated), Message: INTERVIEW_MSG.rescheduled };
  });
}

export async function cancel(ctx: AppContext, actor: Actor, code: string) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const invite = await managedInvite(tx, actor.user, code);
    if (invite.status === 'cancelled') throw badRequest(INTERVIEW_MSG.alreadyCancelled);
    const now = ctx.now();
    const sequence = invite.sequence + 1;
    await repo.updateInvite(tx, invite.id, { status: 'cancelled', sequence, modifiedAt: now });
    await auditBy(txCtx, actor, `${invite.postingKind}.interview.cancel`, {
      postingCode: invite.postingCode,
      invite: code,
      startsOn: invite.startsOn,
    });
    const updated = { ...invite, status: 'cancelled' as const, sequence, modifiedOn: toEpochSeconds(now) };
    await tellCandidate(txCtx, updated, 'cancelled', inviteCalendar(ctx, updated, 'CANCEL'));
    return { invite: toPostingItem(updated), Message: INTERVIEW_MSG.cancelled };
  });
}

// ---- The candidate ----

export async function myInvites(ctx: AppContext, user: AuthUser, page: number, limit: number) {
  const { list, total } = await repo.pageOfCandidate(ctx.db, user.id, ctx.now(), (page - 1) * limit, limit);
  const slots = await repo.slotsOf(
    ctx.db,
    list.filter((r) => r.pick).map((r) => r.interviewId),
  );
  return { list: list.map((row) => toMyItem(row, slots)), total };
}

/** The candidate's own invitation, locked, open to an answer; else 404 / 400. */
async function answerableInvite(ctx: AppContext, db: AppContext['db'], user: AuthUser, code: string) {
  const invite = await repo.findInvite(db, code, true);
  if (!invite || invite.userId !== user.id) throw notFound(INTERVIEW_MSG.notFound);
  if (invite.status === 'cancelled') throw badRequest(INTERVIEW_MSG.alreadyCancelled);
  if (invite.startsOn !== null && invite.startsOn * 1000 < ctx.now().getTime())
    throw badRequest(INTERVIEW_MSG.over);
  return invite;
}

async function myItem(db: AppContext['db'], code: string): Promise<MyInviteItem> {
  const row = await repo.findInvite(db, code);
  if (!row) throw notFound(INTERVIEW_MSG.notFound);
  return toMyItem(row, row.pick ? await repo.slotsOf(db, [row.interviewId]) : []);
}

const RESPONSE_MESSAGE = {
  accepted: INTERVIEW_MSG.accepted,
  declined: INTERVIEW_MSG.declined,
  newTime: INTERVIEW_MSG.newTime,
} as const;

export async function respond(ctx: AppContext, actor: Actor, code: string, input: Required<RespondInput>) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const invite = await answerableInvite(ctx, tx, actor.user, code);
    if (input.response === 'accepted' && invite.startsOn === null) throw badRequest(INTERVIEW_MSG.pickFirst);
    const unchanged = invite.response === input.response && invite.responseNote === input.note;
    if (!unchanged) {
      const now = ctx.now();
      await repo.updateInvite(tx, invite.id, {
        response: input.response,
        responseNote: input.note,
        respondedAt: now,
        modifiedAt: now,
        // Declining a picked time gives it back to the others.
        ...(input.response === 'declined' && invite.exclusive ? { slotId: null, startsAt: null } : {}),
      });
      await auditBy(txCtx, actor, `${invite.postingKind}.interview.respond`, {
        postingCode: invite.postingCode,
        invite: code,
        response: input.response,
      });
      await tellOwner(txCtx, invite, input.response, input.note);
    }
    return { invite: await myItem(tx, code), Message: RESPONSE_MESSAGE[input.response] };
  });
}

/** Whether a database error is a unique index's refusal (PGlite and node-postgres alike). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

export async function pickSlot(ctx: AppContext, actor: Actor, code: string, slotCode: string) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const invite = await answerableInvite(ctx, tx, actor.user, code);
      if (!invite.pick) throw badRequest(INTERVIEW_MSG.noSlots);
      const slot = await repo.findSlot(tx, invite.interviewId, slotCode);
      if (!slot || slot.startsOn * 1000 < ctx.now().getTime()) throw badRequest(INTERVIEW_MSG.slotNotFound);
      if (invite.slotId === slot.id)
        return { invite: await myItem(tx, code), Message: INTERVIEW_MSG.slotPicked };
      // The slot's row lock orders two candidates picking it at once; the second then sees it
      // taken (and the unique index refuses it whatever happens).
      if (await repo.lockSlotHeldByAnother(tx, slot.id, invite.id)) throw conflict(INTERVIEW_MSG.slotTaken);
      const now = ctx.now();
      const sequence = invite.startsOn === null ? invite.sequence : invite.sequence + 1;
      await repo.updateInvite(tx, invite.id, {
        slotId: slot.id,
        startsAt: new Date(slot.startsOn * 1000),
        response: 'accepted',
        responseNote: '',
        respondedAt: now,
        sequence,
        remindedAt: null,
        modifiedAt: now,
      });
      await auditBy(txCtx, actor, `${invite.postingKind}.interview.pick`, {
        postingCode: invite.postingCode,
        invite: code,
        startsOn: slot.startsOn,
      });
      const booked = { ...invite, startsOn: slot.startsOn, sequence, response: 'accepted' as const };
      await tellCandidate(txCtx, booked, 'booked', inviteCalendar(ctx, booked, 'REQUEST'));
      await tellOwner(txCtx, booked, 'booked', '');
      return { invite: await myItem(tx, code), Message: INTERVIEW_MSG.slotPicked };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INTERVIEW_MSG.slotTaken);
    throw error;
  }
}

/** The .ics of an invitation for its candidate or the posting's manager; else 404. */
export async function calendarFile(ctx: AppContext, user: AuthUser, code: string) {
  const invite = await repo.findInvite(ctx.db, code);
  const allowed = invite && (invite.userId === user.id || ownerOrAdmin(user, invite.ownerId));
  if (!invite || !allowed) throw notFound(INTERVIEW_MSG.notFound);
  const calendar = inviteCalendar(ctx, invite, invite.status === 'cancelled' ? 'CANCEL' : 'REQUEST');
  if (!calendar) throw badRequest(INTERVIEW_MSG.pickFirst);
  return calendar.content;
}

// ---- Reminders (the scheduler) ----

export const REMINDER_BATCH = 100;

/**
 * Sends the reminders of the invitations starting within 24 hours: to each candidate, and to each
 * posting's owner one mail listing theirs. Claimed and mailed in one transaction per batch
 * (SKIP LOCKED), so two processes running it at once never remind twice.
 */
export async function sendInterviewReminders(ctx: AppContext, now: Date = ctx.now()): Promise<number> {
  const until = new Date(now.getTime() + 24 * 3600_000);
  let total = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const codes = await repo.claimReminders(tx, now, until, REMINDER_BATCH);
      const byOwner = new Map<number, { invite: repo.InviteRow; items: repo.InviteRow[] }>();
      for (const invite of await repo.findInvites(tx, codes)) {
        if (invite.startsOn === null) continue;
        if (!invite.userDeleted)
          await queueMail(
            txCtx,
            candidateInterviewMail('reminder', {
              to: invite.email,
              name: invite.name,
              language: invite.language,
              interview: facts(invite),
              applicationsUrl: webUrl(ctx, applicationsPath(invite.postingKind, invite.role)),
            }),
          );
        const owner = byOwner.get(invite.ownerId) ?? { invite, items: [] };
        owner.items.push(invite);
        byOwner.set(invite.ownerId, owner);
      }
      for (const { invite, items } of byOwner.values())
        await queueMail(
          txCtx,
          employerReminderMail({
            to: invite.ownerEmail,
            name: invite.ownerName,
            language: invite.ownerLanguage,
            items: items.map((i) => ({
              candidateName: i.name,
              postingTitle: i.postingTitle,
              roundName: i.roundName,
              startsOn: i.startsOn ?? 0,
            })),
          }),
        );
      return codes.length;
    });
    total += sent;
    if (sent < REMINDER_BATCH) break;
  }
  if (total) ctx.log.info({ reminders: total }, 'interview reminders queued');
  return total;
}

// ---- The person's data (account-data) ----

/** The candidate's invitations as their data export carries them (times in UTC, ISO 8601). */
export async function interviewsForExport(ctx: AppContext, userId: number) {
  const rows = await repo.allOfCandidate(ctx.db, userId);
  const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());
  return rows.map((r) => ({
    kind: r.postingKind,
    postingTitle: r.postingTitle,
    companyName: r.companyName,
    roundName: r.roundName,
    mode: r.mode,
    location: r.location,
    durationMinutes: r.durationMinutes,
    note: r.note,
    startsAt: iso(r.startsOn),
    status: r.status,
    response: r.response,
    responseNote: r.responseNote,
    respondedAt: iso(r.respondedOn),
  }));
}

/**
 * At account deletion: upcoming invitations are cancelled (no reminder about a person who left
 * goes to anyone) and the person's own notes removed; the rows stay with the application.
 */
export async function withdrawFromInterviews(ctx: AppContext, userId: number): Promise<void> {
  await repo.withdrawCandidate(ctx.db, userId, ctx.now());
}
