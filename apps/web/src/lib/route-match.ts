import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@pp/contract/endpoint';
import type { ComponentType } from 'react';

/** Who may open a route: anyone, or a signed-in user of one kind. */
export type Access = Role | 'public';

interface RouteEntryBase {
  /** Path under the base path /PlacementApp, written as in the spec (`detail-:code` included). */
  path: string;
  access: Access;
  /** Screen title (a catalogue message): the document title and the heading of placeholder screens. */
  title: MessageDescriptor;
  /**
   * A public route that a signed-in user of this kind sees in their own area's layout (their
   * header and navigation) instead of the public one: /workfromhome, a public page and the
   * member's work-from-home search at once (spec 1 section 2.1, spec 3 section 2.2).
   */
  ownLayoutFor?: Role;
  /**
   * The page sets the document title itself, from its data, as the server writes it into the
   * page's head (a job's public page: its title and company); the table's title is not set over it.
   */
  ownTitle?: true;
}

/** One screen of the route table: a real (lazily loaded) page, or a screen of a later issue. */
export type RouteEntry =
  | (RouteEntryBase & { page: ComponentType; soon?: undefined })
  | (RouteEntryBase & { page?: undefined; soon: string });

/**
 * A route as registered with the router. React Router matches a parameter only as a whole
 * segment (`detail-:code` is not supported since v6.5), so routes whose last segment is a static
 * prefix plus a parameter (`/corporate/job/detail-:code`, `/corporate/job/applicant-:code`) share
 * one `/corporate/job/:slug` route that picks the entry by prefix.
 */
export interface RouteSpec {
  path: string;
  access: Access;
  entries: RouteEntry[];
  /** True for a `:slug` route that picks among `entries` by prefix. */
  dispatch: boolean;
}

export const SLUG_PARAM = 'slug';

interface ParamSegment {
  parent: string;
  prefix: string;
  param: string;
}

/** Splits `/a/b/detail-:code` into parent `/a/b`, prefix `detail-`, param `code`. */
export function paramSegment(path: string): ParamSegment | null {
  const cut = path.lastIndexOf('/');
  const last = path.slice(cut + 1);
  const match = /^([^:]*):([A-Za-z0-9_]+)$/.exec(last);
  if (!match) return null;
  return { parent: path.slice(0, cut), prefix: match[1] ?? '', param: match[2] ?? '' };
}

/** Turns the table into router routes, grouping prefixed parameters under one `:slug` route. */
export function toRouteSpecs(entries: readonly RouteEntry[]): RouteSpec[] {
  const specs: RouteSpec[] = [];
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const segment = paramSegment(entry.path);
    if (!segment) {
      specs.push({ path: entry.path, access: entry.access, entries: [entry], dispatch: false });
      continue;
    }
    const key = `${entry.access} ${segment.parent}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const prefixed = group.some((entry) => paramSegment(entry.path)?.prefix);
    if (!prefixed) {
      for (const entry of group) {
        specs.push({ path: entry.path, access: entry.access, entries: [entry], dispatch: false });
      }
      continue;
    }
    const parent = paramSegment(first.path)!.parent;
    // Longest prefix first; a bare `:code` sibling (prefix '') is the fallback.
    const ordered = [...group].sort(
      (a, b) => (paramSegment(b.path)?.prefix.length ?? 0) - (paramSegment(a.path)?.prefix.length ?? 0),
    );
    specs.push({ path: `${parent}/:${SLUG_PARAM}`, access: first.access, entries: ordered, dispatch: true });
  }
  return specs;
}

export interface ResolvedEntry {
  entry: RouteEntry;
  /** The entry's own parameters (`{ code }` for `detail-:code`). */
  params: Record<string, string>;
}

/** Picks the entry a matched route stands for; null when a `:slug` fits none of the prefixes. */
export function resolveEntry(
  spec: RouteSpec,
  params: Record<string, string | undefined>,
): ResolvedEntry | null {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  if (!spec.dispatch) return spec.entries[0] ? { entry: spec.entries[0], params: clean } : null;
  const slug = clean[SLUG_PARAM] ?? '';
  const { [SLUG_PARAM]: _slug, ...rest } = clean;
  for (const entry of spec.entries) {
    const segment = paramSegment(entry.path);
    if (!segment) continue;
    if (slug.startsWith(segment.prefix) && slug.length > segment.prefix.length) {
      return { entry, params: { ...rest, [segment.param]: slug.slice(segment.prefix.length) } };
    }
  }
  return null;
}

/**
 * Starts downloading a lazily loaded page's code (`lazyPage` gives each page a `preload`), e.g.
 * while the guard of a signed-in area still asks who is signed in; a failure is left to the
 * page's own loading, which reports it.
 */
export function preloadPage(entry: RouteEntry): Promise<unknown> {
  const preload = (entry.page as { preload?: () => Promise<unknown> } | undefined)?.preload;
  return preload ? preload().catch(() => {}) : Promise.resolve();
}
