import type { Language } from '@pp/contract/account';
import { OUR_MSG } from '@pp/contract/messages';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthUser } from '../../platform/session.ts';
import { updateLanguage } from '../auth/auth.repo.ts';

/**
 * Ours. The language the user reads the portal in; the mails written to them from now on follow it.
 * An administrator signed in as the user (login-as) reads in their own language but does not
 * change the user's: the answer is the same, the account keeps its language, and the attempt is
 * audited (what an admin does in someone's name is on record).
 */
export async function setLanguage(ctx: AppContext, user: AuthUser, language: Language) {
  if (user.impersonatorId === null) await updateLanguage(ctx.db, user.id, language, ctx.now());
  else
    await audit(ctx, {
      action: 'language.login-as',
      actorId: user.impersonatorId,
      targetId: user.id,
      detail: { language, applied: false },
    });
  return { Message: OUR_MSG.languageUpdated };
}
