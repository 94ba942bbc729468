import { randomBytes } from 'node:crypto';
import { API_BASE } from '@pp/contract/endpoint';
import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartBody(
  field: string,
  fileName: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----pp${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs one file to an upload endpoint (path relative to the API base) with a bearer token. */
export async function uploadFile(
  app: FastifyInstance,
  path: string,
  token: string,
  file: { field?: string; name: string; bytes: Buffer; type?: string },
) {
  const body = multipartBody(file.field ?? 'resume', file.name, file.bytes, file.type);
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}/${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { result: { fileName: string; Message: string } | null; error: { Message: string } },
  };
}
