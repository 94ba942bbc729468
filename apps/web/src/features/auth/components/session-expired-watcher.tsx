import type { Me } from '@pp/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadArea } from '../../../i18n/i18n.ts';
import { onSessionExpired } from '../../../lib/api.ts';
import { withRestStyles } from '../../../lib/lazy-styles.ts';
import { SESSION_QUERY_KEY, useClearSession } from '../../../lib/session.ts';

// Loaded the first time a session runs out (not part of the first load of every page).
const SessionExpiredModal = lazy(
  withRestStyles(() =>
    Promise.all([import('./session-expired-modal.tsx'), loadArea('auth')]).then(([modal]) => modal),
  ),
);

/**
 * When a signed-in user's call finds no session (it ran out, or was ended elsewhere), asks them to
 * sign in again in a modal and reloads the page afterwards, so they stay where they were.
 *
 * Only a session this page has seen (the session query holds a user) counts: a stale stored user
 * detail on a fresh visit is left to the route guard, which shows its own sign-in form.
 */
export function SessionExpiredWatcher() {
  const client = useQueryClient();
  const clearSession = useClearSession();
  const [expired, setExpired] = useState<Me | null>(null);
  // Once opened the modal stays mounted, so that closing it animates as before.
  const [used, setUsed] = useState(false);

  useEffect(
    () =>
      onSessionExpired(() => {
        const user = client.getQueryData<Me | null>(SESSION_QUERY_KEY);
        if (!user) return;
        setUsed(true);
        setExpired((open) => open ?? user);
      }),
    [client],
  );

  const close = () => {
    setExpired(null);
    // Closed without signing in: the page is signed out now; guards show their sign-in.
    clearSession();
  };

  return used ? (
    <Suspense fallback={null}>
      <SessionExpiredModal expired={expired} onClose={close} />
    </Suspense>
  ) : null;
}
