import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * A stand-in for the web build (WEB_DIST) in a temporary folder: each file as given, and beside it
 * its .br as the build writes it (apps/web/scripts/compress.ts). `remove` deletes the folder.
 */
export function makeWebDist(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-web-dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
