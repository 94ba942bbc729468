/**
 * The two contract messages the first load shows (a refused call without a message, the page not
 * found), as plain texts: importing the contract's messages module would put all of them into the
 * first load of every page (the first-load budget). `shell-messages.test.ts` checks each against
 * the contract, word for word, so the contract stays the one source of truth.
 */
export const SHELL_MSG = {
  sessionNotFound: 'Session not found, login to continue',
  pageNotFound: 'Page you are looking for could not be found',
} as const;
