import { API_BASE } from '@pp/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../upload.ts';

/** Helpers shared by the security tests: files, multipart bodies, raw requests. */

/** A small well-formed PDF; `head` goes right after the version line, `tail` after %%EOF. */
export function pdf(opts: { head?: string; tail?: Buffer; size?: number } = {}): Buffer {
  const header = `%PDF-1.4\n${opts.head ?? ''}`;
  const body =
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const make = (padding: number) => {
    const before = Buffer.from(`${header}%${'p'.repeat(padding)}\n${body}`, 'latin1');
    const trailer = Buffer.from(
      `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${before.length}\n%%EOF\n`,
      'latin1',
    );
    return Buffer.concat([before, trailer, opts.tail ?? Buffer.alloc(0)]);
  };
  if (opts.size === undefined) return make(0);
  const base = make(0).length;
  let out = make(opts.size - base);
  if (out.length !== opts.size) out = make(opts.size - base - (out.length - opts.size));
  return out;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 7),
  Buffer.from('ffd9', 'hex'),
]);

/** The one multipart builder of the tests (test/upload.ts). */
export const multipart = multipartBody;

export interface RawAnswer {
  status: number;
  json: { result: unknown; error?: { Message?: string } } | null;
  headers: Record<string, unknown>;
  body: string;
}

/** One request through app.inject with a bearer token and the anti-forgery header. */
export async function raw(
  app: FastifyInstance,
  method: string,
  pathAndQuery: string,
  opts: { token?: string; body?: unknown; payload?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method: method as 'GET',
    url: pathAndQuery.startsWith('/') ? pathAndQuery : `${API_BASE}/${pathAndQuery}`,
    headers,
    ...(opts.payload !== undefined
      ? { payload: opts.payload }
      : opts.body !== undefined && method !== 'GET'
        ? { payload: opts.body as object }
        : {}),
  });
  let json: RawAnswer['json'] = null;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

export async function uploadFile(
  app: FastifyInstance,
  path: string,
  token: string,
  file: { field: string; name: string; bytes: Buffer; type?: string },
) {
  const body = multipart(file.field, file.name, file.bytes, file.type);
  return raw(app, 'POST', path, {
    token,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}
