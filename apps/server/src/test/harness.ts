import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@pp/contract/endpoint';
import {
  API_BASE,
  buildPath,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
} from '@pp/contract/endpoint';
import type { Envelope } from '@pp/contract/envelope';
import { encodePassword } from '@pp/contract/validators';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { createAccount } from '../features/auth/auth.service.ts';
import type { AppContext } from '../platform/context.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Moves the app's clock forward (ms); expiry tests use it. */
  advance(ms: number): void;
  close(): Promise<void>;
}

let template: Blob | undefined;
/** The migrated database every test file starts from (test/global-setup.ts), read once per worker. */
function pgliteTemplate(): Blob | undefined {
  if (template) return template;
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * The app of the tests that follow (a file's, or a describe block's): `make` runs before them (it
 * creates the app, and may seed and sign in) and the app it gives back is closed after them.
 */
export function appForTests(make: () => Promise<TestApp>): void {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    await made?.close();
  });
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 4);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openPglite(null, pgliteTemplate());
  }
  // Uploaded files (and the demo data's resumes and pictures) go to a folder of this app's own,
  // removed on close; never the repository's data/.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PLACEMENT_TEST_MODE: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: '/nonexistent',
    // Tests write rows through repositories and read them back at once: no cached answers
    // (public-cache.test.ts turns it on).
    PUBLIC_CACHE_SECONDS: '0',
    ...env,
  });
  let offset = 0;
  const { app, ctx } = await buildApp({
    db: database.db,
    genericPlans: database.genericPlans,
    config,
    logger: false,
    notifications: database.notifications,
    pools: database,
    now: () => new Date(Date.now() + offset),
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's address (default: inject's 127.0.0.1). */
  remoteAddress?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  res: LightMyRequestResponse;
}

/** The address of an endpoint with its path parameters and query (values left out when unset). */
export function endpointUrl<E extends EndpointDef>(def: E, input: EndpointInput<E>): string {
  const i = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(i.query ?? {}))
    if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return `${API_BASE}/${buildPath(def.path, i.params)}${qs ? `?${qs}` : ''}`;
}

/** Calls an endpoint of the contract through app.inject, the way the web client does. */
export async function call<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  input: EndpointInput<E>,
  opts: CallOptions = {},
): Promise<CallResult<EndpointResult<E>>> {
  const i = input as { body?: unknown };
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await app.inject({
    method: def.method,
    url: endpointUrl(def, input),
    headers,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(def.method === 'GET' || i.body === undefined ? {} : { payload: i.body as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<EndpointResult<E>>, res };
}

/** A refused call: its status and the message a person reads (the envelope's `Message`). */
export function expectRefused(
  res: Pick<CallResult<unknown>, 'status' | 'body'>,
  status: number,
  message: string,
): void {
  expect(res.status).toBe(status);
  expect(res.body.error.Message).toBe(message);
}

let counter = 0;
export const TEST_PASSWORD = 'Secret@123';

/** Creates a user of a role directly (bypassing registration) and returns its row. */
export async function makeUser(
  t: TestApp,
  role: Role,
  overrides: { email?: string; password?: string; name?: string } = {},
) {
  counter++;
  return createAccount(t.ctx, {
    role,
    email: overrides.email ?? `${role}${counter}-${randomBytes(3).toString('hex')}@example.test`,
    password: overrides.password ?? TEST_PASSWORD,
    name: overrides.name ?? `${role.toUpperCase()} USER ${counter}`,
  });
}

export { encodePassword };

/**
 * A check retried for up to 3 s: an announcement over PostgreSQL (LISTEN/NOTIFY) arrives on its
 * own connection a moment after the commit that made it (over PGlite, before the statement returns).
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 3_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
