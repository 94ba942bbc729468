import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** Sent to the old address when a member or student deletes their account. */
export function accountDeletedMail(data: {
  to: string;
  name: string;
  deletedOn: string;
  consequences: readonly string[];
  supportEmail: string;
}): Mail {
  return composeMail({
    to: data.to,
    name: data.name,
    subject: 'Your placement portal account was deleted',
    paragraphs: [
      `As you asked, your account was deleted on ${data.deletedOn}.`,
      ...data.consequences,
      `If you did not ask for this, please write to ${data.supportEmail} at once.`,
    ],
  });
}
