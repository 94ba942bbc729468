import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameLanguage } from '../../platform/page-frames.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWebDist } from '../../test/web-dist.ts';

/**
 * Page frames (docs/architecture.md "Page frames"): the history fallback sends a busy page's
 * frame (its header and heading as HTML, written by the web build) in the reader's language,
 * and only to a browser with a session cookie for a signed-in kind's page.
 */
const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const frame = (language: string, text: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root"><h1>${text}</h1></div></body></html>`;
const EN = frame('en', 'Search Job(s) in India');
const HI = frame('hi', 'भारत में नौकरियाँ खोजें');

let dist: ReturnType<typeof makeWebDist>;
let t: TestApp;
beforeAll(async () => {
  dist = makeWebDist({
    'index.html': INDEX,
    'frames/en/member/job/search.html': EN,
    'frames/hi/member/job/search.html': HI,
    'frames/index.json': JSON.stringify([{ path: '/member/job/search', access: 'member' }]),
  });
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('page frames', () => {
  it("sends a signed-in kind's page with its frame to a browser with a session cookie", async () => {
    const res = await open('/PlacementApp/member/job/search', { cookie: 'pp_session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(EN);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    // A query string and a trailing slash are the same page.
    expect((await open('/PlacementApp/member/job/search/?page=2', { cookie: 'pp_session=abc' })).body).toBe(
      EN,
    );
  });

  it('sends the plain page without a session cookie: the client shows the sign-in page', async () => {
    const res = await open('/PlacementApp/member/job/search');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('writes the frame in the language chosen on the browser, else the browser’s first one', async () => {
    const hindi = await open('/PlacementApp/member/job/search', { cookie: 'pp_session=abc; pp_lang=hi' });
    expect(hindi.body).toBe(HI);
    const browser = await open('/PlacementApp/member/job/search', {
      cookie: 'pp_session=abc',
      'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    expect(browser.body).toBe(HI);
    // A choice of English outweighs a Hindi browser; an unknown language in the cookie does not count.
    const chosen = await open('/PlacementApp/member/job/search', {
      cookie: 'pp_session=abc; pp_lang=en',
      'accept-language': 'hi-IN',
    });
    expect(chosen.body).toBe(EN);
    const unknown = await open('/PlacementApp/member/job/search', { cookie: 'pp_session=abc; pp_lang=../x' });
    expect(unknown.body).toBe(EN);
  });

  it('sends the pre-compressed frame to a browser that accepts it', async () => {
    const res = await open('/PlacementApp/member/job/search', {
      cookie: 'pp_session=abc',
      'accept-encoding': 'br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(EN);
  });

  it('sends the plain page for a page without a frame', async () => {
    const res = await open('/PlacementApp/member/job/application', { cookie: 'pp_session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect((await open('/PlacementApp/member/job/searchx', { cookie: 'pp_session=abc' })).body).toBe(INDEX);
  });

  it('reads the language from the cookie, then Accept-Language', () => {
    expect(frameLanguage('hi', 'en')).toBe('hi');
    expect(frameLanguage(undefined, 'hi')).toBe('hi');
    expect(frameLanguage(undefined, 'en-IN,hi;q=0.9')).toBe('en');
    expect(frameLanguage('fr', undefined)).toBe('en');
    expect(frameLanguage(undefined, undefined)).toBe('en');
  });
});
