import { API_BASE, type EndpointDef, type EndpointResult } from '@pp/contract/endpoint';
import { vi } from 'vitest';

/** One request the fake server received. */
export interface FakeRequest {
  method: string;
  /** The path after the API base, e.g. 'auth/login'. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

/** A refusal answered in the API's envelope: `error.Message` (and field messages) with a status. */
export class Refusal {
  constructor(
    readonly message: string,
    readonly status = 400,
    readonly fields?: Record<string, string>,
  ) {}
}

export interface FakeRoute {
  def: EndpointDef;
  handle: (request: FakeRequest) => unknown;
}

/** What the fake server answers for one endpoint of the contract (typed by the endpoint's result). */
export function answer<E extends EndpointDef>(
  def: E,
  handle: (request: FakeRequest) => EndpointResult<E> | Refusal | Promise<EndpointResult<E> | Refusal>,
): FakeRoute {
  return { def, handle };
}

function matcher(def: EndpointDef) {
  const names: string[] = [];
  const pattern = def.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}$`);
  return (method: string, path: string): Record<string, string> | null => {
    if (method !== def.method) return null;
    const found = re.exec(path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
  };
}

function envelope(result: unknown, status = 200, message = '', fields?: Record<string, string>) {
  return new Response(JSON.stringify({ result, error: { Message: message, fields } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` (for this test; the setup unstubs it) with a fake of the API: each call is
 * matched to a contract endpoint by method and path and answered in the API's envelope. A call
 * no route answers gets a 500 and is listed in `unexpected`.
 */
export function fakeApi(...routes: FakeRoute[]) {
  const requests: FakeRequest[] = [];
  const unexpected: string[] = [];
  const matchers = routes.map((route) => ({ route, match: matcher(route.def) }));
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(`${API_BASE}/`)
      ? url.pathname.slice(API_BASE.length + 1)
      : url.pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    for (const { route, match } of matchers) {
      const params = match(method, path);
      if (!params) continue;
      const request: FakeRequest = { method, path, params, query: url.searchParams, body };
      requests.push(request);
      const result = await route.handle(request);
      if (result instanceof Refusal) return envelope(null, result.status, result.message, result.fields);
      return envelope(result);
    }
    unexpected.push(`${method} ${path}`);
    return envelope(null, 500, `No fake answer for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    /** Every request an endpoint received, in order. */
    requestsTo: (def: EndpointDef) => requests.filter((r) => matcher(def)(r.method, r.path)),
    unexpected,
  };
}
