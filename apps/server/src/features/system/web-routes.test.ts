import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWebRoute, routePattern } from '../../platform/web-routes.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWebDist } from '../../test/web-dist.ts';

/**
 * No soft 404s (docs/architecture.md "Unknown pages"): the history fallback sends the client only
 * for a path of its route table (written by the web build into frames/routes.json); any other
 * path under the web base is answered 404 with the not-found page in the reader's language.
 */
const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const NOT_FOUND_EN = '<!doctype html><html lang="en"><body><h1>Page not found</h1></body></html>';
const NOT_FOUND_HI = '<!doctype html><html lang="hi"><body><h1>पृष्ठ नहीं मिला</h1></body></html>';
// Paths as the client's route table writes them (apps/web/src/app/routes.tsx).
const ROUTES = [
  { path: '/', access: 'public' },
  { path: '/recentjobs', access: 'public' },
  { path: '/jobs/:code', access: 'public' },
  { path: '/member/job/search', access: 'member' },
  { path: '/corporate/job/detail-:code', access: 'corporate' },
];

let dist: ReturnType<typeof makeWebDist>;
let t: TestApp;
beforeAll(async () => {
  dist = makeWebDist({
    'index.html': INDEX,
    'frames/index.json': '[]',
    'frames/routes.json': JSON.stringify(ROUTES),
    'frames/not-found/en.html': NOT_FOUND_EN,
    'frames/not-found/hi.html': NOT_FOUND_HI,
  });
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('unknown pages', () => {
  it('answers a path the route table does not have with 404 and the not-found page', async () => {
    for (const url of [
      '/PlacementApp/no-such-page',
      '/PlacementApp/recentjobs/extra',
      '/PlacementApp/member/job/search/more',
      '/PlacementApp/corporate/job/summary-12',
      '/PlacementApp/jobs/',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toBe(NOT_FOUND_EN);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("sends the not-found page in the reader's language", async () => {
    const byCookie = await open('/PlacementApp/nowhere', { cookie: 'pp_lang=hi' });
    expect(byCookie.statusCode).toBe(404);
    expect(byCookie.body).toBe(NOT_FOUND_HI);
    const byBrowser = await open('/PlacementApp/nowhere', { 'accept-language': 'hi,en;q=0.5' });
    expect(byBrowser.body).toBe(NOT_FOUND_HI);
  });

  it('sends the client for every path of the route table (200)', async () => {
    for (const url of [
      '/PlacementApp/',
      '/PlacementApp/recentjobs',
      '/PlacementApp/RecentJobs/',
      '/PlacementApp/recentjobs?page=2',
      '/PlacementApp/member/job/search',
      '/PlacementApp/corporate/job/detail-J123',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('still answers an API path that does not exist with the JSON envelope', async () => {
    const res = await open('/placementapi/v1/no-such-endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('route patterns', () => {
  it("matches as the client's router does", () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/admin/job/applicant-:code').test('/admin/job/applicant-7')).toBe(true);
    expect(routePattern('/admin/job/applicant-:code').test('/admin/job/applicant-')).toBe(false);
    expect(routePattern('/login/:code').test('/login/a/b')).toBe(false);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
  });

  it('sends every path to the client when the build has no route table', () => {
    expect(isWebRoute({ patterns: [] }, '/PlacementApp/anything')).toBe(true);
  });
});
