import type { Language } from '@pp/contract/account';

export type { Language } from '@pp/contract/account';

/**
 * The portal's languages (the contract's `LANGUAGES`; a type-only import, so that the first load
 * does not carry the contract's schemas): each one's name in itself, as the switch shows it. A
 * language added to the contract fails the type check here until it has its name.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);
}
