import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_BASE } from '@pp/contract/endpoint';
import { frameLanguage, LANGUAGE_COOKIE } from './page-frames.ts';

/**
 * The web client's routes, known to the server (docs/architecture.md "Unknown pages"): the web
 * build writes its route table's paths (`frames/routes.json`, from apps/web/src/app/routes.tsx
 * itself) and its not-found page in each language (`frames/not-found/<language>.html`). The
 * history fallback sends the client only for a path of that table; any other path under the web
 * base is answered 404 with the not-found page, so a crawler sees no soft 404.
 */

export interface WebRoutes {
  /** One matcher per route; empty: no build (or an old one), every path goes to the client. */
  patterns: RegExp[];
}

/**
 * A route's path as a regular expression, matched as the client's router does: a `:param` stands
 * for one segment, or for its end after a fixed prefix (`detail-:code`); letters in any case
 * (React Router matches paths case-insensitively); a trailing slash or none.
 */
export function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.indexOf(':');
      const fixed = param < 0 ? segment : segment.slice(0, param);
      const escaped = fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return param < 0 ? escaped : `${escaped}[^/]+`;
    });
  return new RegExp(`^/${segments.join('/')}/*$`, 'i');
}

export function readWebRoutes(webDist: string): WebRoutes {
  try {
    const list = JSON.parse(readFileSync(path.join(webDist, 'frames', 'routes.json'), 'utf8')) as {
      path: string;
    }[];
    return { patterns: list.map((route) => routePattern(route.path)) };
  } catch {
    return { patterns: [] };
  }
}

/** Whether a page path (with the web base, without the query) is one of the client's routes. */
export function isWebRoute(routes: WebRoutes, url: string): boolean {
  if (routes.patterns.length === 0) return true;
  const base = WEB_BASE.toLowerCase();
  if (!url.toLowerCase().startsWith(base)) return false;
  let pagePath = url.slice(WEB_BASE.length) || '/';
  try {
    pagePath = decodeURI(pagePath);
  } catch {
    return false;
  }
  return routes.patterns.some((pattern) => pattern.test(pagePath));
}

export interface NotFoundRequest {
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/** The not-found page's file (relative to the web build) in the reader's language. */
export function notFoundFile(req: NotFoundRequest): string {
  const language = frameLanguage(req.cookies[LANGUAGE_COOKIE], req.acceptLanguage);
  return `frames/not-found/${language}.html`;
}
