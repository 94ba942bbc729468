// Only the styles of the first paint block it; the rest come with the lazy code (the first-load budget of docs/performance.md).
import './app/styles-first.ts';
import './app/fonts.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadRoleLayout } from './app/layouts/lazy-role-layout.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter, preloadFirstPage } from './app/router.tsx';
import { currentLanguage, startI18n } from './i18n/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { primeSession, storedUserDetail } from './lib/session.ts';

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
// A page that came with its frame (the server's HTML of its header and heading, frames/
// render-frames.tsx) shows it meanwhile: its first render also waits for the page's code, for at
// most 8 s, so that the frame is replaced by the page itself, not by a loader.
// A public page rendered by the server (ssr/render-page.tsx: `data-server-rendered` on #root) is
// hydrated, with the answers the server read for it put into the query cache first, once its code
// is here, in the language it was rendered in; in another language it is drawn again.
// Each step is a task of its own after this module's evaluation: at a phone's speed one task
// holding them all blocked the page for a quarter of a second (docs/performance.md).
/** The script element (JSON, not run) with the server's answers for a server-rendered page. */
const SERVER_DATA_ID = 'pp-server-data';
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));
const waitAtMost = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise, new Promise((done) => setTimeout(done, ms))]);

async function start() {
  await nextTask();
  const rootElement = document.getElementById('root')!;
  const framed = rootElement.childElementCount > 0;
  const firstPage = preloadFirstPage();
  await nextTask();
  const sessionFirst =
    firstPage.access && firstPage.access !== 'public'
      ? waitAtMost(framed ? 8000 : 1500, primeSession(queryClient))
      : null;
  // The signed-in layout is a chunk of its own (app/layouts/lazy-role-layout.tsx): fetched with the
  // page's code for a signed-in address, or for a browser that signed in before (its public pages
  // may show in the person's own layout).
  const signedIn = Boolean(firstPage.access && firstPage.access !== 'public') || storedUserDetail() !== null;
  const layoutFirst = signedIn ? preloadRoleLayout() : null;
  const codeFirst = framed ? waitAtMost(8000, Promise.all([firstPage.code, layoutFirst])) : null;
  await nextTask();
  // [query key, answer] pairs (ssr/render-page.tsx): set as they are, without react-query's
  // hydration module (the first-load budget).
  for (const [key, data] of JSON.parse(document.getElementById(SERVER_DATA_ID)?.textContent || '[]') as [
    unknown[],
    unknown,
  ][])
    queryClient.setQueryData(key, data);
  await Promise.all([startI18n(), sessionFirst, codeFirst, layoutFirst]);
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
  startTransition(() => {
    if (
      rootElement.hasAttribute('data-server-rendered') &&
      document.documentElement.lang === currentLanguage()
    )
      hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
}
start();
