import type { z } from 'zod';

/** The four kinds of signed-in user. */
export const ROLES = ['admin', 'corporate', 'member', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call an endpoint: anyone, or the listed roles. */
export type Access = 'public' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AnySchema = z.ZodType;

/**
 * One endpoint of the API, defined once and used by the server (registration, validation,
 * role guard, OpenAPI) and by the web client (typed calls).
 * `path` is relative to /placementapi/v1/ and uses `:name` for path parameters.
 */
export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
  A extends Access = Access,
> {
  method: M;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  result: R;
  roles: A;
  /** Multipart upload: the body is not JSON; the handler reads the file parts itself. */
  multipart?: boolean;
  /** A GET that changes state (e.g. login-as): needs the anti-forgery header like a POST. */
  mutating?: boolean;
  /** The answer is a file download rather than the JSON envelope. */
  download?: boolean;
  /**
   * A background poll (the bell's unread count): not the user's own activity, so it never keeps
   * a session from its idle timeout.
   */
  passive?: boolean;
  /**
   * Open to an admin whose session is held at the second factor's set-up (an admin without one
   * signs in to set it up and can do nothing else until it is on): who am I, sign out, the set-up.
   */
  duringSetUp?: boolean;
  summary?: string;
}

export function endpoint<
  M extends HttpMethod,
  R extends AnySchema,
  A extends Access,
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
>(def: EndpointDef<M, P, Q, B, R, A>): EndpointDef<M, P, Q, B, R, A> {
  return def;
}

type InputPart<S, K extends string> = S extends AnySchema
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What a caller passes: `{ params, query, body }`, each present only when the endpoint has it. */
export type EndpointInput<E> =
  E extends EndpointDef<HttpMethod, infer P, infer Q, infer B, AnySchema, Access>
    ? InputPart<P, 'params'> & InputPart<Q, 'query'> & InputPart<B, 'body'>
    : never;

/** What the handler receives after validation. */
export type EndpointParsed<E> =
  E extends EndpointDef<HttpMethod, infer P, infer Q, infer B, AnySchema, Access>
    ? {
        params: P extends AnySchema ? z.output<P> : Record<string, never>;
        query: Q extends AnySchema ? z.output<Q> : Record<string, never>;
        body: B extends AnySchema ? z.output<B> : Record<string, never>;
      }
    : never;

export type EndpointResult<E> =
  E extends EndpointDef<
    HttpMethod,
    AnySchema | undefined,
    AnySchema | undefined,
    AnySchema | undefined,
    infer R,
    Access
  >
    ? z.output<R>
    : never;

/** Fills `:name` path parameters. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const API_BASE = '/placementapi/v1';
export const WEB_BASE = '/PlacementApp';
