// Only the styles of the first paint block it; the rest come with the lazy code (the first-load budget of docs/performance.md).
import './app/styles-first.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter, firstPageAccess } from './app/router.tsx';
import { startI18n } from './i18n/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { primeSession } from './lib/session.ts';

// The spec's client removes any service worker left registered by an older version.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => {});
}

// English renders at once; a Hindi reader's first render waits for the Hindi catalogue. A page of
// a signed-in area waits for the session while its code downloads (see primeSession), for at most
// 1.5 s: after that the area's loader says the session is being checked.
const sessionFirst =
  firstPageAccess && firstPageAccess !== 'public'
    ? Promise.race([primeSession(queryClient), new Promise((done) => setTimeout(done, 1500))])
    : null;
Promise.all([startI18n(), sessionFirst]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
});
