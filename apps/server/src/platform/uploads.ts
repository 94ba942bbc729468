import { MSG, OUR_MSG } from '@pp/contract/messages';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, badRequest } from './errors.ts';

/**
 * Uploads are untrusted input: one file per request, read with a byte limit, and judged by its
 * content (magic bytes, the `file-type` package and our own structure checks), never by the
 * name or the Content-Type the browser sent.
 */

export interface UploadedFile {
  /** The name the browser sent: for messages and records only, never for storage. */
  originalName: string;
  bytes: Buffer;
}

export interface ReadFileOptions {
  /** The multipart field that must hold the file. */
  field: string;
  maxBytes: number;
  /** Message when the file is larger than `maxBytes`. */
  tooBig: string;
}

const HEAD_BYTES = 1024;
const PDF_TAIL_BYTES = 2048;
/** A ZIP's end record sits within the last 64 KiB + 22 bytes of the file. */
const ZIP_TAIL_BYTES = 65_557;

/**
 * Reads the one file of a multipart request into memory, at most `maxBytes` (a byte more is
 * refused with `tooBig`). Missing file, wrong field or an empty file: 'No file selected.'.
 */
export async function readOneFile(req: FastifyRequest, options: ReadFileOptions): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest(MSG.noFileSelected);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11 } });
  } catch (error) {
    throw multipartFailure(error, options.tooBig);
  }
  if (!part) throw badRequest(MSG.noFileSelected);
  if (part.fieldname !== options.field) {
    part.file.resume();
    throw badRequest(MSG.noFileSelected);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw multipartFailure(error, options.tooBig);
  }
  if (part.file.truncated) throw badRequest(options.tooBig);
  if (bytes.length === 0) throw badRequest(MSG.noFileSelected);
  return { originalName: cleanName(part.filename), bytes };
}

function multipartFailure(error: unknown, tooBig: string): ApiError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(tooBig);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest(OUR_MSG.oneFileAtATime);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(MSG.noFileSelected);
  if (error instanceof ApiError) return error;
  return badRequest(OUR_MSG.invalidInput);
}

/** The browser's file name reduced to something safe to log and store as a label. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120)
    .trim();
}

function startsWith(bytes: Uint8Array, prefix: number[] | string, offset = 0): boolean {
  const wanted = typeof prefix === 'string' ? [...prefix].map((c) => c.charCodeAt(0)) : prefix;
  if (bytes.length < offset + wanted.length) return false;
  return wanted.every((b, i) => bytes[offset + i] === b);
}

/** Markup a browser would sniff as HTML or script when the file is opened inline. */
const HTML_MARKERS = [
  '<html',
  '<script',
  '<!doctype',
  '<body',
  '<head',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
];

function hasHtmlMarkers(head: Buffer): boolean {
  const text = head.toString('latin1').toLowerCase();
  return HTML_MARKERS.some((marker) => text.includes(marker));
}

export type PdfVerdict = 'pdf' | 'not-pdf' | 'damaged';

/**
 * A PDF by content: it starts with a version line `%PDF-1.x` / `%PDF-2.0`, ends (give or take a
 * few bytes of padding) with `startxref <offset> %%EOF`, `file-type` agrees, and it is not a
 * polyglot (no HTML in its head, no ZIP directory at its end).
 */
export async function checkPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (!startsWith(bytes, '%PDF-')) return 'not-pdf';
  const head = bytes.subarray(0, HEAD_BYTES);
  if (!/^%PDF-(1\.[0-7]|2\.0)[ \t]*(\r\n|\r|\n)/.test(head.toString('latin1'))) return 'damaged';
  if (hasHtmlMarkers(head)) return 'not-pdf';
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).toString('latin1');
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail.replace(/\0+$/, ''));
  if (!trailer) return 'damaged';
  if (Number(trailer[1]) >= bytes.length) return 'damaged';
  const zipTail = bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES));
  if (zipTail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) return 'not-pdf';
  const detected = await fileTypeFromBuffer(bytes);
  // Illustrator files are PDFs with extra data; file-type names them 'ai'.
  if (!detected || (detected.ext !== 'pdf' && detected.ext !== 'ai')) return 'not-pdf';
  return 'pdf';
}

export type ImageType = { mime: 'image/jpeg'; ext: 'jpg' } | { mime: 'image/png'; ext: 'png' };

/**
 * The bytes after the image proper (after JPEG's last end-of-image marker, after PNG's IEND
 * chunk), where a polyglot hides its script; the whole file when no end is found.
 */
function trailingBytes(bytes: Buffer, kind: 'jpg' | 'png'): Buffer {
  if (kind === 'jpg') {
    const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return end < 0 ? bytes : bytes.subarray(end + 2);
  }
  const iend = bytes.lastIndexOf(Buffer.from('IEND', 'latin1'));
  return iend < 0 ? bytes : bytes.subarray(iend + 8);
}

/**
 * JPEG or PNG by content (magic bytes and `file-type` agree); null for anything else, and for an
 * image with markup in its head or after its end (a script appended to a picture). The
 * compressed data in between is not scanned: random bytes there spell '<svg' often enough
 * (about one 5 MB photo in a hundred) to refuse real photos, and pictures are only ever served
 * as image/* with nosniff, so markup inside them is never run.
 */
export async function detectImage(bytes: Buffer): Promise<ImageType | null> {
  if (hasHtmlMarkers(bytes.subarray(0, HEAD_BYTES))) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && detected?.mime === 'image/jpeg') {
    return hasHtmlMarkers(trailingBytes(bytes, 'jpg')) ? null : { mime: 'image/jpeg', ext: 'jpg' };
  }
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, 'IHDR', 12) &&
    detected?.mime === 'image/png'
  ) {
    return hasHtmlMarkers(trailingBytes(bytes, 'png')) ? null : { mime: 'image/png', ext: 'png' };
  }
  return null;
}
