import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this render is the server's (ssr/render-page.tsx) or the client hydrating the server's
 * HTML (main.tsx): React renders with the server snapshot in both, with the client's after. A
 * component that renders something else first on the client (a deferred list drawn on its way)
 * renders its content at once meanwhile: the HTML has it, and hydration must find the same.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
