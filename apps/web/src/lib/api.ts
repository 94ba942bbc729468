import {
  API_BASE,
  buildPath,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
} from '@pp/contract/endpoint';
import type { Envelope } from '@pp/contract/envelope';
import { messageText } from '../i18n/message-text.ts';
import { SHELL_MSG } from './shell-messages.ts';

/**
 * A refused or failed call. `message` is the server's English `error.Message` (the spec's text,
 * for comparisons); `code` and `fieldCodes` say which registered messages they are, so that
 * `errorMessage` and `applyFieldErrors` show them in the reader's language (i18n/message-text.ts).
 */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    readonly code?: string,
    readonly fieldCodes?: Record<string, string>,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/** Called when a protected call finds no session (it ran out, or was ended elsewhere). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export function endpointUrl<E extends EndpointDef>(def: E, input?: EndpointInput<E>): string {
  const i = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return `${API_BASE}/${buildPath(def.path, i.params)}${toQueryString(i.query)}`;
}

async function send<E extends EndpointDef>(
  def: E,
  url: string,
  init: RequestInit,
): Promise<EndpointResult<E>> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiCallError(NETWORK_ERROR, 0);
  }
  let body: Envelope<EndpointResult<E>> | undefined;
  try {
    body = (await res.json()) as Envelope<EndpointResult<E>>;
  } catch {
    throw new ApiCallError(
      res.ok ? NETWORK_ERROR : `The server answered ${res.status}. Please try again.`,
      res.status,
    );
  }
  const message = body?.error?.Message ?? '';
  if (res.status === 401 && def.roles !== 'public') {
    for (const listener of sessionExpiredListeners) listener();
  }
  if (message || !res.ok) {
    const error = body?.error as
      | (Envelope<unknown>['error'] & { code?: string; fieldCodes?: Record<string, string> })
      | undefined;
    throw new ApiCallError(
      message || SHELL_MSG.sessionNotFound,
      res.status,
      error?.fields,
      error?.code,
      error?.fieldCodes,
    );
  }
  return body.result as EndpointResult<E>;
}

/** The one typed way to call the API: input and result types come from the contract. */
export function call<E extends EndpointDef>(def: E, input?: EndpointInput<E>): Promise<EndpointResult<E>> {
  const i = (input ?? {}) as { body?: unknown };
  const hasBody = def.method !== 'GET' && i.body !== undefined;
  return send(def, endpointUrl(def, input), {
    method: def.method,
    ...(hasBody ? { body: JSON.stringify(i.body), headers: { 'Content-Type': 'application/json' } } : {}),
  });
}

/** Multipart upload to an endpoint marked `multipart` (the file goes in `field`). */
export function upload<E extends EndpointDef>(
  def: E,
  file: File,
  field = 'resume',
  input?: EndpointInput<E>,
) {
  const form = new FormData();
  form.append(field, file);
  return send(def, endpointUrl(def, input), { method: def.method, body: form });
}

/** What to tell the user about a failure, in their language. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiCallError) return messageText(error.message, error.code);
  if (error instanceof Error && error.message) return messageText(error.message);
  return messageText(NETWORK_ERROR);
}
