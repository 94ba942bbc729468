import { API_BASE, type EndpointDef, type EndpointParsed, type EndpointResult } from '@pp/contract/endpoint';
import { type Envelope, type ErrorBody, envelope } from '@pp/contract/envelope';
import { messageCode } from '@pp/contract/message-codes';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CacheNote, withCacheNote } from './cache-note.ts';
import { withClientAddress } from './client-address.ts';
import type { AppContext } from './context.ts';
import { isDownload, sendDownload } from './download.ts';
import { ApiError } from './errors.ts';
import { hit, LIMITS } from './rate-limit.ts';
import { type AuthUser, authenticate, tokenFromRequest } from './session.ts';

export interface RequestContext<U> {
  user: U;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  /** Aborted when the client goes away (download endpoints: long streams stop early). */
  signal: AbortSignal;
}

type UserFor<E> = E extends { roles: 'public' } ? AuthUser | null : AuthUser;

export type Handler<E extends EndpointDef> = (
  input: EndpointParsed<E>,
  rc: RequestContext<UserFor<E>>,
) => Promise<E extends { download: true } ? unknown : EndpointResult<E>>;

export const ANTI_FORGERY_HEADER = 'x-requested-with';

/** A call that changes state: with the session cookie it needs the anti-forgery header. */
export function isStateChanging(def: EndpointDef): boolean {
  return def.method !== 'GET' || def.mutating === true;
}

/** Every Excel export is a download whose path names it an export: one limit for all of them. */
export function isExport(def: EndpointDef): boolean {
  return def.download === true && /export/i.test(def.path);
}

/** How a route's answer may be kept (route()'s last argument). */
export interface RouteOptions<E extends EndpointDef> {
  /**
   * For how many seconds this caller's answer may be kept whole (platform/memory-answers.ts) and
   * sent to everyone asking the same path and query; 0 = answered afresh. Only for answers that
   * hold nothing of the caller. Not for downloads.
   */
  keepSeconds?: (input: EndpointParsed<E>, user: UserFor<E>) => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The key of a kept answer: the endpoint and its parsed (so normalised) path and query. */
function keyOf(def: EndpointDef, input: { params: unknown; query: unknown }): string {
  return `${def.method} ${def.path} ${JSON.stringify(input.params)} ${JSON.stringify(input.query)}`;
}

/** The envelope of a success. */
export function ok<T>(result: T) {
  return { result, error: { Message: '' } };
}

/**
 * The envelope of a refusal: the English message as today and, for a client that shows it in
 * another language, the registry code of the message and of each field's message (ours).
 */
export function failure(message: string, fields?: Record<string, string>): Envelope<null> {
  const error: ErrorBody = { Message: message };
  const code = messageCode(message);
  if (code) error.code = code;
  if (fields) {
    error.fields = fields;
    const fieldCodes: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields)) {
      const fieldCode = messageCode(text);
      if (fieldCode) fieldCodes[field] = fieldCode;
    }
    if (Object.keys(fieldCodes).length > 0) error.fieldCodes = fieldCodes;
  }
  return { result: null, error };
}

/**
 * Registers one contract endpoint: schemas and the role guard come from its definition.
 * Every route of the API goes through here.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: E,
  handler: Handler<E>,
  options: RouteOptions<E> = {},
) {
  const isMutating = isStateChanging(def);
  const countsExport = isExport(def);
  const keepSeconds = def.download ? undefined : options.keepSeconds;
  /** The envelope of a success, its result mapped through the contract's schema. */
  const answerOf = async (
    input: EndpointParsed<E>,
    rc: RequestContext<UserFor<E>>,
    log: FastifyBaseLogger,
  ) => {
    // Map through the contract's schema: unknown keys are stripped, so nothing leaks.
    const parsed = (def.result as z.ZodType).safeParse(await handler(input, rc));
    if (!parsed.success) {
      log.error({ path: def.path, issues: parsed.error.issues }, 'response does not match the contract');
      throw new ApiError(500, OUR_MSG.serverError);
    }
    return ok(parsed.data);
  };
  app.route({
    method: def.method,
    url: `${API_BASE}/${def.path}`,
    schema: {
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body && !def.multipart ? { body: def.body } : {}),
      ...(def.download ? {} : { response: { 200: envelope(def.result as z.ZodType) } }),
    },
    // The OpenAPI document (platform/openapi.ts) describes the operation from its definition.
    config: { endpoint: def },
    // Authentication and the role guard run before the body is validated, so an anonymous
    // caller learns nothing about the input rules of a protected endpoint.
    onRequest: async (req) => {
      const found = tokenFromRequest(req);
      const user = found
        ? await authenticate(ctx, found.token, !def.passive, (write) => {
            req.sessionTouched = write;
          })
        : null;
      req.authUser = user;
      if (isMutating && found?.via === 'cookie' && !req.headers[ANTI_FORGERY_HEADER]) {
        throw new ApiError(403, OUR_MSG.forbidden);
      }
      if (def.roles === 'public') return;
      if (!user) throw new ApiError(401, MSG.sessionNotFound);
      if (!def.roles.includes(user.role)) throw new ApiError(403, OUR_MSG.forbidden);
      // An admin's session without a second factor (the admin has none yet) does nothing but set
      // one up: enforced here, for every endpoint, not by the client's redirect.
      if (heldAtSetUp(user) && !def.duringSetUp) throw new ApiError(403, OUR_MSG.secondFactorSetUpFirst);
      if (countsExport) await hit(ctx, LIMITS.export, String(user.id));
    },
    // PostgreSQL text cannot hold NUL: refused here for every endpoint, before any schema or query
    // sees it (found by the fuzz test: a keyword of "\u0000" reached the database as a 500).
    preValidation: async (req) => {
      if (hasNul(req.params) || hasNul(req.query) || (!def.multipart && hasNul(req.body)))
        throw new ApiError(400, OUR_MSG.invalidCharacter);
    },
    // Every audit entry the handler writes carries the client's address (platform/client-address.ts).
    handler: (req, reply) => withClientAddress(req.ip, () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const input = {
      params: req.params ?? {},
      query: req.query ?? {},
      body: def.multipart ? {} : (req.body ?? {}),
    } as EndpointParsed<E>;
    const gone = new AbortController();
    if (def.download) reply.raw.once('close', () => gone.abort());
    const rc = {
      user: req.authUser ?? null,
      req,
      reply,
      ip: req.ip,
      signal: gone.signal,
    } as RequestContext<UserFor<E>>;
    if (def.download) {
      const result = await handler(input, rc);
      await req.sessionTouched;
      // A service's file answer; handlers that sent the reply themselves return it.
      return isDownload(result) ? sendDownload(reply, result) : reply;
    }
    // The caches the handler asks (the public cache, the memory answers) note hit or miss here.
    const note: CacheNote = {};
    const seconds = keepSeconds?.(input, rc.user) ?? 0;
    // The answer is the envelope's JSON text, made from what the contract's schema returned
    // (answerOf): with a JSON content type Fastify sends a string as it is. The route's response
    // schema (the OpenAPI document) is not run a second time over the same answer.
    const answer = await withCacheNote(note, async () =>
      seconds > 0
        ? ctx.memoryAnswers.get(keyOf(def, input), seconds, async () =>
            JSON.stringify(await answerOf(input, rc, req.log)),
          )
        : JSON.stringify(await answerOf(input, rc, req.log)),
    );
    // The session's last-seen write (authenticate), run beside the handler, is in before the answer.
    await req.sessionTouched;
    if (note.outcome) reply.header('X-Cache', note.outcome);
    reply.header('content-type', JSON_TYPE);
    return answer;
  }
}

/**
 * An admin's session in which no second factor was proved: the admin has none (one who has one
 * signs in with it), so the session is held at its set-up.
 */
export function heldAtSetUp(user: Pick<AuthUser, 'role' | 'secondFactorAt'>): boolean {
  return user.role === 'admin' && user.secondFactorAt === null;
}

/** Whether a NUL character appears in any string (or key) of a parsed query, params or JSON body. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  for (const [key, v] of Object.entries(value))
    if (key.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The session's last-seen write, when this request made one (awaited before the answer). */
    sessionTouched?: Promise<void>;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by route()). */
    endpoint?: EndpointDef;
  }
}

/**
 * Errors Fastify raises while routing, before any hook runs (a path parameter over
 * maxParamLength: 414; a path that is not valid percent-encoded UTF-8: 400): the envelope too.
 * Passed as the `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(failure(status === 414 ? OUR_MSG.addressTooLong : OUR_MSG.addressInvalid));
}

/** Socket errors and PostgreSQL's "connection exception" / "operator intervention" classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when an error (or its cause, e.g. inside Drizzle's query error) says the database cannot be
 * reached right now, rather than that the request or the code is wrong: answered 503, and the pool
 * reconnects by itself once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Every failure becomes the envelope with a clear message; never a stack trace. */
export function installErrorHandling(app: FastifyInstance) {
  app.decorateRequest('authUser', null);
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) req.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(failure(error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const path = (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(path in fields)) fields[path] = v.message ?? MSG.required;
      }
      // The user reads the plain message; which field it belongs to is in `fields` (no
      // 'email: ' prefix in error.Message).
      const message = Object.values(fields)[0] ?? OUR_MSG.invalidInput;
      return reply.status(400).send(failure(message, fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? OUR_MSG.requestTooLarge
          : status === 415
            ? OUR_MSG.unsupportedContentType
            : status === 429
              ? OUR_MSG.tooManyRequests
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? OUR_MSG.invalidJson
                : error.message || OUR_MSG.invalidInput;
      return reply.status(status).send(failure(message));
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send(failure(OUR_MSG.serviceUnavailable));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(OUR_MSG.serverError));
  });
}
