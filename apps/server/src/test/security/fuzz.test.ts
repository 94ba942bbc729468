import { API_BASE, type EndpointDef, ROLES, type Role } from '@pp/contract/endpoint';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertJob, insertMemberProfile, insertStudentProfile, insertTraining } from '../fixtures/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';
import { multipartBody } from '../upload.ts';
import { changedTables, checksummer } from './db-checksum.ts';
import { allEndpoints, type NamedEndpoint } from './endpoints.ts';

/**
 * Hostile input: malformed requests of every kind against every endpoint. No answer may be a
 * 5xx, every refusal carries error.Message, and a refused request leaves the database as it was.
 * `npm run test:hard` runs 10 000 requests; the normal run 1 500.
 */
const HARD = process.env.SECURITY_HARD === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? (HARD ? 10_000 : 1_500));

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'file.pdf\u0000.html',
  '\u0000',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '𝕏𝕐ℤ 😀 नमस्ते',
  '=cmd|" /C calc"!A0',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' ',
  '',
  '9'.repeat(400),
];

const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...PAYLOADS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: 300, max: 100_000 }).map((n) => 'A'.repeat(n)), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-300, 0.5),
  fc.double({ noNaN: true }),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

function shapeKeys(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(s?.shape ?? {});
}

/** An object over the schema's keys (some missing, some hostile, some extra). */
function objectFor(schema: z.ZodType | undefined) {
  const keys = shapeKeys(schema);
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), hostileValue, { maxKeys: 3 }),
    )
    .map(([present, values, extra]) => {
      const out: Record<string, unknown> = {};
      for (const k of present) out[k] = values[keys.indexOf(k)];
      return { ...extra, ...out };
    });
}

/** Any generated value as text (objects without a prototype included). */
function text(v: unknown): string {
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/** A path segment; a lone surrogate becomes the bytes of one (not valid UTF-8, on purpose). */
function pathSegment(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function queryString(value: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (Array.isArray(v)) for (const item of v) q.append(k, text(item));
    else q.append(k, text(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

type BodyKind = 'json' | 'notObject' | 'badJson' | 'textPlain' | 'badMultipart' | 'none';

interface FuzzRequest {
  /** The endpoint's key (kept short so a counterexample reads well). */
  key: string;
  caller: 'anonymous' | Role;
  params: string[];
  query: Record<string, unknown>;
  bodyKind: BodyKind;
  body: unknown;
}

function requestFor(endpoint: NamedEndpoint): fc.Arbitrary<FuzzRequest> {
  const def = endpoint.def;
  const allowed: ('anonymous' | Role)[] = def.roles === 'public' ? ['anonymous', ...ROLES] : [...def.roles];
  const paramCount = (def.path.match(/:[A-Za-z0-9_]+/g) ?? []).length;
  return fc.record({
    key: fc.constant(endpoint.key),
    // Mostly a caller the guard lets in, so validation and handlers see the input.
    caller: fc.oneof(
      { arbitrary: fc.constantFrom(...allowed), weight: 9 },
      { arbitrary: fc.constantFrom<'anonymous' | Role>('anonymous', ...ROLES), weight: 1 },
    ),
    params: fc.array(hostileString, { minLength: paramCount, maxLength: paramCount }),
    query: objectFor(def.query as z.ZodType | undefined),
    bodyKind: fc.constantFrom<BodyKind>(
      ...(def.method === 'GET'
        ? (['none'] as const)
        : ([
            'json',
            'json',
            'json',
            'json',
            'notObject',
            'badJson',
            'textPlain',
            'badMultipart',
            'none',
          ] as const)),
    ),
    body: fc.oneof(objectFor(def.body as z.ZodType | undefined), hostileValue),
  });
}

const BAD_JSON = ['{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'nul', '\u0000', '{"a":"\\ud800"}', '1e99999'];

let t: TestApp;
let endpoints: NamedEndpoint[];
const byKey = new Map<string, NamedEndpoint>();
const tokens = {} as Record<Role, string>;
let checksum: () => Promise<string>;

beforeAll(async () => {
  // Rate limits would turn most of the run into 429s: scale them up (they have their own tests).
  t = await createTestApp({ RATE_LIMIT_SCALE: '10000' });
  await seedReferenceData(t.database.db);
  endpoints = (await allEndpoints()).filter((e) => e.def.path !== 'auth/logout');
  for (const e of endpoints) byKey.set(e.key, e);
  for (const role of ROLES) {
    const { user, token } = await signedInUser(t, role);
    if (role === 'member') await insertMemberProfile(t.database.db, user.id);
    if (role === 'student') await insertStudentProfile(t.database.db, user.id);
    if (role === 'corporate') {
      await insertJob(t.database.db, user.id, new Date());
      await insertTraining(t.database.db, user.id, new Date());
    }
    tokens[role] = token;
  }
  checksum = await checksummer(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function send(r: FuzzRequest) {
  const def: EndpointDef = byKey.get(r.key)!.def;
  let i = 0;
  const path = def.path.replace(/:[A-Za-z0-9_]+/g, () => pathSegment(r.params[i++] ?? ''));
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (r.caller !== 'anonymous') headers.authorization = `Bearer ${tokens[r.caller]}`;
  let payload: string | Buffer | undefined;
  switch (r.bodyKind) {
    case 'json':
      payload = JSON.stringify(r.body ?? null);
      headers['content-type'] = 'application/json';
      break;
    case 'notObject':
      payload = JSON.stringify([r.body]);
      headers['content-type'] = 'application/json';
      break;
    case 'badJson':
      payload = BAD_JSON[text(r.body).length % BAD_JSON.length];
      headers['content-type'] = 'application/json';
      break;
    case 'textPlain':
      payload = text(r.body);
      headers['content-type'] = 'text/plain';
      break;
    case 'badMultipart': {
      const m = multipartBody('resume', text(r.body).slice(0, 50), Buffer.from(text(r.body)));
      // Cut the closing boundary off: a truncated upload.
      payload = m.payload.subarray(0, Math.max(10, m.payload.length - 8));
      headers['content-type'] = m.contentType;
      break;
    }
    case 'none':
      break;
  }
  return t.app.inject({
    method: def.method,
    url: `${API_BASE}/${path}${queryString(r.query)}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

interface Verdict {
  ok: boolean;
  why: string;
}

async function judge(r: FuzzRequest, before: string): Promise<{ verdict: Verdict; after: string }> {
  const res = await send(r);
  const after = await checksum();
  const what = `${r.key} as ${r.caller} -> ${res.statusCode}`;
  if (res.statusCode >= 500)
    return { verdict: { ok: false, why: `${what}: ${res.body.slice(0, 300)}` }, after };
  if (res.statusCode >= 400) {
    let message: unknown;
    try {
      message = (res.json() as { error?: { Message?: unknown } }).error?.Message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message === '')
      return { verdict: { ok: false, why: `${what}: no error.Message in ${res.body.slice(0, 200)}` }, after };
    if (after !== before)
      return {
        verdict: {
          ok: false,
          why: `${what}: a refused request changed ${changedTables(before, after).join(', ')}`,
        },
        after,
      };
  }
  return { verdict: { ok: true, why: '' }, after };
}

describe('hostile input', () => {
  it(
    `survives ${RUNS} malformed requests across all endpoints`,
    async () => {
      let current = await checksum();
      // Every failure is collected (one line per endpoint and kind of failure), so a run reports
      // all problems at once; shrinking would re-run requests against a changed database anyway.
      const failures = new Map<string, string>();
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...endpoints).chain((e) => requestFor(e)),
          async (r) => {
            const { verdict, after } = await judge(r, current);
            current = after;
            sent++;
            if (!verdict.ok) {
              const group = `${r.key} ${verdict.why.split(':')[0]}`;
              if (!failures.has(group))
                failures.set(group, `${verdict.why}\n    request: ${JSON.stringify(r).slice(0, 400)}`);
            }
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      expect([...failures.values()]).toEqual([]);
      expect(sent).toBe(RUNS);
    },
    HARD ? 1_800_000 : 120_000,
  );

  it('refuses a JSON body over the body limit on every endpoint that takes one, with a message', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const wrong: string[] = [];
    for (const e of endpoints) {
      if (e.def.method === 'GET' || e.def.multipart) continue;
      const role: Role = e.def.roles === 'public' ? 'member' : (e.def.roles[0] as Role);
      const before = await checksum();
      const res = await t.app.inject({
        method: e.def.method,
        url: `${API_BASE}/${e.def.path.replace(/:[A-Za-z0-9_]+/g, 'ZZZZZZZZZZZZZZZZ')}`,
        headers: {
          authorization: `Bearer ${tokens[role]}`,
          'x-requested-with': 'x',
          'content-type': 'application/json',
        },
        payload: big,
      });
      const message = (res.json() as { error?: { Message?: string } }).error?.Message;
      if (res.statusCode !== 413 || !message) wrong.push(`${e.key}: ${res.statusCode} ${message}`);
      if ((await checksum()) !== before) wrong.push(`${e.key}: database changed`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses broken uploads on every upload endpoint with a message', async () => {
    const wrong: string[] = [];
    const boundary = '----ppfuzz';
    const bodies: { name: string; contentType: string; payload: Buffer | string }[] = [
      { name: 'no boundary', contentType: 'multipart/form-data', payload: 'garbage' },
      {
        name: 'wrong boundary',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: '--other\r\n\r\n',
      },
      { name: 'empty', contentType: `multipart/form-data; boundary=${boundary}`, payload: '' },
      {
        name: 'header only',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n`,
      },
      {
        name: 'two files',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: [1, 2]
          .map(
            (n) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
          )
          .concat(`--${boundary}--\r\n`)
          .join(''),
      },
      {
        name: 'many fields',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `${Array.from({ length: 40 }, (_, n) => `--${boundary}\r\nContent-Disposition: form-data; name="f${n}"\r\n\r\nv\r\n`).join('')}--${boundary}--\r\n`,
      },
      { name: 'json instead', contentType: 'application/json', payload: '{"resume":"%PDF-1.4"}' },
    ];
    for (const e of endpoints) {
      if (!e.def.multipart) continue;
      const role = e.def.roles === 'public' ? 'member' : (e.def.roles[0] as Role);
      for (const b of bodies) {
        const before = await checksum();
        const res = await t.app.inject({
          method: e.def.method,
          url: `${API_BASE}/${e.def.path}`,
          headers: {
            authorization: `Bearer ${tokens[role]}`,
            'x-requested-with': 'x',
            'content-type': b.contentType,
          },
          payload: b.payload,
        });
        const message = (res.json() as { error?: { Message?: string } }).error?.Message;
        if (res.statusCode < 400 || res.statusCode >= 500 || !message)
          wrong.push(`${e.key} ${b.name}: ${res.statusCode} ${message}`);
        if ((await checksum()) !== before) wrong.push(`${e.key} ${b.name}: database changed`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
