import { type RefObject, useEffect, useRef } from 'react';

/**
 * The focus survives an in-place reload (WCAG 2.4.3). When a list reloads where it is (a filter,
 * a page change, a deleted row), the element the person was on may be disabled while the list
 * loads or removed with its row, and the browser then drops the focus to <body>: a screen reader
 * starts again from the top of the page, a keyboard user from the first link. One rule for every
 * list, used by the shared list pieces (`Pager`, `PagedList`, `DataTable`):
 *
 * - the element comes back (enabled again once the list has loaded): the focus returns to it, the
 *   place the person was;
 * - the element is gone (its row deleted, the last page has no 'Next'): the focus moves to
 *   `fallback`, a place that says what the list now holds (its count or its table), which the
 *   screen reader announces.
 *
 * Only a focus lost to the change is moved: when the person moves the focus elsewhere, or clicks
 * outside, nothing is done.
 */
export function useKeepFocus(region: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) {
  // The region may mount after the first render (a pager shown once there is a second page):
  // the watch is set up on the element the region has after each render, once per element.
  const watched = useRef<{ root: HTMLElement; stop: () => void } | null>(null);
  useEffect(() => {
    const root = region.current;
    if (watched.current?.root === root) return;
    watched.current?.stop();
    watched.current = root ? { root, stop: watch(root, fallback) } : null;
  });
  useEffect(() => () => watched.current?.stop(), []);
}

function watch(root: HTMLElement, fallback: RefObject<HTMLElement | null>): () => void {
  // The element inside the region that had the focus, while the focus is (or was last) there.
  let held: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    held = event.target instanceof HTMLElement ? event.target : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    // The person moved on (to another element, or by a click outside that left it enabled).
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) held = null;
  };
  const focusLost = () => {
    const active = document.activeElement;
    return !active || active === document.body;
  };
  const rescue = () => {
    if (!held || !focusLost()) return;
    if (!held.isConnected) {
      held = null;
      fallback.current?.focus();
      return;
    }
    // Disabled while the list loads: it is waited for (the observer runs again when it is enabled).
    if (held.matches(':disabled')) return;
    held.focus();
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  const observer = new MutationObserver(rescue);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
  };
}
