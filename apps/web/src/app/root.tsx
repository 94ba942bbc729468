import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { SessionExpiredWatcher } from '../features/auth/components/session-expired-watcher.tsx';
import { ErrorScreen } from '../features/errors/components/error-screen.tsx';
import { useDocumentTitle } from '../hooks/document-title.ts';
import { useLanguageSync } from '../lib/language-sync.ts';
import { useVersionCheck } from '../lib/version-check.ts';

/**
 * After a navigation, move keyboard and screen-reader focus to the new page's heading (or the main
 * landmark), as a full page load would. Not on the first load: the browser handles that.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (pathname change)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main-content');
      if (!main || main.contains(document.activeElement)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target.style.outline = 'none';
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** The root of every route: scroll restoration, focus, version check, the session-expired modal. */
export function AppRoot() {
  useVersionCheck();
  useFocusOnNavigation();
  useLanguageSync();
  return (
    <>
      <ScrollRestoration />
      <SessionExpiredWatcher />
      <Outlet />
    </>
  );
}

const SOMETHING_WENT_WRONG = msg`Something went wrong`;

/** Last resort when a layout itself fails: no header, just the error screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle(SOMETHING_WENT_WRONG);
  console.error('Route failed', error);
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} hardHomeLink />;
}
