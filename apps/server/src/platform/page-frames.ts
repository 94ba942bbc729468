import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_BASE } from '@pp/contract/endpoint';
import { SESSION_COOKIE } from './session.ts';

/**
 * Page frames (docs/architecture.md "Page frames"): for a few busy pages the web build writes the
 * page's first screen as HTML (`frames/<language><path>.html`, listed in `frames/index.json`), and
 * the history fallback sends it instead of the empty index.html, so a phone shows the page's
 * header and heading before its scripts arrive. A frame holds nothing of a user; one of a
 * signed-in kind's pages goes only to a browser that has a session cookie (without one the client
 * shows the sign-in page, which the frame would only flash before).
 */

/** The cookie in which the client keeps the reader's language for the server (lib/language-cookie.ts). */
export const LANGUAGE_COOKIE = 'pp_lang';
const FRAME_LANGUAGES = new Set(['en', 'hi']);

export interface FrameIndex {
  /** Path under the web base (`/member/job/search`) -> who may open it ('public' or a kind). */
  access: Map<string, string>;
}

/** The build's list of frames, or none (a build without them, or no build at all). */
export function readFrameIndex(webDist: string): FrameIndex {
  try {
    const list = JSON.parse(readFileSync(path.join(webDist, 'frames', 'index.json'), 'utf8')) as {
      path: string;
      access: string;
    }[];
    return { access: new Map(list.map((entry) => [entry.path, entry.access])) };
  } catch {
    return { access: new Map() };
  }
}

/** The reader's language: the one chosen on this browser, else Hindi when the browser puts it first. */
export function frameLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string {
  if (cookie && FRAME_LANGUAGES.has(cookie)) return cookie;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('hi') ? 'hi' : 'en';
}

export interface FrameRequest {
  /** The request's path without the query. */
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/** The frame file (relative to the web build) for this page request, or null for the plain index.html. */
export function frameFor(index: FrameIndex, req: FrameRequest): string | null {
  if (index.access.size === 0 || !req.url.startsWith(`${WEB_BASE}/`)) return null;
  const pagePath = req.url.slice(WEB_BASE.length).replace(/\/+$/, '');
  const access = index.access.get(pagePath);
  if (!access) return null;
  if (access !== 'public' && !req.cookies[SESSION_COOKIE]) return null;
  const language = frameLanguage(req.cookies[LANGUAGE_COOKIE], req.acceptLanguage);
  return `frames/${language}${pagePath}.html`;
}
