import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from './context.ts';
import { claimDue, markRetry, markSent } from './mailer.repo.ts';

/**
 * Delivery of the outbox, mail (mailer.ts queues it) and SMS (sms.ts queues it): due rows are
 * claimed for a lease, sent, and marked sent or retried with one backoff. Below both queues, so
 * neither imports the other.
 */

/** After this many failed attempts a message is marked 'failed' (about 2 hours of retries). */
export const MAX_ATTEMPTS = 8;
/** A claimed mail is not picked up by another worker for this long. */
export const LEASE_MS = 5 * 60_000;

/** Exponential backoff of the outbox (mail and SMS): 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 30_000, 3600_000);
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

/** SMS: the gateway of SMS_GATEWAY_URL. */

class GatewayError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

async function sendToGateway(ctx: AppContext, url: string, to: string, text: string) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ctx.config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${ctx.config.SMS_GATEWAY_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new GatewayError(`SMS gateway unreachable: ${(err as Error).message}`, false);
  }
  await res.body?.cancel();
  if (res.ok) return;
  // A refusal of the request itself (4xx other than timeout and throttling) will not change on retry.
  const permanent = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
  throw new GatewayError(`SMS gateway answered ${res.status}`, permanent);
}

/** Delivers due SMS once; returns how many were accepted by the gateway. */
export async function deliverPendingSms(ctx: AppContext, batch = 20): Promise<number> {
  const url = ctx.config.SMS_GATEWAY_URL;
  if (!url) return 0;
  const now = ctx.now();
  const due = await claimDue(ctx.db, now, new Date(now.getTime() + LEASE_MS), batch, 'sms');
  let sent = 0;
  for (const sms of due) {
    try {
      await sendToGateway(ctx, url, sms.toAddress, sms.textBody);
      await markSent(ctx.db, sms.id, ctx.now());
      sent++;
    } catch (err) {
      const attempts = sms.attempts + 1;
      const permanent = err instanceof GatewayError && err.permanent;
      await markRetry(
        ctx.db,
        sms.id,
        attempts,
        new Date(ctx.now().getTime() + retryDelayMs(attempts)),
        (err as Error).message,
        permanent || attempts >= MAX_ATTEMPTS,
      );
      ctx.log.warn({ outboxId: sms.id, attempts }, 'sms delivery failed; will retry');
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
