import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { webDistFolder } from '../paths.ts';
import type { AppContext } from './context.ts';
import { frameLanguage, LANGUAGE_COOKIE } from './page-frames.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Public pages rendered on the server (docs/architecture.md "Server-rendered public pages"). The
 * web build writes a server-side bundle beside the client (`apps/web/dist-ssr/render-page.js`,
 * from apps/web/src/ssr/render-page.tsx): the client's own route table, layouts and pages. The
 * server imports it once and asks it for a public page's HTML, which goes into the built
 * index.html inside `#root`, with the answers the page read (JSON, not run) for the client to
 * hydrate with. Without that bundle (tests with a stand-in build, an API-only run) pages are sent
 * as before, empty until their scripts run.
 */

/** What the bundle's `renderPage` is given (apps/web/src/ssr/render-page.tsx `RenderInput`). */
export interface RenderInput {
  url: string;
  language: 'en' | 'hi';
  publicJob?: unknown;
  apiFetch: (url: string) => Promise<{ status: number; body: string }>;
}

export interface RenderedPage {
  /** The inner HTML of #root. */
  html: string;
  /** The queries' answers, as JSON for the client's `hydrate`. */
  dehydrated: string;
  /** The document title the client sets for this page, in the page's language. */
  title: string;
}

export interface PageRenderer {
  renderPage(input: RenderInput): Promise<RenderedPage>;
  /** Whether this path (under the web base, with its query) is a page rendered here. */
  isServerRendered(url: string): boolean;
}

/** How a page is rendered for one request: by whom, in which language, reading what. */
export interface PageRender {
  renderer: PageRenderer;
  language: 'en' | 'hi';
  apiFetch: RenderInput['apiFetch'];
}

export interface PageRequest {
  cookies: Record<string, string | undefined>;
  headers: { 'accept-language'?: string };
}

/**
 * How to render a page for this request, or null: no renderer in the build, or a signed-in
 * reader (with a session cookie), whose page differs from a visitor's (their header, their
 * applications) and is drawn by the client as before. Crawlers and visitors have none.
 */
export async function pageRenderFor(
  app: FastifyInstance,
  webDist: string,
  req: PageRequest,
): Promise<PageRender | null> {
  if (req.cookies[SESSION_COOKIE]) return null;
  const renderer = await pageRenderer(webDist);
  if (!renderer) return null;
  const language = frameLanguage(req.cookies[LANGUAGE_COOKIE], req.headers['accept-language']) as 'en' | 'hi';
  return { renderer, language, apiFetch: visitorApi(app) };
}

/** The built index.html of each web folder, read once per process (a deployment restarts it). */
const indexHtmlOf = new Map<string, Promise<string | null>>();

/** The web build's index.html; null when there is no build (tests, an API-only run). */
export function indexHtml(ctx: AppContext): Promise<string | null> {
  const dist = ctx.config.WEB_DIST ?? webDistFolder;
  let html = indexHtmlOf.get(dist);
  if (!html) {
    html = readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
    indexHtmlOf.set(dist, html);
  }
  return html;
}

/**
 * A public page rendered on the server (the bundle's `SERVER_RENDERED`: the lists, the home page), rendered
 * into index.html; null for any other page, or without a build. Kept in the public cache (emptied
 * by every change: app.ts), per language and address.
 */
export async function renderedPublicPage(
  ctx: AppContext,
  render: PageRender,
  url: string,
): Promise<string | null> {
  if (!render.renderer.isServerRendered(url)) return null;
  const html = await indexHtml(ctx);
  if (html === null) return null;
  return ctx.publicCache.get(`page:${render.language}:${url}`, async () => {
    const page = await render.renderer.renderPage({
      url,
      language: render.language,
      apiFetch: render.apiFetch,
    });
    return withRenderedPage(html, page, render.language);
  });
}

const renderers = new Map<string, Promise<PageRenderer | null>>();

/** The server-side bundle beside a web build, imported once; null when there is none. */
export function pageRenderer(webDist: string): Promise<PageRenderer | null> {
  let renderer = renderers.get(webDist);
  if (!renderer) {
    const file = path.join(path.dirname(webDist), 'dist-ssr', 'render-page.js');
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(null);
    renderers.set(webDist, renderer);
  }
  return renderer;
}

/** The API as a visitor reads it, answered in-process (no cookie: nobody's data). */
export function visitorApi(app: FastifyInstance): RenderInput['apiFetch'] {
  return async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.body };
  };
}

/** JSON for a `<script>` element (see `scriptSafe`). */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/**
 * JSON text made safe inside a `<script>` element: every `<`, `>` and `&` written as a \u escape
 * (the same JSON to a parser), so no value can close the script (`</script>`) or open an HTML
 * comment (`<!--`), and U+2028/2029 escaped for old parsers.
 */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ROOT = '<div id="root"></div>';
const HTML = '<html lang="en">';

/**
 * The built index.html with a rendered page: its language on `<html>` (with the colour scheme
 * Mantine would set), the page inside `#root` (marked, so the client hydrates it: main.tsx) and
 * the answers beside it. Replacements are functions, so a `$` in the page is written as it is.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, language: string): string {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes(HTML)) return indexHtml;
  return indexHtml
    .replace(HTML, () => `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-server-rendered>${page.html}</div>` +
        `<script type="application/json" id="pp-server-data">${scriptSafe(page.dehydrated)}</script>`,
    )
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(page.title)}</title>`);
}
