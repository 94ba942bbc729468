import { z } from 'zod';
import { endpoint, ROLES } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { OUR_MSG } from './messages.ts';

/**
 * The signed-in user's own settings (ours).
 *
 * Paths (ours):
 *   PUT account/language   the language the user reads the portal in; their e-mails are written in it
 */

/** The portal's languages: English, the spec's, and Hindi beside it. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language in a request body: 'en' or 'hi'. */
export const languageField = z.enum(LANGUAGES, { error: OUR_MSG.languageInvalid });

export const languageBody = z.object({ language: languageField });

export const setLanguage = endpoint({
  method: 'PUT',
  path: 'account/language',
  body: languageBody,
  result: messageResult,
  roles: ROLES,
  // A held admin reads the set-up in their language too.
  duringSetUp: true,
  summary: "Ours. Sets the signed-in user's language ('en' or 'hi'); their e-mails are then written in it.",
});
