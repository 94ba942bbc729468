import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { deleteMyAccount } from '@pp/contract/account-data';
import { unsubscribeAlert } from '@pp/contract/alerts';
import { API_ENDPOINTS, API_FEATURES, apiEndpointOf } from '@pp/contract/api';
import { changePassword, forgotPassword, getChallenge, login, resetPassword } from '@pp/contract/auth';
import { sendOtp, submitGrievance, validateOtp } from '@pp/contract/comm';
import { messageMember, messageStudent, searchMembers, searchStudents } from '@pp/contract/corporates';
import { API_BASE, type EndpointDef } from '@pp/contract/endpoint';
import { envelope } from '@pp/contract/envelope';
import { MSG } from '@pp/contract/messages';
import { downloadPicture, downloadResume, getMemberDetail, getStudentDetail } from '@pp/contract/profiles';
import {
  confirmEmail,
  lookupMember,
  lookupStudent,
  registerCorporate,
  registerMember,
  registerStudent,
} from '@pp/contract/registration';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isExport, isStateChanging } from './http.ts';
import { SESSION_COOKIE } from './session.ts';

/*
 * The OpenAPI document (`GET /placementapi/openapi.json`, Swagger UI at /placementapi/docs) is
 * written from the contract: each operation's operationId is its definition's exported name
 * (`@pp/contract/api`), its summary the definition's `summary`, its tag the contract module, its
 * security and error answers follow from `roles`, `mutating` and its input. `npm run lint:api`
 * lints it with Redocly's recommended rules; `openapi.test.ts` generates a typed client from it.
 */

/**
 * Endpoints that count a rate limit in their route or service (`platform/rate-limit.ts`, the
 * employers' daily profile views of `features/access/`) and so may answer 429; every Excel export
 * counts one too, in `route()`. Ours: the spec names no limits.
 */
const RATE_LIMITED = new Set<EndpointDef>([
  getMemberDetail,
  getStudentDetail,
  downloadResume,
  getChallenge,
  login,
  changePassword,
  forgotPassword,
  resetPassword,
  lookupMember,
  lookupStudent,
  registerMember,
  registerStudent,
  registerCorporate,
  confirmEmail,
  sendOtp,
  validateOtp,
  submitGrievance,
  searchMembers,
  searchStudents,
  messageMember,
  messageStudent,
  unsubscribeAlert,
  deleteMyAccount,
]);

/**
 * Public in the contract (no role guard), yet the service refuses a caller without a session (401)
 * and shows the file only to those who may see the candidate: documented as signed-in calls.
 */
const SESSION_CHECKED_BY_SERVICE = new Set<EndpointDef>([downloadResume, downloadPicture]);

/** Whether a call needs a session: the role guard's, or the service's own check. */
function needsSession(def: EndpointDef): boolean {
  return def.roles !== 'public' || SESSION_CHECKED_BY_SERVICE.has(def);
}

/** The anti-forgery header as documented (`ANTI_FORGERY_HEADER` of http.ts, which Node lower-cases). */
const ANTI_FORGERY = 'X-Requested-With';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a download endpoint sends (the services' Content-Type headers), by what its path names. */
function downloadTypes(def: EndpointDef): string[] {
  if (/export/i.test(def.path)) return [XLSX];
  if (/audio$/.test(def.path)) return ['audio/wav'];
  if (/^picture\//.test(def.path)) return ['image/jpeg', 'image/png'];
  if (/^(resume|corporate\/balance-sheet)\//.test(def.path)) return ['application/pdf'];
  return ['application/zip'];
}

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token that sign-in returns (`result.token`), as `Authorization: Bearer <token>`.',
  },
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie that sign-in sets (the web client uses it).',
  },
  antiForgery: {
    type: 'apiKey',
    in: 'header',
    name: ANTI_FORGERY,
    description:
      'Anti-forgery: any value (the web client sends `XMLHttpRequest`). Required with the session cookie on ' +
      'every state-changing call (POST, PUT, DELETE and GETs such as login-as); not needed with a bearer token.',
  },
} as const;

/** The error answers, shared by every operation: the envelope with `result: null`. */
const ERROR_RESPONSES = {
  BadRequest:
    'Refused: `error.Message` says why. Invalid input (`error.fields` then gives each field its message) ' +
    "or a rule of the portal (e.g. 'No data found to export.').",
  Unauthorized: `No valid session: sign in first (\`${MSG.sessionNotFound}\`).`,
  Forbidden:
    "The caller's role may not do this, or a state-changing call authenticated by the session cookie " +
    `came without the \`${ANTI_FORGERY}\` header.`,
  NotFound: 'What the path or a code in the input names does not exist, or is not the caller’s to see.',
  TooManyRequests: 'Too many attempts from this address or account: try again later.',
} as const;

type ErrorResponse = keyof typeof ERROR_RESPONSES;

const ERROR_ENVELOPE = 'ErrorEnvelope';

/** The envelope of a refusal as JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12). */
function errorEnvelopeSchema() {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(envelope(z.null()), {
    target: 'draft-2020-12',
    io: 'output',
  });
  return schema;
}

/** The role guard, the anti-forgery rule and what the operation is, for its description. */
function describeOperation(def: EndpointDef): string {
  const lines: string[] = [];
  lines.push(
    def.roles !== 'public'
      ? `Roles: ${def.roles.join(', ')}.`
      : needsSession(def)
        ? 'Roles: any signed-in user the service allows (see the summary).'
        : 'Public: no sign-in needed.',
  );
  if (isStateChanging(def))
    lines.push(`State-changing: a call authenticated by the session cookie sends \`${ANTI_FORGERY}\`.`);
  if (def.multipart) lines.push('The body is `multipart/form-data` with one file part (field named above).');
  if (def.download) lines.push('The answer is the file itself; a refusal is the JSON envelope.');
  else
    lines.push(
      'The answer is the envelope `{ result, error: { Message } }`; an empty `Message` means success.',
    );
  return lines.join('\n\n');
}

/** The documentation fields of one contract endpoint's operation. */
function operationFields(def: EndpointDef) {
  const named = apiEndpointOf(def);
  const security: Record<string, string[]>[] = !needsSession(def)
    ? []
    : isStateChanging(def)
      ? [{ bearer: [] }, { cookie: [], antiForgery: [] }]
      : [{ bearer: [] }, { cookie: [] }];
  return {
    ...(named ? { operationId: named.name } : {}),
    ...(def.summary ? { summary: def.summary } : {}),
    tags: [named?.feature ?? def.path.split('/')[0] ?? 'api'],
    description: describeOperation(def),
    security,
  };
}

/** Which error answers an operation can give, from its definition and its documented input. */
function errorsOf(def: EndpointDef, op: Operation): ErrorResponse[] {
  // Every operation may answer 400: route() refuses a NUL character in any query, even one the
  // operation does not read, and services refuse by the portal's rules (nothing to export...).
  const errors: ErrorResponse[] = ['BadRequest'];
  if (needsSession(def)) errors.push('Unauthorized');
  if (def.roles !== 'public' || isStateChanging(def)) errors.push('Forbidden');
  const names = [
    ...(op.parameters ?? []).map((p) => p.name),
    ...Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
  ];
  // A path parameter or a code in the input names a record that may not exist.
  if (def.params || names.some((name) => /code$/i.test(name))) errors.push('NotFound');
  if (RATE_LIMITED.has(def) || isExport(def)) errors.push('TooManyRequests');
  return errors;
}

const STATUS: Record<ErrorResponse, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  TooManyRequests: '429',
};

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> } | { $ref: string }>;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** Adds each operation's error answers, download content and multipart body to the document. */
function completeOperations(document: OpenApiDocument): OpenApiDocument {
  const defs = new Map(API_ENDPOINTS.map((e) => [e.name, e.def]));
  for (const pathItem of Object.values(document.paths ?? {}))
    for (const op of Object.values(pathItem)) {
      const def = op.operationId ? defs.get(op.operationId) : undefined;
      if (!def) continue;
      const responses: NonNullable<Operation['responses']> = {};
      responses['200'] = def.download
        ? {
            description: 'The file.',
            content: Object.fromEntries(
              downloadTypes(def).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          }
        : {
            ...op.responses?.['200'],
            description: 'Done: `result` holds the answer, `error.Message` is empty.',
          };
      for (const error of errorsOf(def, op))
        responses[STATUS[error]] = { $ref: `#/components/responses/${error}` };
      op.responses = responses;
      if (def.multipart)
        op.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', additionalProperties: { type: 'string', format: 'binary' } },
            },
          },
        } as Operation['requestBody'];
    }
  return document;
}

/** The options of @fastify/swagger: the document's frame, and the two steps that fill it. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } };
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Placement portal API',
        version: '1',
        description:
          'The placement portal of the institute: jobs, trainings, candidates and employers. Every JSON ' +
          'answer is the envelope `{ result, error: { Message } }`; an empty `Message` means success, and ' +
          'lists carry `result.list` and `result.total`. Protected calls send the session as a bearer ' +
          `token or the \`${SESSION_COOKIE}\` cookie; with the cookie, every state-changing call also ` +
          `sends the \`${ANTI_FORGERY}\` header.`,
      },
      servers: [{ url: '/', description: 'This server (every path below starts with the API base).' }],
      tags: Object.entries(API_FEATURES).map(([name, { description }]) => ({ name, description })),
      components: {
        securitySchemes: SECURITY_SCHEMES,
        schemas: { [ERROR_ENVELOPE]: errorEnvelopeSchema() },
        responses: Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([name, description]) => [
            name,
            { description, content: errorContent },
          ]),
        ),
      },
    } as FastifyDynamicSwaggerOptions['openapi'],
    // Only the API is documented (not the health probes, the redirects or the client's files).
    transform: (document) => {
      if (!document.url.startsWith(`${API_BASE}/`)) return { schema: { hide: true }, url: document.url };
      const def = document.route.config?.endpoint;
      const schema = def ? { ...document.schema, ...operationFields(def) } : document.schema;
      return jsonSchemaTransform({ ...document, schema });
    },
    transformObject: (document) =>
      completeOperations(
        ('openapiObject' in document ? document.openapiObject : {}) as OpenApiDocument,
      ) as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>,
  };
}
