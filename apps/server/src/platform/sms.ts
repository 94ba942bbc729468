import type { AppContext } from './context.ts';
import { claimDue, insertOutbox, markRetry, markSent } from './mailer.repo.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './mailer.ts';

/**
 * The SMS gateway, through the same outbox as mail (channel 'sms'). With SMS_GATEWAY_URL the
 * outbox worker POSTs `{"to": "<mobile>", "text": "<message>"}` (JSON, `Authorization: Bearer
 * SMS_GATEWAY_TOKEN` when set) and retries with the mail's backoff until the gateway answers 2xx;
 * without, the message stays in the outbox as 'logged'. The log gets the number masked and never
 * the text (it may hold an OTP).
 */
export async function queueSms(ctx: AppContext, mobile: string, text: string) {
  const hasGateway = Boolean(ctx.config.SMS_GATEWAY_URL);
  const id = await insertOutbox(ctx.db, {
    channel: 'sms',
    toAddress: mobile,
    subject: 'SMS',
    textBody: text,
    status: hasGateway ? 'pending' : 'logged',
    createdAt: ctx.now(),
    nextAttemptAt: ctx.now(),
  });
  ctx.log.info(
    { outboxId: id, to: `******${mobile.slice(-4)}` },
    hasGateway ? 'sms queued' : 'sms kept in outbox (no SMS gateway)',
  );
  return id;
}

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
