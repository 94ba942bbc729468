import { deflateSync } from 'node:zlib';
import { files } from '../db/schema/files.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';
import { newStorageKey } from '../platform/file-storage.ts';
import { fileStorage } from '../platform/storage.ts';

/**
 * Files of the demo candidates, made at seeding time without a library: a one-page text PDF
 * resume (Helvetica, a standard font every reader has, so nothing is embedded) and a small PNG
 * portrait placeholder. Both pass the upload checks (platform/uploads.ts: checkPdf, detectImage);
 * the seed test asserts it. Each is stored like an upload: bytes under a fresh storage key, a
 * `files` row pointing at them.
 */

export interface ResumeLine {
  text: string;
  /** Font size in points (default 10). */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** PDF string literal: backslash, parentheses escaped; anything outside printable ASCII dropped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF 1.4 of the lines, top to bottom (what does not fit the page is left out). */
export function resumePdf(title: string, lines: ResumeLine[]): Buffer {
  const ops: string[] = ['BT'];
  let y = 800;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size + 4 + (line.gap ?? 0);
    if (y < 40) break;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 50 ${y} Tm (${pdfText(line.text)}) Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Placement portal demo data) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---- PNG ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Soft background colours of the portraits (RGB). */
const BACKGROUNDS: [number, number, number][] = [
  [197, 214, 236],
  [214, 232, 214],
  [240, 222, 200],
  [226, 212, 236],
  [206, 230, 232],
  [238, 214, 214],
];

/**
 * A 96 x 96 portrait placeholder: a head-and-shoulders silhouette on a soft background chosen by
 * `seed` (the same person always gets the same picture).
 */
export function portraitPng(seed: number): Buffer {
  const index = seed % BACKGROUNDS.length;
  let png = portraits.get(index);
  if (!png) {
    png = drawPortrait(BACKGROUNDS[index] ?? [200, 200, 200]);
    portraits.set(index, png);
  }
  return png;
}

/** One PNG per background: people with the same background share the bytes (not the file). */
const portraits = new Map<number, Buffer>();

function drawPortrait([r, g, b]: [number, number, number]): Buffer {
  const size = 96;
  const figure = [Math.round(r * 0.55), Math.round(g * 0.55), Math.round(b * 0.55)];
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const head = (x - 48) ** 2 + (y - 38) ** 2 <= 17 ** 2;
      const shoulders = y >= 62 && ((x - 48) / 34) ** 2 + ((y - 96) / 32) ** 2 <= 1;
      const colour = head || shoulders ? figure : [r, g, b];
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Storing ----

export interface DemoFile {
  ownerId: number;
  kind: 'resume' | 'picture';
  bytes: Buffer;
  originalName: string;
}

/**
 * Stores the files as the profile upload does (fresh storage keys, server-made file names) and
 * records them; returns each one's row id and file name, in the order given.
 */
export async function storeDemoFiles(ctx: AppContext, list: DemoFile[]) {
  if (!list.length) return [];
  const storage = fileStorage(ctx.config);
  const now = ctx.now();
  const rows = list.map((file) => ({
    fileName: `${newCode(24)}.${file.kind === 'resume' ? 'pdf' : 'png'}`,
    ownerId: file.ownerId,
    kind: file.kind,
    storageKey: newStorageKey(file.kind, now),
    originalName: file.originalName,
    mime: file.kind === 'resume' ? 'application/pdf' : 'image/png',
    size: file.bytes.length,
    createdAt: now,
  }));
  await Promise.all(rows.map((row, i) => storage.put(row.storageKey, list[i]!.bytes)));
  const inserted = await ctx.db
    .insert(files)
    .values(rows)
    .returning({ id: files.id, fileName: files.fileName });
  const ids = new Map(inserted.map((row) => [row.fileName, row.id]));
  return rows.map((row) => ({ id: ids.get(row.fileName)!, fileName: row.fileName }));
}
