import type { setLanguage as setLanguageEndpoint } from '@pp/contract/account';
import type { me as meEndpoint, version as versionEndpoint } from '@pp/contract/auth';
import { ROLES } from '@pp/contract/endpoint';

/**
 * The two endpoints every page calls at start (who is signed in, which client version is
 * current), as the client needs them: method, path and roles only. The contract's definitions
 * carry their zod schemas, which would put zod (26 kB gzip) into the first load of every page
 * (the first-load budget); the client never runs them for these calls. `shell-endpoints.test.ts`
 * checks each against the contract, so the contract stays the one source of truth.
 */
export const ME = { method: 'GET', path: 'auth/me', roles: ROLES } as unknown as typeof meEndpoint;

/** The language switch's save on the account (lib/language-sync.ts), for a signed-in user. */
export const SET_LANGUAGE = {
  method: 'PUT',
  path: 'account/language',
  roles: ROLES,
} as unknown as typeof setLanguageEndpoint;

export const VERSION = {
  method: 'GET',
  path: 'version',
  roles: 'public',
} as unknown as typeof versionEndpoint;
