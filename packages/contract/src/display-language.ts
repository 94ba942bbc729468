/**
 * The language of the contract's formatters' words and month names (format.ts). The web client
 * sets the reader's language (apps/web/src/i18n/i18n.ts); the server leaves English (its Excel
 * files follow the spec) and passes a language where a Hindi reader gets the text (mails).
 * A module of its own, so that the client's first load carries no formatter.
 */
export type DisplayLanguage = 'en' | 'hi';

let current: DisplayLanguage = 'en';

export function setDisplayLanguage(language: DisplayLanguage): void {
  current = language;
}

export function displayLanguage(): DisplayLanguage {
  return current;
}
