import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The built client as the server sends it (first load on slow phones): pre-compressed files (the web build writes
 * .br and .gz beside each file) chosen by Accept-Encoding, hashed assets cached for a year,
 * index.html always revalidated.
 */
const JS = `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`;
const HTML = `<!doctype html><html><head><title>Placement Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pp-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string, compressed = true) => {
    writeFileSync(path.join(dist, name), text);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/index-AbC123.js', JS);
  write('assets/small-Def456.js', 'export {};\n', false);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const YEAR = 'public, max-age=31536000, immutable';

describe('static client files', () => {
  it('sends the brotli file of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/PlacementApp/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/PlacementApp/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(gunzipSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the file itself without Accept-Encoding, or when no compressed file was written', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/PlacementApp/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers['cache-control']).toBe(YEAR);
    const small = await t.app.inject({
      method: 'GET',
      url: '/PlacementApp/assets/small-Def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
    expect(small.headers['cache-control']).toBe(YEAR);
  });

  it('revalidates index.html (home and the client routes), compressed', async () => {
    for (const url of ['/PlacementApp/', '/PlacementApp/index.html', '/PlacementApp/member/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('answers a missing asset with 404, not the page, and never caches it for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/PlacementApp/assets/missing-123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
    expect(res.json().error.Message).toBeTruthy();
  });
});
