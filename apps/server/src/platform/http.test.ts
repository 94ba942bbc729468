import { type EndpointDef, endpoint, ROLES } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../test/harness.ts';
import { signedInUser } from '../test/sign-in.ts';
import { badRequest } from './errors.ts';
import { route } from './http.ts';

// Endpoints that exist only in this test, one per role, to prove the guard for every role.
const onlyFor = Object.fromEntries(
  ROLES.map((role) => [
    role,
    endpoint({
      method: 'GET',
      path: `test/only-${role}`,
      result: z.object({ role: z.string() }),
      roles: [role],
    }),
  ]),
) as unknown as Record<
  (typeof ROLES)[number],
  EndpointDef<'GET', undefined, undefined, undefined, z.ZodObject<{ role: z.ZodString }>>
>;

const leaky = endpoint({
  method: 'GET',
  path: 'test/leaky',
  result: z.object({ name: z.string() }),
  roles: 'public',
});
const failing = endpoint({ method: 'GET', path: 'test/failing', result: z.object({}), roles: 'public' });
const refusing = endpoint({ method: 'GET', path: 'test/refusing', result: z.object({}), roles: 'public' });
const echo = endpoint({
  method: 'POST',
  path: 'test/echo',
  body: z.object({ n: z.number().int().max(5), s: z.string().min(1, MSG.required) }),
  result: z.object({ n: z.number() }),
  roles: 'public',
});

let t: TestApp;
appForTests(async () => (t = await createTestApp()));

/** A second app on the same database, with the test-only routes (routes are added before ready()). */
async function appWithTestRoutes() {
  const { buildApp } = await import('../app.ts');
  const { app, ctx } = await buildApp({ db: t.ctx.db, config: t.ctx.config, logger: false, now: t.ctx.now });
  for (const role of ROLES) {
    route(app, ctx, onlyFor[role], async (_i, { user }) => ({ role: user!.role }));
  }
  route(app, ctx, leaky, async () => ({ name: 'x', passwordHash: 'secret' }) as { name: string });
  route(app, ctx, failing, async () => {
    throw new Error('database exploded at 10.0.0.5');
  });
  route(app, ctx, refusing, async () => {
    throw badRequest('Nope, clearly.');
  });
  route(app, ctx, echo, async ({ body }) => ({ n: body.n }));
  await app.ready();
  return app;
}

describe('role guard from the endpoint definition', () => {
  it.each(ROLES)('lets a %s in only where the definition allows it', async (role) => {
    const app = await appWithTestRoutes();
    const { token } = await signedInUser(t, role);
    for (const other of ROLES) {
      const res = await call(app, onlyFor[other], {}, { token });
      if (other === role) {
        expect(res.status).toBe(200);
        expect(res.body.result).toEqual({ role });
      } else {
        expectRefused(res, 403, OUR_MSG.forbidden);
      }
    }
    const anonymous = await call(app, onlyFor[role], {});
    expectRefused(anonymous, 401, MSG.sessionNotFound);
    await app.close();
  });
});

describe('envelope and errors', () => {
  it('strips fields that are not in the contract from a result', async () => {
    const app = await appWithTestRoutes();
    const res = await call(app, leaky, {});
    expect(res.body).toEqual({ result: { name: 'x' }, error: { Message: '' } });
    expect(res.res.body).not.toContain('secret');
    await app.close();
  });

  it('turns an unexpected failure into a 500 with a generic message', async () => {
    const app = await appWithTestRoutes();
    const res = await call(app, failing, {});
    expectRefused(res, 500, OUR_MSG.serverError);
    expect(res.res.body).not.toContain('10.0.0.5');
    const refused = await call(app, refusing, {});
    expect(refused.status).toBe(400);
    // A text not in the contract's registry goes out without a code.
    expect(refused.body).toEqual({ result: null, error: { Message: 'Nope, clearly.' } });
    await app.close();
  });

  it('refuses invalid input with field messages and bad JSON with a 400', async () => {
    const app = await appWithTestRoutes();
    const res = await call(app, echo, { body: { n: 9, s: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ n: expect.any(String), s: MSG.required });
    // The message shown to the user is the first field's message itself, with no field name.
    expect(res.body.error.Message).toBe(res.body.error.fields?.n);
    const one = await call(app, echo, { body: { n: 1, s: '' } });
    expect(one.body.error).toEqual({
      Message: MSG.required,
      code: 'MSG.required',
      fields: { s: MSG.required },
      fieldCodes: { s: 'MSG.required' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/placementapi/v1/test/echo',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'x' },
      payload: '{"n":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.Message).toBe('The request body is not valid JSON.');
    await app.close();
  });

  it('refuses a NUL character anywhere in the query, body or its keys with a 400 (PostgreSQL cannot store it)', async () => {
    const app = await appWithTestRoutes();
    for (const body of [
      { n: 1, s: 'a\u0000b' },
      { n: 1, s: 'ok', 'k\u0000': 'x' },
      { n: 1, s: 'ok', deep: [{ x: ['\u0000'] }] },
    ]) {
      const res = await call(app, echo, { body: body as { n: number; s: string } });
      expectRefused(res, 400, OUR_MSG.invalidCharacter);
    }
    const query = await app.inject({ method: 'GET', url: '/placementapi/v1/test/leaky?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.Message).toBe(OUR_MSG.invalidCharacter);
    // The keyword that reached PostgreSQL before (fuzz test): a 400 now, not a 500.
    const admin = await signedInUser(t, 'admin');
    const search = await t.app.inject({
      method: 'GET',
      url: '/placementapi/v1/corporate/admin-search?keyword=%00',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(search.statusCode).toBe(400);
    expect((await call(app, echo, { body: { n: 1, s: 'fine' } })).status).toBe(200);
    await app.close();
  });

  it('answers unknown API paths with a 404 envelope and redirects / to the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/placementapi/v1/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      result: null,
      error: { Message: MSG.pageNotFound, code: 'MSG.pageNotFound' },
    });
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/PlacementApp/');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/placementapi/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/placementapi/v1/auth/login');
  });
});
