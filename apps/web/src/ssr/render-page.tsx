import { i18n, type Messages } from '@lingui/core';
import { setDisplayLanguage } from '@pp/contract/display-language';
import { API_BASE, WEB_BASE } from '@pp/contract/endpoint';
import { PUBLIC_JOB_ROUTE } from '@pp/contract/public-job-route';
import type { PublicJob } from '@pp/contract/public-jobs';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { publicJobKey, publicJobTitle } from '../api/public-jobs.ts';
import type { RouteHandle } from '../app/entry-view.tsx';
import { Providers } from '../app/providers.tsx';
import { buildRoutes } from '../app/router.tsx';
import { ROUTES } from '../app/routes.tsx';
import type { Language } from '../i18n/languages.ts';
import { loadMessageRegistry } from '../i18n/message-text.ts';
import { documentTitle, INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../lib/brand.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { preloadPage, type ResolvedEntry, resolveEntry } from '../lib/route-match.ts';

/**
 * Public pages rendered on the server (docs/architecture.md "Server-rendered public pages"): the
 * server (apps/server platform/page-render.ts) imports this module's build (`dist-ssr/`, written
 * by the web build: scripts/frames.ts) and asks it for a public page's HTML. It is the client's
 * own tree (route table, providers, layouts, pages), so the client hydrates it (main.tsx) instead
 * of drawing it again. What the page reads from the API is read before the HTML is written:
 * given by the server (a job's page: the one read its JobPosting data comes from), or, for the
 * rest, the queries the page asks for in a first render, answered by the server in-process
 * (`apiFetch`) and rendered a second time. The answers go into the page (`dehydrated`: [query key, data] pairs), so the
 * hydrating client starts with the same data and asks for none of it again.
 */

const CATALOGUES = import.meta.glob<{ messages: Messages }>(
  ['../locales/*.po', '../components/locales/*.po', '../features/*/locales/*.po', '../i18n/messages/*.po'],
  { eager: true },
);

/** One catalogue's messages: `common`, `shared`, `messages` or a feature's. */
function catalogue(name: string, language: Language): Messages {
  const folder =
    name === 'common'
      ? '../locales'
      : name === 'shared'
        ? '../components/locales'
        : name === 'messages'
          ? '../i18n/messages'
          : `../features/${name}/locales`;
  return CATALOGUES[`${folder}/${language}.po`]?.messages ?? {};
}

/**
 * The messages of a page as the client has them on its first load (i18n/i18n.ts): the first
 * load's and the contract's, and for a lazy page the shared components' and its feature's, the
 * feature's last. Two catalogues may translate one English text differently; loading all of them
 * would give the page another text than the client's (a hydration mismatch).
 */
function activatePage(language: Language, area: string | undefined) {
  const names = ['common', 'messages', ...(area ? ['shared', area] : [])];
  i18n.load(language, Object.assign({}, ...names.map((name) => catalogue(name, language))));
  i18n.activate(language);
}

const routes = buildRoutes();

export interface RenderInput {
  /** The page's path under the web base, with its query (`/jobs/J1`, `/recentjobs?page=2`). */
  url: string;
  language: Language;
  /** A job's public page: the job as the server read it. */
  publicJob?: PublicJob;
  /** Answers a GET of the API (its path with /placementapi/v1 and query), as a visitor gets it. */
  apiFetch: (url: string) => Promise<{ status: number; body: string }>;
}

export interface RenderedPage {
  /** The inner HTML of #root. */
  html: string;
  /** The queries' answers, as JSON for the client's `hydrate`. */
  dehydrated: string;
  /** The document title, as the client sets it. */
  title: string;
}

/** The route table's entry of a path (under the web base, with its query). */
function entryOf(url: string): ResolvedEntry | null {
  const matches = matchRoutes(routes, new URL(url, 'http://x').pathname, '/');
  const leaf = matches?.[matches.length - 1];
  const spec = (leaf?.route.handle as RouteHandle | undefined)?.spec;
  return spec && leaf ? resolveEntry(spec, leaf.params) : null;
}

/**
 * The route table's public pages rendered here, as the table writes their paths: what search
 * engines and readers without scripts see. Kept here, not as a flag in the table, which is part of
 * the client's first load (its budget); a path that is not a public page of the table fails the
 * build (scripts/frames.ts runs this module).
 */
const SERVER_RENDERED = new Set([
  '/',
  PUBLIC_JOB_ROUTE,
  '/recentjobs',
  '/corporateWFH',
  '/workfromhome',
  '/training',
  '/GovtJobsMember',
  '/govttrainings',
  '/important-announcement',
]);
for (const path of SERVER_RENDERED) {
  if (!ROUTES.some((route) => route.path === path && route.access === 'public'))
    throw new Error(`render-page: ${path} is not a public page of the route table`);
}

/** Whether this path's page is rendered here (`SERVER_RENDERED`). */
export function isServerRendered(url: string): boolean {
  const entry = entryOf(url)?.entry;
  return entry !== undefined && SERVER_RENDERED.has(entry.path);
}

/** The document title the client sets for the page (app/entry-view.tsx, or the page's own). */
function pageTitle(url: string, publicJob: PublicJob | undefined): string {
  const entry = entryOf(url)?.entry;
  const names = { portal: i18n._(PORTAL_NAME_MSG), institute: i18n._(INSTITUTE_NAME_MSG) };
  if (entry?.ownTitle && publicJob) return documentTitle(publicJobTitle(publicJob), names);
  return documentTitle(entry ? i18n._(entry.title) : '', names, new URL(url, 'http://x').pathname === '/');
}

async function renderOnce(client: QueryClient, url: string): Promise<string> {
  const handler = createStaticHandler(routes, { basename: `${WEB_BASE}/` });
  const context = await handler.query(new Request(`http://localhost${WEB_BASE}${url}`));
  if (context instanceof Response) throw new Error(`render-page: ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * The pages' calls (lib/api.ts `call`) ask `fetch` for a path of the API, which Node's fetch
 * cannot open (no origin): while a page renders, those go to the server's own answers
 * (`RenderInput.apiFetch`); any other fetch of the server process is Node's own. Done here, not
 * in lib/api.ts, which is part of the client's first load (its budget).
 */
let currentApiFetch: RenderInput['apiFetch'] | null = null;
const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  if (typeof input === 'string' && input.startsWith(`${API_BASE}/`) && currentApiFetch) {
    const answer = await currentApiFetch(input);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return nodeFetch(input, init);
};

/** A queue of renders: the active language and the API's fetch are the module's, one page at a time. */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(input: RenderInput): Promise<RenderedPage> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => {});
  return run;
}

async function render({ url, language, publicJob, apiFetch }: RenderInput): Promise<RenderedPage> {
  const resolved = entryOf(url);
  const page = resolved?.entry.page as { area?: string } | undefined;
  activatePage(language, page?.area);
  // Dates and the contract's words in the page's language, as the client's i18n sets them.
  setDisplayLanguage(language);
  // The page's code (a lazily loaded page of the table), loaded before it is rendered; its
  // catalogues loaded again after it, as they stand for the client.
  // and the contract's texts by code (i18n/message-text.ts), as the client has them in Hindi.
  await Promise.all([resolved && preloadPage(resolved.entry), language !== 'en' && loadMessageRegistry()]);
  activatePage(language, page?.area);
  currentApiFetch = apiFetch;
  // Nothing retried, nothing refetched: the server answers at once or the page shows its error.
  const client = createQueryClient({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  if (publicJob) client.setQueryData(publicJobKey(publicJob.code), publicJob);
  let html = await renderOnce(client, url);
  // A query may be asked only once another one's answer is there: a few rounds at most.
  for (let round = 0; round < 3; round++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => {})));
    html = await renderOnce(client, url);
  }
  // The answers as [query key, data] pairs (main.tsx sets them); what the client would show as an
  // error it asks again itself.
  const dehydrated = JSON.stringify(
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => [query.queryKey, query.state.data]),
  );
  client.clear();
  return { html, dehydrated, title: pageTitle(url, publicJob) };
}
