import { Modal } from '@mantine/core';
import type { Me } from '@pp/contract/auth';
import { MSG } from '@pp/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onSessionExpired } from '../../../lib/api.ts';
import { SESSION_QUERY_KEY, useClearSession } from '../../../lib/session.ts';
import { LoginForm } from './login-form.tsx';

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

  useEffect(
    () =>
      onSessionExpired(() => {
        const user = client.getQueryData<Me | null>(SESSION_QUERY_KEY);
        if (!user) return;
        setExpired((open) => open ?? user);
      }),
    [client],
  );

  const close = () => {
    setExpired(null);
    // Closed without signing in: the page is signed out now; guards show their sign-in.
    clearSession();
  };

  return (
    <Modal
      opened={expired !== null}
      onClose={close}
      title={MSG.sessionNotFound}
      centered
      closeOnClickOutside={false}
      size="md"
      styles={{ title: { fontWeight: 600 } }}
    >
      {expired ? (
        <LoginForm
          kind={expired.role}
          defaultEmail={expired.email}
          onSuccess={() => window.location.reload()}
        />
      ) : null}
    </Modal>
  );
}
