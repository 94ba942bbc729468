import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import type { ResolvedEntry } from '../lib/route-match.ts';

/** The route-table entry being shown, with its own parameters. */
export const RouteEntryContext = createContext<ResolvedEntry | null>(null);

export function useRouteEntry(): ResolvedEntry | null {
  return useContext(RouteEntryContext);
}

/**
 * A path parameter of the current screen, by the name the route table gives it: for
 * `/corporate/job/detail-:code`, `useRouteParam('code')` is the part after `detail-`.
 * Pages use this instead of `useParams()` (which only sees the shared `:slug`).
 */
export function useRouteParam(name: string): string | undefined {
  const resolved = useContext(RouteEntryContext);
  const params = useParams();
  return resolved?.params[name] ?? params[name];
}
