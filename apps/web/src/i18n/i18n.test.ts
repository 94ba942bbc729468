// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { formatDate, setDisplayLanguage } from '@pp/contract/format';
import { LOOKUP_MSG } from '@pp/contract/lookups';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { PIPELINE_MSG } from '@pp/contract/pipeline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  chooseLanguage,
  currentLanguage,
  initialLanguage,
  onLanguageChosen,
  startI18n,
} from './i18n.ts';
import { messageText } from './message-text.ts';

const STORAGE_KEY = 'pp.language';

describe('the client languages', () => {
  beforeEach(async () => {
    localStorage.clear();
    await startI18n();
  });
  afterEach(async () => {
    await activateLanguage('en');
    localStorage.clear();
  });

  it('starts in English unless this browser chose Hindi or puts Hindi first', () => {
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(STORAGE_KEY, 'hi');
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem(STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('en');
  });

  it('switches to Hindi: the html lang, the stored choice, the listeners, the formatters', async () => {
    const heard: string[] = [];
    const stop = onLanguageChosen((language) => heard.push(language));
    await chooseLanguage('hi');
    stop();
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('hi');
    expect(heard).toEqual(['hi']);
    // 22 Nov 2026, 10:30 India time
    expect(formatDate(1795323600)).toBe('22-नव॰-2026');
    await chooseLanguage('en');
    expect(formatDate(1795323600)).toBe('22-Nov-2026');
    expect(document.documentElement.lang).toBe('en');
  });

  it('tells the server the chosen language in the pp_lang cookie (the language of the page frames)', async () => {
    await chooseLanguage('hi');
    expect(document.cookie.split('; ')).toContain('pp_lang=hi');
    await chooseLanguage('en');
    expect(document.cookie.split('; ')).toContain('pp_lang=en');
    expect(document.cookie).not.toContain('pp_lang=hi');
    // A choice made before the cookie existed reaches the server on the next start.
    document.cookie = 'pp_lang=; Path=/; Max-Age=0';
    localStorage.setItem(STORAGE_KEY, 'hi');
    await startI18n();
    expect(document.cookie.split('; ')).toContain('pp_lang=hi');
  });

  it("shows the contract's messages in Hindi from the messages catalogue, English word for word", async () => {
    await activateLanguage('hi');
    // Every registered message has its Hindi text (the catalogue is complete: npm run i18n:check).
    const hindi = messageText(MSG.required);
    expect(hindi).not.toBe(MSG.required);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    // A template's value is carried into the Hindi text.
    const created = messageText(LOOKUP_MSG.alreadyExists('Secretarial Audit'));
    expect(created).toContain('Secretarial Audit');
    expect(created).toMatch(/[\u0900-\u097F]/);
    // ... and a value that is a registered label is shown in Hindi as well.
    const moved = messageText(PIPELINE_MSG.stageChanged('Shortlisted'));
    expect(moved).toContain('शॉर्टलिस्ट किया गया');
    expect(moved).not.toContain('Shortlisted');
    // The server's code wins over the text (the same text may have two codes).
    expect(messageText('anything', 'OUR_MSG.forbidden')).toBe(messageText(OUR_MSG.forbidden));
    // A text that is no registered message (a name, say) stays as it is.
    expect(messageText('Ananya Sharma')).toBe('Ananya Sharma');
    await activateLanguage('en');
    expect(messageText(MSG.required)).toBe(MSG.required);
  });

  it('leaves the server formatting English when nobody sets the language', () => {
    setDisplayLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(formatDate(1795323600, 'hi')).toBe('22-नव॰-2026');
  });
});
