import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { downloadMyData } from '@pp/contract/account-data';
import { API_ENDPOINTS, API_FEATURES } from '@pp/contract/api';
import { login, me } from '@pp/contract/auth';
import { listStates } from '@pp/contract/lookups';
import { uploadMemberPicture } from '@pp/contract/profiles';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed/reference.ts';
import { createTestApp, encodePassword, makeUser, TEST_PASSWORD, type TestApp } from '../test/harness.ts';
import { solvedProof } from '../test/sign-in.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

let t: TestApp;
let doc: Document;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/placementapi/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = await mkdtemp(path.join(tmpdir(), 'pp-openapi-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ url, method: method.toUpperCase(), op })),
  );

const operationOf = (def: { method: string; path: string }) =>
  doc.paths[`/placementapi/v1/${def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[def.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('has one operation per contract endpoint, named by its definition, with a summary and its feature tag', () => {
    const ops = operations();
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(API_ENDPOINTS.map((e) => e.name).sort());
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { name, feature, def } of API_ENDPOINTS) {
      const op = operationOf(def);
      expect(op?.operationId, `${def.method} ${def.path}`).toBe(name);
      expect(op?.summary).toBe(def.summary);
      expect(op?.tags).toEqual([feature]);
    }
    expect(doc.tags.map((tag) => tag.name)).toEqual(Object.keys(API_FEATURES));
    // Only the API: no health probes or redirects.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/placementapi/v1/'))).toBe(true);
  });

  it('names the security each operation needs: none, or the bearer token or the cookie with the anti-forgery header', () => {
    expect(doc.components.securitySchemes.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pp_session',
    });
    expect(doc.components.securitySchemes.antiForgery).toMatchObject({
      in: 'header',
      name: 'X-Requested-With',
    });
    expect(operationOf(listStates)?.security).toEqual([]);
    expect(operationOf(me)?.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(operationOf(me)?.description).toContain('Roles: admin, corporate, member, student.');
    expect(operationOf(uploadMemberPicture)?.security).toEqual([
      { bearer: [] },
      { cookie: [], antiForgery: [] },
    ]);
    expect(operationOf(uploadMemberPicture)?.description).toContain('Roles: member.');
    for (const { def } of API_ENDPOINTS) {
      const op = operationOf(def);
      if (def.roles === 'public') continue;
      expect(op?.security?.[0], def.path).toEqual({ bearer: [] });
      expect(Object.keys(op?.security?.[1] ?? {}).includes('antiForgery'), def.path).toBe(
        def.method !== 'GET' || def.mutating === true,
      );
    }
  });

  it('documents the error envelopes by reference: 401 and 403 where a session is needed, 429 where limited', () => {
    const refs = (op: Operation | undefined) =>
      Object.fromEntries(
        Object.entries(op?.responses ?? {}).map(([status, r]) => [status, r.$ref ?? 'inline']),
      );
    // Public, but a state change: sent with the session cookie and without X-Requested-With, a 403.
    expect(refs(operationOf(login))).toEqual({
      200: 'inline',
      400: '#/components/responses/BadRequest',
      403: '#/components/responses/Forbidden',
      429: '#/components/responses/TooManyRequests',
    });
    expect(refs(operationOf(listStates))).toEqual({
      200: 'inline',
      400: '#/components/responses/BadRequest',
    });
    expect(refs(operationOf(downloadMyData))).toMatchObject({
      401: '#/components/responses/Unauthorized',
      403: '#/components/responses/Forbidden',
    });
    expect(Object.keys(operationOf(downloadMyData)?.responses['200']?.content ?? {})).toEqual([
      'application/zip',
    ]);
    for (const { def } of API_ENDPOINTS) {
      const op = operationOf(def);
      const statuses = Object.keys(op?.responses ?? {});
      expect(statuses.includes('401'), def.path).toBe((op?.security ?? []).length > 0);
      if (def.roles !== 'public') expect(statuses, def.path).toEqual(expect.arrayContaining(['401', '403']));
      if (def.params) expect(statuses, def.path).toContain('404');
      expect(statuses, def.path).toContain('400');
    }
  });
});

/** A client written against the types openapi-typescript generates from the document. */
const CLIENT = `
import type { components, operations } from './api.ts';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
export type Answer<Op> = Op extends { responses: { 200: infer R } } ? Json<R> : never;
export type Body<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type Refusal = components['schemas']['ErrorEnvelope'];

export type Send = (call: {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token?: string;
}) => Promise<{ status: number; json: unknown }>;

export async function threeCalls(send: Send, signIn: Body<operations['login']>) {
  const states = (await send({ method: 'GET', url: '/placementapi/v1/config/state' }))
    .json as Answer<operations['listStates']>;
  const stateNames: string[] = (states.result?.list ?? []).map((state) => state.name);
  const session = (await send({ method: 'POST', url: '/placementapi/v1/auth/login', body: signIn }))
    .json as Answer<operations['login']>;
  const token: string = session.result?.token ?? '';
  const user = (await send({ method: 'GET', url: '/placementapi/v1/auth/me', token })).json as Answer<
    operations['me']
  >;
  const role: 'admin' | 'corporate' | 'member' | 'student' | undefined = user.result?.role;
  const anonymous = await send({ method: 'GET', url: '/placementapi/v1/auth/me' });
  const refusal = anonymous.json as Refusal;
  const refusalMessage: string = refusal.error.Message;
  return { answers: { states, session, user }, stateNames, token, role, refusalMessage, status: anonymous.status };
}

// The types are the document's, not \`any\`: these must not compile.
// @ts-expect-error the login takes no username
export const wrongBody: Body<operations['login']> = { username: 'someone' };
// @ts-expect-error a kind of user the portal does not have
export const wrongKind: Body<operations['login']>['kind'] = 'guest';
// @ts-expect-error the answer of auth/me has no password
export const leaked = (answer: Answer<operations['me']>) => answer.result?.password;
`;

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const file = d.file ? path.basename(d.file.fileName) : '';
    return `${file}:${where ? where.line + 1 : 0} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a typed client generated from the document', () => {
  it('type-checks, makes three real calls, and their real answers fit the generated types', async () => {
    await seedReferenceData(t.ctx.db);
    const member = await makeUser(t, 'member');

    const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
    await writeFile(path.join(dir, 'api.ts'), types);
    await writeFile(path.join(dir, 'client.ts'), CLIENT);

    // Run the client itself (its JavaScript) against the app.
    const js = ts.transpileModule(CLIENT, {
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        verbatimModuleSyntax: true,
      },
    }).outputText;
    await writeFile(path.join(dir, 'client.mjs'), js);
    const client = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, 'client.mjs')).href)) as {
      threeCalls(
        send: (call: { method: 'GET' | 'POST'; url: string; body?: unknown; token?: string }) => Promise<{
          status: number;
          json: unknown;
        }>,
        signIn: unknown,
      ): Promise<{
        answers: Record<string, unknown>;
        stateNames: string[];
        token: string;
        role?: string;
        refusalMessage: string;
        status: number;
      }>;
    };
    const result = await client.threeCalls(
      async ({ method, url, body, token }) => {
        const res = await t.app.inject({
          method,
          url,
          ...(body === undefined ? {} : { payload: body as object }),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return { status: res.statusCode, json: res.json() };
      },
      {
        email: member.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    );
    expect(result.stateNames.length).toBeGreaterThan(30);
    expect(result.token).not.toBe('');
    expect(result.role).toBe('member');
    expect(result.status).toBe(401);
    expect(result.refusalMessage).not.toBe('');

    // The real answers, written as literals of the generated types: any field the document does not
    // describe, or a missing or mistyped one, is a type error.
    await writeFile(
      path.join(dir, 'answers.ts'),
      [
        "import type { operations } from './api.ts';",
        "import type { Answer } from './client.ts';",
        `export const states: Answer<operations['listStates']> = ${JSON.stringify(result.answers.states)};`,
        `export const session: Answer<operations['login']> = ${JSON.stringify(result.answers.session)};`,
        `export const user: Answer<operations['me']> = ${JSON.stringify(result.answers.user)};`,
      ].join('\n'),
    );
    expect(typeErrors([path.join(dir, 'client.ts'), path.join(dir, 'answers.ts')])).toEqual([]);
  });
});
