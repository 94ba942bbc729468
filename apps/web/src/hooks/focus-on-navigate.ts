import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily loaded page may take to show its heading before focus goes to the main area. */
const WAIT_FOR_HEADING_MS = 4000;

/**
 * After a navigation inside the app (not the first load), focus moves to the new page's heading,
 * so a screen reader announces the page and the next Tab starts at its content (WCAG 2.4.3).
 * The heading of a lazy page arrives later: it is waited for, and the main area is focused if none
 * comes.
 */
export function useFocusHeadingOnNavigate(mainId: string) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!main.contains(document.activeElement)) main.focus();
    }, WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
