import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The notification stack and the modals manager, loaded in their own chunk once the first screen
 * is up (not part of the first load: the first-load budget). Notifications shown before this
 * mounts wait in the store; `openConfirmModal` and `modals.*` reach the manager through window
 * events (held until it listens: `Providers`), so nothing of theirs needs to wrap the pages.
 */
export default function LazyProviders({ onReady }: { onReady: () => void }) {
  // Runs after the children's effects, i.e. once the modals manager listens for its events.
  useEffect(() => onReady(), [onReady]);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" limit={4} />
    </>
  );
}
