import type { AppContext } from './context.ts';
import { insertOutbox } from './mailer.repo.ts';

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

/**
 * Queues a mail in the outbox. With SMTP configured the outbox worker (outbox.ts) delivers it (retrying with
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
