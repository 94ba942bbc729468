import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

type MatchMessage = typeof import('@pp/contract/message-codes').matchMessage;

/**
 * The contract's registry of messages (`matchMessage`), loaded with a language other than English
 * (`i18n.ts`): it imports every contract module and zod, which the first load leaves out.
 */
let matchMessage: MatchMessage | null = null;
export async function loadMessageRegistry(): Promise<void> {
  matchMessage ??= (await import('@pp/contract/message-codes')).matchMessage;
}

/**
 * A message of the contract (the spec's texts: `MSG.required`, a server's `error.Message`, a
 * success `result.Message`) in the reader's language. English is the contract's text itself, word
 * for word; another language takes the text of the message's code from the 'messages' catalogue
 * (i18n/messages/), with a template's values read back from the English. A text that is not a
 * registered message (a name, a server text we do not know) is shown as it is.
 *
 * `code` is the server's `error.code` when there is one.
 */
export function messageText(text: string, code?: string): string {
  if (!text || i18n.locale === 'en' || !matchMessage) return text;
  const match = matchMessage(text);
  const id = code ?? match?.code;
  if (!id || !Object.hasOwn(i18n.messages, id)) return text;
  // A value that is itself a registered label ('Shortlisted' in 'moved to Shortlisted') too.
  const values = Object.fromEntries(
    (match?.code === id ? match.values : []).map((value, i) => [i, messageText(value)]),
  );
  return i18n._(id, values);
}

/** `messageText` for components: re-renders with a change of language. */
export function useMessageText(): (text: string, code?: string) => string {
  const { i18n: active } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so memoised children re-render
  return useCallback((text: string, code?: string) => messageText(text, code), [active.locale]);
}
