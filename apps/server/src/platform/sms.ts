import type { AppContext } from './context.ts';
import { insertOutbox } from './mailer.repo.ts';

/**
 * The SMS gateway. No gateway is wired yet: messages go to the outbox (channel 'sms') and a
 * line goes to the log with the number masked and no text (the text may hold an OTP). A real
 * gateway would be a worker draining channel 'sms' like the mail worker does.
 */
export async function queueSms(ctx: AppContext, mobile: string, text: string) {
  const id = await insertOutbox(ctx.db, {
    channel: 'sms',
    toAddress: mobile,
    subject: 'SMS',
    textBody: text,
    status: 'logged',
    createdAt: ctx.now(),
    nextAttemptAt: ctx.now(),
  });
  ctx.log.info({ outboxId: id, to: `******${mobile.slice(-4)}` }, 'sms kept in outbox (no SMS gateway)');
  return id;
}
