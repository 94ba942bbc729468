import type { AppContext } from './context.ts';
import { insertOutbox } from './mailer.repo.ts';

/**
 * The SMS gateway, through the same outbox as mail (channel 'sms'). With SMS_GATEWAY_URL the
 * outbox worker POSTs `{"to": "<mobile>", "text": "<message>"}` (JSON, `Authorization: Bearer
 * SMS_GATEWAY_TOKEN` when set) and retries with the mail's backoff until the gateway answers 2xx;
 * without, the message stays in the outbox as 'logged'. Delivery: outbox.ts. The log gets the number masked and never
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
