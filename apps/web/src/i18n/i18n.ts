import { i18n, type Messages } from '@lingui/core';
import { setDisplayLanguage } from '@pp/contract/display-language';
import { messages as englishCommon } from '../locales/en.po';
import { isLanguage, type Language } from './languages.ts';
import { loadMessageRegistry } from './message-text.ts';

/**
 * The client's languages at run time (docs/architecture.md, "Languages"). The 'common' catalogue
 * (the first load's code: shell, home, errors) is loaded before the first render: English is part
 * of the first-load chunk, Hindi is fetched when chosen. The shared components' catalogue and each
 * feature's come with that feature's pages (`loadArea`, called by the route table's lazy pages);
 * the contract's messages ('messages') with a language other than English.
 */

const STORAGE_KEY = 'pp.language';

type Catalogue = { messages: Messages };
const COMMON: Record<Language, () => Promise<Catalogue>> = {
  en: async () => ({ messages: englishCommon }),
  hi: () => import('../locales/hi.po'),
};
const MESSAGES: Partial<Record<Language, () => Promise<Catalogue>>> = {
  hi: () => import('./messages/hi.po'),
};
/** The shared components' catalogue ('shared'), wanted by every lazy page. */
const SHARED = import.meta.glob<Catalogue>('../components/locales/*.po');
const AREAS = import.meta.glob<Catalogue>('../features/*/locales/*.po');

/** Feature catalogues asked for so far: a change of language loads them in the new language too. */
const wantedAreas = new Set<string>();
const loaded = new Set<string>();

async function loadCatalogue(area: string, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  if (loaded.has(key)) return;
  const load =
    area === 'common'
      ? COMMON[language]
      : area === 'messages'
        ? MESSAGES[language]
        : area === 'shared'
          ? SHARED[`../components/locales/${language}.po`]
          : AREAS[`../features/${area}/locales/${language}.po`];
  if (!load) return;
  const { messages } = await load();
  i18n.load(language, messages);
  loaded.add(key);
}

/**
 * Loads a feature's catalogue and the shared components' in the current language (and remembers
 * them for a change of language): what a lazy page needs before it renders.
 */
export function loadArea(area: string): Promise<void> {
  wantedAreas.add('shared');
  wantedAreas.add(area);
  const language = currentLanguage();
  return Promise.all([loadCatalogue('shared', language), loadCatalogue(area, language)]).then(
    () => undefined,
  );
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether this browser's user has chosen a language here (not just the default). */
export function hasChosenLanguage(): boolean {
  return storedLanguage() !== null;
}

/**
 * The language to start in: the one chosen on this browser before, else Hindi when the browser
 * puts Hindi first, else English.
 */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const first =
    typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language ?? '');
  return first.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

const listeners = new Set<(language: Language) => void>();
/** Called after each change of language made on this page (the account remembers it). */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the language's catalogues (common and every feature asked for), then switches to it. */
export async function activateLanguage(language: Language): Promise<void> {
  const loads: Promise<unknown>[] = [loadCatalogue('common', language)];
  // The contract's messages by code; English needs none (message-text.ts shows the contract's text).
  if (language !== 'en') loads.push(loadCatalogue('messages', language), loadMessageRegistry());
  for (const area of wantedAreas) loads.push(loadCatalogue(area, language));
  // Devanagari glyphs from the font the portal ships (the resume maker's PDF uses it too).
  if (language === 'hi') loads.push(import('./devanagari-font.ts'));
  await Promise.all(loads);
  // Dates, durations and 'Not disclosed' of the contract's formatters (before the re-render).
  setDisplayLanguage(language);
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Keeps the language on this browser: the next visit starts in it. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  tellServerLanguage(language);
}

/**
 * The cookie that tells the server the reader's language (the language of the page frames it
 * sends, docs/architecture.md "Page frames"): the language only, nothing of the user.
 */
const LANGUAGE_COOKIE = 'pp_lang';

function tellServerLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the browsers of many phones
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The user's choice from the language switch: applied, kept on this browser, told to listeners. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  rememberLanguage(language);
  for (const listener of listeners) listener(language);
}

/** Before the first render: English synchronously; another language once its catalogues are here. */
export function startI18n(): Promise<void> {
  i18n.load('en', englishCommon);
  loaded.add('common:en');
  i18n.activate('en');
  const language = initialLanguage();
  // A language chosen before the cookie existed: the server learns it on this visit.
  if (hasChosenLanguage()) tellServerLanguage(language);
  return language === 'en' ? Promise.resolve() : activateLanguage(language).catch(() => undefined);
}

export { i18n };
