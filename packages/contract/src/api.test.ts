import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, API_FEATURES, apiEndpointOf, isEndpointDef } from './api.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

describe('the API registry', () => {
  it('lists every contract module that defines endpoints, and every endpoint of each', async () => {
    const modules = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    let defined = 0;
    for (const file of modules) {
      const exports: Record<string, unknown> = await import(
        /* @vite-ignore */ new URL(file, import.meta.url).href
      );
      const endpoints = Object.entries(exports).filter(([, value]) => isEndpointDef(value));
      defined += endpoints.length;
      for (const [name, def] of endpoints)
        expect(apiEndpointOf(def as never)?.name, `${file}: ${name} is not in API_FEATURES`).toBe(name);
    }
    expect(API_ENDPOINTS.length).toBe(defined);
    expect(API_ENDPOINTS.length).toBeGreaterThan(150);
    expect(Object.keys(API_FEATURES)).toContain('auth');
  });

  it('names each endpoint once (its OpenAPI operationId) and gives each method and path one definition', () => {
    const names = API_ENDPOINTS.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const routes = API_ENDPOINTS.map((e) => `${e.def.method} ${e.def.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    expect(new Set(API_ENDPOINTS.map((e) => e.def)).size).toBe(API_ENDPOINTS.length);
  });

  it('gives every endpoint a one-line summary', () => {
    const missing = API_ENDPOINTS.filter((e) => !e.def.summary?.trim()).map((e) => e.name);
    expect(missing).toEqual([]);
    const multiLine = API_ENDPOINTS.filter((e) => /\n/.test(e.def.summary ?? '')).map((e) => e.name);
    expect(multiLine).toEqual([]);
  });
});
