import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file answer of a download endpoint: the body and its headers. Services return one; `route()`
 * (platform/http.ts) sends it, so no service needs Fastify's reply. A service that streams for a
 * while watches the request's `signal` (aborted when the client goes away) instead.
 */
export interface Download {
  readonly kind: 'download';
  body: Readable | Buffer;
  headers: Record<string, string>;
}

export function download(body: Readable | Buffer, headers: Record<string, string>): Download {
  return { kind: 'download', body, headers };
}

export function isDownload(value: unknown): value is Download {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'download';
}

/** Headers of a file saved by the browser (never shown inline, never sniffed). */
export function attachmentHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

/** Sends a file answer on a reply (route() does it for every download endpoint). */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  for (const [name, value] of Object.entries(file.headers)) reply.header(name, value);
  return reply.send(file.body);
}
