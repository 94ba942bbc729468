import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { withRestStyles } from '../lib/lazy-styles.ts';
import { queryClient } from '../lib/query-client.ts';
import { accessibleColors, localizedTheme } from './theme.ts';

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

function ThemedProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { i18n: active } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new theme per language
  const theme = useMemo(() => localizedTheme(active), [active.locale]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColors}>
      <QueryClientProvider client={client}>
        <DeferredProviders />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The app's providers; `client`: the page's own query cache when the server renders it (ssr/). */
export function Providers({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedProviders client={client}>{children}</ThemedProviders>
    </I18nProvider>
  );
}
