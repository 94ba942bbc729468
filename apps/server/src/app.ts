import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { applyForJob, applyForTraining } from '@pp/contract/applications';
import { login, logout } from '@pp/contract/auth';
import { sendOtp, validateOtp } from '@pp/contract/comm';
import { API_BASE, WEB_BASE } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { markAllNotificationsRead, markNotificationRead } from '@pp/contract/notifications';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db, Notifications } from './db/client.ts';
import { registerFeatures } from './features/index.ts';
import { loadReferenceNames } from './features/lookups/lookups.repo.ts';
import { openPostingsIndex } from './features/search/open-postings.ts';
import type { MatchProfile } from './features/search/search.repo.ts';
import { readiness } from './features/system/system.routes.ts';
import { webDistFolder } from './paths.ts';
import type { AppContext } from './platform/context.ts';
import { failure, frameworkErrors, installErrorHandling } from './platform/http.ts';
import { outboxBacklog } from './platform/mailer.repo.ts';
import { MemoryAnswers } from './platform/memory-answers.ts';
import { type CacheName, Metrics } from './platform/metrics.ts';
import { openApiOptions } from './platform/openapi.ts';
import { frameFor, readFrameIndex } from './platform/page-frames.ts';
import { pageRenderFor, renderedPublicPage } from './platform/page-render.ts';
import { PublicCache } from './platform/public-cache.ts';
import { ReferenceNamesCache } from './platform/reference-names.ts';
import { countActiveSessions, type SessionRow } from './platform/session.repo.ts';
import { AUTH_CHANNEL, announcedUser, SessionCache } from './platform/session-cache.ts';
import type { Tracing } from './platform/tracing.ts';
import { isWebRoute, notFoundFile, readWebRoutes } from './platform/web-routes.ts';

export interface AppDeps {
  db: Db;
  /** Database.genericPlans (db/client.ts); `db` when not given. */
  genericPlans?: Db;
  config: Config;
  /** Override the clock (tests). */
  now?: () => Date;
  /** Pino logger options; false in tests. */
  logger?: boolean | object;
  /**
   * The database's announcements (db/client.ts Database.notifications): without them (a tool
   * building the app for a moment) no session is kept in memory.
   */
  notifications?: Notifications;
  /** The database's pools, for the metrics (db/client.ts Database). */
  pools?: Pick<Database, 'poolStats' | 'observe'>;
  /** OpenTelemetry (platform/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing?: Pick<Tracing, 'plugin' | 'logMixin'>;
}

const CSP = [
  "default-src 'self'",
  // react-pdf's layout engine is WebAssembly: compiling it needs 'wasm-unsafe-eval' (not JS eval).
  "script-src 'self' 'wasm-unsafe-eval'",
  // Mantine sets CSS variables through style attributes and one style element.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Query parameters whose values never reach the log (reset links carry `?token=`). */
const SECRET_PARAM = /token|otp|password|secret|key|proof|signature|credential/i;

/** The URL as logged: secret-looking query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...new Set(params.keys())])
    if (SECRET_PARAM.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fields removed from every log line, wherever a careless `log.info({ body })` puts them. */
const REDACT_KEYS = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'otp',
  'proof',
  'testProof',
  'secret',
  'mobile',
]);
const CENSOR = '[redacted]';
/** Log levels at which an `info` line is not written. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * A log object with the values of REDACT_KEYS censored in it and in its plain objects, down to
 * `depth` levels (pino's `password`, `*.password`, `*.*.password`); the caller's objects are never
 * changed (copied where a value is censored). Class instances (a request, an error) are left to
 * their serializers.
 */
export function censoredForLog(value: Record<string, unknown>, depth = 3): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const v = value[key];
    let next = v;
    if (REDACT_KEYS.has(key)) next = CENSOR;
    else if (depth > 1 && isPlainObject(v)) next = censoredForLog(v, depth - 1);
    if (next !== v) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Structured JSON logs (pino): one object per line with level, time, pid, hostname, reqId and
 * msg. Headers are never logged whole; secrets are censored at any of the first levels of depth.
 * The secret fields are censored by `formatters.log`, which runs only for a line that is written:
 * pino's own wildcard paths (`*.password`) also ran over the bindings of every request's child
 * logger, whether it logged or not (about 7 kB of garbage a request: docs/performance.md, tenth round).
 */
export function loggerOptions(config: Config, mixin?: () => Record<string, string>) {
  return {
    level: config.LOG_LEVEL,
    // With tracing: the trace and span of the request a line belongs to (platform/tracing.ts).
    ...(mixin ? { mixin } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: CENSOR,
    },
    formatters: { log: (object: Record<string, unknown>) => censoredForLog(object) },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** Writes that change none of the pages kept in the public cache or the memory answers (see the onSend hook). */
const KEEPS_LIST_PAGES = new Set(
  [
    login,
    logout,
    sendOtp,
    validateOtp,
    applyForJob,
    applyForTraining,
    // Reading one's notifications changes no kept page.
    markNotificationRead,
    markAllNotificationsRead,
  ].map((e) => `${API_BASE}/${e.path}`),
);

/** The Fastify app without listen(): main.ts serves it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === undefined ? loggerOptions(config, deps.tracing?.logMixin) : deps.logger,
    // One line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across processes; behind the proxy its X-Request-Id ties the access log to ours.
    genReqId: () => randomUUID(),
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  // First, so that every route and hook registered after it is traced.
  if (deps.tracing) await app.register(deps.tracing.plugin);
  const now = deps.now ?? (() => new Date());
  // The process metrics (event loop, heap, collections) only where they are scraped: each set
  // watches the process, and the tests build many apps in one.
  const metrics = new Metrics({ processMetrics: config.METRICS_PORT !== undefined });
  const counted = (cache: CacheName) => ({
    onLookup: (outcome: 'hit' | 'miss') => metrics.cacheLookup(cache, outcome),
  });
  const publicCache = new PublicCache({ ttlSeconds: config.PUBLIC_CACHE_SECONDS, now, ...counted('public') });
  const memoryAnswers = new MemoryAnswers({ now, ...counted('answers') });
  const referenceNames = new ReferenceNamesCache({
    now,
    load: loadReferenceNames,
    ...counted('reference_names'),
  });
  const openPostings = openPostingsIndex();
  const sessionCache = new SessionCache<SessionRow>({
    lifetimeSeconds: config.SESSION_CACHE_SECONDS,
    now,
    ...counted('sessions'),
  });
  const matchProfiles = new SessionCache<MatchProfile & { userId: number }, number>({
    lifetimeSeconds: config.SESSION_CACHE_SECONDS,
    now,
    ...counted('match_profiles'),
  });
  // What is kept of a user, forgotten together (an announcement, the process's own writes).
  const userCaches = [sessionCache, matchProfiles];
  const ctx: AppContext = {
    db: deps.db,
    genericPlanConnections: { app: deps.db, generic: deps.genericPlans ?? deps.db },
    config,
    log: app.log,
    now,
    publicCache,
    memoryAnswers,
    referenceNames,
    openPostings,
    sessionCache,
    matchProfiles,
    metrics,
  };
  if (deps.pools) metrics.watchDatabase(deps.pools);
  metrics.watchScrapeReads({
    outbox: () => outboxBacklog(ctx.db),
    activeSessions: () => {
      const at = now();
      return countActiveSessions(ctx.db, at, new Date(at.getTime() - config.SESSION_IDLE_MINUTES * 60_000));
    },
    ready: async () => (await readiness(ctx)).ready,
    now,
  });
  metrics.watchVolumes({ data: config.DATA_DIR, backups: config.BACKUP_DIR });
  if (deps.notifications && config.SESSION_CACHE_SECONDS > 0) {
    const stopListening = await deps.notifications.listen(AUTH_CHANNEL, {
      notify: (payload) => {
        const userId = announcedUser(payload);
        for (const cache of userCaches) {
          if (userId === null) cache.clear();
          else cache.forgetUser(userId);
        }
      },
      connected: (up) => {
        if (!up) app.log.warn('not listening to session changes: sessions are looked up each time');
        for (const cache of userCaches) cache.listening(up);
      },
    });
    app.addHook('onClose', async () => {
      for (const cache of userCaches) cache.listening(false);
      await stopListening();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 6 * 1024 * 1024, files: 1, fields: 20 } });
  // The OpenAPI document, written from the contract's definitions (platform/openapi.ts).
  await app.register(fastifySwagger, openApiOptions());
  // The document is always built (route schemas); the UI page only where asked for (off in production).
  if (config.SWAGGER_UI) await app.register(fastifySwaggerUi, { routePrefix: '/placementapi/docs' });
  // The OpenAPI document itself, for client generators, in every environment.
  app.get('/placementapi/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // In flight from the first hook until the response closes, answered or abandoned.
  app.addHook('onRequest', (_req, reply, done) => {
    // One listener more than the response had: @fastify/static, sending a page's pre-compressed
    // frame, awaits the reply up to ten times (each a 'close' listener until the response ends),
    // and ours made it eleven, a leak warning in the log for every such page. Raised by our one.
    reply.raw.setMaxListeners(reply.raw.getMaxListeners() + 1);
    metrics.requestStarted((ended) => reply.raw.once('close', ended));
    done();
  });
  app.addHook('onResponse', async (req, reply) => {
    // By the route's template (`/placementapi/v1/job/:id`), never the URL: one series per route.
    metrics.requestAnswered(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime);
    // Health probes log at 'warn' (their route's logLevel) so they do not flood the log. Below
    // the level nothing is built (the URL's redaction parses its query).
    if (ABOVE_INFO.has(req.log.level)) return;
    req.log.info(
      {
        method: req.method,
        url: redactUrl(req.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
        ip: req.ip,
      },
      'request completed',
    );
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // A write has been made (its transaction committed before the answer is sent): the kept list
    // pages and whole answers of this process are read afresh, unless it is one of the frequent
    // writes that change no kept page (a sign-in; an application changes only the applicant's own
    // dates, read afresh). Every other write empties both, so a new write endpoint (master data
    // included) cannot forget to.
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !KEEPS_LIST_PAGES.has(req.routeOptions.url ?? '')
    ) {
      publicCache.clear();
      memoryAnswers.clear();
      referenceNames.clear();
    }
    // A write that may have changed a session or an account (a user's own: language, name,
    // password; an admin's: anyone's) acts in this process at once; other processes hear of it
    // from the database (session-cache.ts).
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && req.authUser) {
      for (const cache of userCaches) {
        if (req.authUser.role === 'admin') cache.clear();
        else cache.forgetUser(req.authUser.id);
      }
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // Over TLS (as the trusted proxy reports it): browsers are told to use HTTPS only.
    if (config.TRUST_PROXY && req.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.url.startsWith(API_BASE)) {
      reply.header('Cache-Control', 'no-store');
    } else if (req.url.startsWith('/placementapi/docs')) {
      // Swagger UI brings its own scripts; it may not be put in another site's frame.
      reply.header('Content-Security-Policy', "frame-ancestors 'none'");
      reply.header('X-Frame-Options', 'DENY');
    } else {
      reply.header('Content-Security-Policy', CSP);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });

  await registerFeatures(app, ctx);

  const webDist = config.WEB_DIST ?? webDistFolder;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${WEB_BASE}/`,
      index: ['index.html'],
      wildcard: true,
      // The web build writes .br and .gz beside each file (apps/web/scripts/compress.ts): sent
      // as they are when the browser accepts them (Vary: accept-encoding), no compression at run time.
      preCompressed: true,
      // Hashed file names under assets/ never change: cached for a year. Everything else
      // (index.html, favicon) is revalidated, so a new deployment is picked up at once.
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/', (_req, reply) => reply.redirect(`${WEB_BASE}/`));
  app.get(WEB_BASE, (_req, reply) => reply.redirect(`${WEB_BASE}/`));

  const frames = readFrameIndex(webDist);
  const webRoutes = readWebRoutes(webDist);
  /**
   * A page of the web client: its route table's pages only (any other path is 404 with the
   * not-found page: platform/web-routes.ts); a public page rendered on the server with
   * its content, for a visitor (platform/page-render.ts); a busy page with its frame
   * (platform/page-frames.ts), in the reader's language; else the client's index.html.
   */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '';
    reply.header('Cache-Control', 'no-cache');
    // A path the client's route table does not have is no page: a 404, not the app answering 200
    // and then saying so (a soft 404).
    if (!isWebRoute(webRoutes, url))
      return reply
        .status(404)
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .sendFile(
          notFoundFile({ cookies: req.cookies, acceptLanguage: req.headers['accept-language'] }),
          webDist,
        );
    const render = await pageRenderFor(app, webDist, req);
    const rendered = render && (await renderedPublicPage(ctx, render, req.url.slice(WEB_BASE.length)));
    if (rendered)
      return reply
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(rendered);
    const frame = frameFor(frames, {
      url,
      cookies: req.cookies,
      acceptLanguage: req.headers['accept-language'],
    });
    if (frame)
      return reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie').sendFile(frame, webDist);
    return reply.sendFile('index.html', webDist);
  };
  // The home page, which the static files would otherwise answer with the plain index.html.
  if (hasWeb) app.get(`${WEB_BASE}/`, { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // A missing asset (an old chunk after a deployment) is a 404, never the page: the client's
    // lazy-load error boundary then offers a reload instead of running HTML as a script.
    const isAsset = url.startsWith(`${WEB_BASE}/assets/`);
    if (
      url.startsWith(`${WEB_BASE}/`) &&
      !isAsset &&
      hasWeb &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      // History fallback: the client's router handles the path (and its not-found page).
      return sendPage(req, reply);
    }
    return reply.status(404).send(failure(MSG.pageNotFound));
  });

  return { app, ctx };
}
