import { MAX_SHOW_DAYS } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { DAY_SECONDS } from '@pp/contract/india-time';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { openClock, type PostingKind } from '../../db/posting-kind.ts';
import { type Actor, auditBy } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import * as repo from './postings.repo.ts';

/** An employer's open postings of one kind and those about to close (its dashboard). */
export async function postingFigures(
  ctx: AppContext,
  kind: PostingKind,
  ownerId: number,
  withinDays: number,
) {
  const at = openClock(ctx.now());
  const until = new Date(at.now.getTime() + withinDays * DAY_SECONDS * 1000);
  const [open, ending] = await Promise.all([
    repo.countOpen(ctx.db, kind, ownerId, at),
    repo.openEndingBefore(ctx.db, kind, ownerId, at, until, 10),
  ]);
  return {
    open,
    ending: ending.map((row) => ({
      kind,
      code: row.code,
      title: row.title,
      endDate: toEpochSeconds(row.endDate),
      applicationCount: row.applicationCount,
    })),
  };
}

interface ManagedPosting {
  id: number;
  code: string;
  ownerId: number;
  status: string;
}

/**
 * Moves a posting to `to` when its status is still the one read (two clicks at once cannot both
 * apply), with its audit in the same transaction. The caller decides whether the move is allowed.
 */
export async function changePostingStatus(
  ctx: AppContext,
  actor: Actor,
  kind: PostingKind,
  posting: ManagedPosting,
  to: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateStatus(
      tx,
      kind,
      posting.id,
      { from: posting.status, to },
      actor.user.id,
      ctx.now(),
    );
    if (!changed) throw badRequest(EMPLOYER_MSG.statusNotAllowed);
    await auditBy(
      { ...ctx, db: tx },
      actor,
      `${kind}.status`,
      { code: posting.code, before: { status: posting.status }, after: { status: to } },
      posting.ownerId,
    );
  });
}

/**
 * A new show window (a training's application window), epoch seconds, with its audit. Refused
 * when it starts after it ends or lasts longer than MAX_SHOW_DAYS (`fields` name the form's two
 * fields, `tooLong` the kind's message).
 */
export async function changePostingDates(
  ctx: AppContext,
  actor: Actor,
  kind: PostingKind,
  posting: ManagedPosting & { start: Date; end: Date },
  window: { start: number; end: number },
  form: { startField: string; endField: string; tooLong: string },
): Promise<void> {
  if (window.start > window.end) throw fieldError(form.startField, MSG.startAfterEnd);
  if (window.end - window.start > MAX_SHOW_DAYS * DAY_SECONDS) throw fieldError(form.endField, form.tooLong);
  await ctx.db.transaction(async (tx) => {
    const dates = { start: new Date(window.start * 1000), end: new Date(window.end * 1000) };
    await repo.updateDates(tx, kind, posting.id, dates, actor.user.id, ctx.now());
    await auditBy(
      { ...ctx, db: tx },
      actor,
      `${kind}.dates`,
      {
        code: posting.code,
        before: [toEpochSeconds(posting.start), toEpochSeconds(posting.end)],
        after: [window.start, window.end],
      },
      posting.ownerId,
    );
  });
}
