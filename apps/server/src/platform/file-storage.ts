import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files (resumes, pictures, balance sheets) live. One small interface, two
 * implementations: a local folder (`LocalFileStorage`, here, the default) and an S3-compatible
 * bucket (`S3FileStorage` in storage-s3.ts, when S3_BUCKET is set); storage.ts chooses between
 * them above both. Both pass the same contract tests
 * (storage-contract.test.ts):
 *
 * - `put(key, bytes)` stores the bytes under the key, replacing any earlier content atomically
 *   (a reader sees the old bytes or the new ones, never a mix);
 * - `get(key)` answers a stream of the bytes, or null when nothing is stored under the key;
 * - `delete(key)` removes the key; removing a missing key is not an error.
 *
 * Keys are made by the server (`newStorageKey`), never from an uploaded file's name. A key is a
 * few path-like segments of letters, digits, '-' and '_' separated by '/'; anything else is
 * refused, so a key can never climb out of the storage root.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,4}$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key);
}

function checkKey(key: string) {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh key under a folder of its kind: `resume/2026/Xy...` (random, never guessable). */
export function newStorageKey(kind: string, now: Date = new Date()): string {
  return `${kind}/${now.getUTCFullYear()}/${randomBytes(18).toString('base64url')}`;
}

/**
 * Files in a local folder (by default `${DATA_DIR}/files`, outside the web root: the server
 * only serves them through the API's access checks).
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    checkKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the key pattern already rules out '..' and absolute paths.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write beside the target, then rename: rename within one folder replaces atomically.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(target);
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await unlink(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Reads a whole stream into memory (files here are a few MB at most). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
