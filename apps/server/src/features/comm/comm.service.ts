import { DEFAULT_LANGUAGE } from '@pp/contract/account';
import { OUR_MSG } from '@pp/contract/messages';
import { grievanceReceivedMail } from '../../mail-templates/comm.ts';
import type { AppContext } from '../../platform/context.ts';
import { queueMail } from '../../platform/mailer.ts';
import { hit, LIMITS } from '../../platform/rate-limit.ts';
import type { AuthUser } from '../../platform/session.ts';
import { insertGrievance } from './comm.repo.ts';

export interface GrievanceInput {
  registrationNumber: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
}

/** User text that goes into a mail header: one line, no control characters, bounded. */
function headerSafe(value: string, max = 80): string {
  return value
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, max);
}

/**
 * Stores a support grievance, mails it to the support address and acknowledges it to the sender.
 * The acknowledgement does not repeat the message, so the form cannot relay text to strangers.
 */
export async function submitGrievance(
  ctx: AppContext,
  input: GrievanceInput,
  meta: { user: AuthUser | null; ip: string },
) {
  await hit(ctx, LIMITS.grievance, meta.ip);
  const name = headerSafe(input.name);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const id = await insertGrievance(tx, {
      registrationNumber: input.registrationNumber,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      message: input.message,
      userId: meta.user?.id ?? null,
      ip: meta.ip,
      createdAt: ctx.now(),
    });
    await queueMail(txCtx, {
      to: ctx.config.SUPPORT_EMAIL,
      subject: `Grievance #${id} from ${name}`,
      text: [
        `A grievance was submitted on the placement portal (#${id}).`,
        '',
        `Reply to: ${name} <${input.email}>`,
        `Registration / membership number: ${input.registrationNumber}`,
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Mobile: ${input.mobile}`,
        `Signed in as: ${meta.user ? `${meta.user.role} ${meta.user.code}` : 'not signed in'}`,
        '',
        'Message (each line quoted):',
        ...input.message.split(/\r?\n/).map((line) => `> ${line}`),
        '',
      ].join('\n'),
    });
    // The sender's language when signed in; the form of a visitor is answered in English.
    await queueMail(
      txCtx,
      grievanceReceivedMail({ to: input.email, name, language: meta.user?.language ?? DEFAULT_LANGUAGE }),
    );
  });
  return { Message: OUR_MSG.grievanceReceived };
}
