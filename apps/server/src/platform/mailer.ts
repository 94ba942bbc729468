import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from './context.ts';
import { claimDue, insertOutbox, markRetry, markSent } from './mailer.repo.ts';
import { deliverPendingSms } from './sms.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * An iCalendar invitation sent as the mail's calendar part (text/calendar; method=...), so mail
   * programs offer to add, update or remove the event; also attached as invite.ics.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** After this many failed attempts a message is marked 'failed' (about 2 hours of retries). */
export const MAX_ATTEMPTS = 8;
/** A claimed mail is not picked up by another worker for this long. */
export const LEASE_MS = 5 * 60_000;

/** Exponential backoff of the outbox (mail and SMS): 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 30_000, 3600_000);
}

/**
 * Queues a mail in the outbox. With SMTP configured the outbox worker delivers it (retrying with
 * backoff); without, it stays in the table as 'logged' and a line (no body: it may hold a link
 * with a secret) goes to the log.
 */
export async function queueMail(ctx: AppContext, mail: Mail) {
  const hasSmtp = Boolean(ctx.config.SMTP_URL);
  const id = await insertOutbox(ctx.db, {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? '',
    calendarMethod: mail.calendar?.method ?? '',
    calendarBody: mail.calendar?.content ?? '',
    status: hasSmtp ? 'pending' : 'logged',
    createdAt: ctx.now(),
    nextAttemptAt: ctx.now(),
  });
  ctx.log.info(
    { outboxId: id, to: maskAddress(mail.to), subject: mail.subject },
    hasSmtp ? 'mail queued' : 'mail kept in outbox (no SMTP_URL)',
  );
  return id;
}

function maskAddress(address: string) {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function getTransport(url: string) {
  if (!transport || transportUrl !== url) {
    // Short timeouts: a mail server that hangs must not hold the outbox for minutes.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transportUrl = url;
  }
  return transport;
}

/** Delivers due outbox mails once; returns how many were sent. */
export async function deliverPending(ctx: AppContext, batch = 20): Promise<number> {
  const url = ctx.config.SMTP_URL;
  if (!url) return 0;
  const now = ctx.now();
  const due = await claimDue(ctx.db, now, new Date(now.getTime() + LEASE_MS), batch);
  let sent = 0;
  for (const mail of due) {
    try {
      await getTransport(url).sendMail({
        from: ctx.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(mail.calendarBody
          ? {
              icalEvent: { method: mail.calendarMethod, filename: 'invite.ics', content: mail.calendarBody },
            }
          : {}),
      });
      await markSent(ctx.db, mail.id, ctx.now());
      sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      // A permanent refusal (5xx) is not worth retrying.
      const permanent =
        typeof (err as { responseCode?: number }).responseCode === 'number' &&
        (err as { responseCode: number }).responseCode >= 500;
      const delayMs = retryDelayMs(attempts);
      const message = err instanceof Error ? err.message : String(err);
      await markRetry(
        ctx.db,
        mail.id,
        attempts,
        new Date(ctx.now().getTime() + delayMs),
        message,
        permanent || attempts >= MAX_ATTEMPTS,
      );
      ctx.log.warn({ outboxId: mail.id, attempts }, 'mail delivery failed; will retry');
    }
  }
  return sent;
}

/** Runs the outbox worker (mail and SMS) every few seconds; returns a stop function. */
export function startOutboxWorker(ctx: AppContext, intervalMs = 5000): () => void {
  if (!ctx.config.SMTP_URL && !ctx.config.SMS_GATEWAY_URL) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverPending(ctx);
      await deliverPendingSms(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'outbox worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
