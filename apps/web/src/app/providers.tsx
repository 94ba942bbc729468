import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { withRestStyles } from '../lib/lazy-styles.ts';
import { queryClient } from '../lib/query-client.ts';

export const theme = createTheme({
  // Institute blue (shade 6 on buttons: 6:1 contrast with white text); matches the header.
  colors: {
    institute: [
      '#e8f0fb',
      '#d0def5',
      '#a3bfea',
      '#729ddf',
      '#4a81d5',
      '#316fcf',
      '#1f5fbf',
      '#154c94',
      '#0f427f',
      '#0b3a75',
    ],
  },
  primaryColor: 'institute',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

const LazyProviders = lazy(withRestStyles(() => import('./lazy-providers.tsx')));

/** The window events of @mantine/modals (`modals.open`, `openConfirmModal`, ...). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Mounts the notifications and the modals manager once the first screen is up. A modal asked for
 * before then is held, loads them at once, and is replayed as soon as the manager listens.
 */
function DeferredProviders() {
  const [wanted, setWanted] = useState(false);
  const held = useRef<CustomEvent[]>([]);
  const hold = useCallback((event: Event) => {
    held.current.push(event as CustomEvent);
    setWanted(true);
  }, []);
  useEffect(() => {
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    const cancel = whenIdle(() => setWanted(true));
    return () => {
      cancel();
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, [hold]);
  const onReady = useCallback(() => {
    for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    const events = held.current.splice(0);
    for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [hold]);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyProviders onReady={onReady} />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DeferredProviders />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
