import { WEB_VERSION } from '@pp/contract/constants';
import { useEffect } from 'react';
import { call } from './api.ts';
import { whenIdle } from './idle.ts';
import { VERSION } from './shell-endpoints.ts';

/**
 * Spec 1 section 1: the web version marker is compared with the server's; on a mismatch the page
 * reloads (to fetch the new client). One reload per server version and tab: if the reloaded page
 * still does not match (a cache in between), it carries on rather than reloading forever.
 */
export const VERSION_RELOAD_KEY = 'pp_version_reload';

export type VersionCheckOutcome = 'current' | 'reloading' | 'stale-after-reload' | 'unavailable';

export interface VersionCheckDeps {
  fetchServerWebVersion: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  clientVersion: string;
}

export async function checkWebVersion(deps: VersionCheckDeps): Promise<VersionCheckOutcome> {
  let serverVersion: string;
  try {
    serverVersion = await deps.fetchServerWebVersion();
  } catch {
    return 'unavailable';
  }
  if (serverVersion === deps.clientVersion) {
    safely(() => deps.storage.removeItem(VERSION_RELOAD_KEY));
    return 'current';
  }
  const alreadyReloadedFor = safely(() => deps.storage.getItem(VERSION_RELOAD_KEY));
  if (alreadyReloadedFor === serverVersion) return 'stale-after-reload';
  // Without storage we cannot guard against a loop, so we do not reload at all.
  const stored = safely(() => {
    deps.storage.setItem(VERSION_RELOAD_KEY, serverVersion);
    return deps.storage.getItem(VERSION_RELOAD_KEY) === serverVersion;
  });
  if (!stored) return 'stale-after-reload';
  deps.reload();
  return 'reloading';
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

let started = false;

/** Runs the check once per page load (mounted at the app root, so deep links are checked too). */
export function useVersionCheck() {
  useEffect(() => {
    if (started) return;
    started = true;
    // After the first screen is up: the check is not on the way of the first paint.
    whenIdle(() => {
      void checkWebVersion({
        fetchServerWebVersion: async () => (await call(VERSION)).web,
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
        clientVersion: WEB_VERSION,
      });
    });
  }, []);
}
