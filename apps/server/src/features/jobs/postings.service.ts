import { toEpochSeconds } from '@pp/contract/format';
import { DAY_SECONDS } from '@pp/contract/india-time';
import { openClock, type PostingKind } from '../../db/posting-kind.ts';
import type { AppContext } from '../../platform/context.ts';
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
