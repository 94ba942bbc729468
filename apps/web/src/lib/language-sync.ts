import type { Me } from '@pp/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  activateLanguage,
  currentLanguage,
  hasChosenLanguage,
  onLanguageChosen,
  rememberLanguage,
} from '../i18n/i18n.ts';
import { isLanguage } from '../i18n/languages.ts';
import { call } from './api.ts';
import { SESSION_QUERY_KEY, storeUserDetail } from './session.ts';
import { SET_LANGUAGE } from './shell-endpoints.ts';

function saveOnAccount(language: Me['language']) {
  // The portal works in the chosen language either way; the account's copy only decides the
  // language of the user's e-mails, so a failure here is not worth interrupting them for.
  call(SET_LANGUAGE, { body: { language } }).catch(() => undefined);
}

/**
 * Keeps the reader's language and the signed-in account's in step: a language chosen on this
 * browser goes to the account (their e-mails follow it); on a browser where none was chosen, the
 * account's language is taken as soon as the user is known (after sign-in, or on the next visit).
 */
export function useLanguageSync() {
  const client = useQueryClient();
  useEffect(() => {
    const sessionUser = () => client.getQueryData<Me | null>(SESSION_QUERY_KEY) ?? null;
    let seen: string | null = null;
    const align = () => {
      const user = sessionUser();
      const key = user ? `${user.userCode}:${user.language}` : null;
      if (!user || !isLanguage(user.language) || key === seen) return;
      seen = key;
      const current = currentLanguage();
      if (user.language === current) return;
      if (hasChosenLanguage()) {
        // An administrator signed in as the user reads in their own language; the user's stays.
        if (user.impersonatedBy) return;
        saveOnAccount(current);
        const updated = { ...user, language: current };
        seen = `${user.userCode}:${current}`;
        client.setQueryData(SESSION_QUERY_KEY, updated);
        storeUserDetail(updated);
      } else {
        activateLanguage(user.language)
          .then(() => rememberLanguage(user.language))
          .catch(() => undefined);
      }
    };
    align();
    const stopCache = client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === SESSION_QUERY_KEY[0]) align();
    });
    const stopChoice = onLanguageChosen((language) => {
      const user = sessionUser();
      if (!user || user.language === language || user.impersonatedBy) return;
      saveOnAccount(language);
      const updated = { ...user, language };
      seen = `${user.userCode}:${language}`;
      client.setQueryData(SESSION_QUERY_KEY, updated);
      storeUserDetail(updated);
    });
    return () => {
      stopCache();
      stopChoice();
    };
  }, [client]);
}
