import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { S3FileStorage, S3StorageOptions } from './storage-s3.ts';

/**
 * Where uploaded files (resumes, pictures, balance sheets) live. One small interface, two
 * implementations: a local folder (`LocalFileStorage`, the default) and an S3-compatible bucket
 * (`S3FileStorage` in storage-s3.ts, when S3_BUCKET is set). Both pass the same contract tests
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

/** The S3 settings of a configuration, or null when S3_BUCKET is unset (the local folder). */
export function s3OptionsFrom(config: Config): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The bucket, with the AWS SDK (about 20 MB of memory per process) loaded at the first file
 * operation rather than at start, so that processes storing in a folder never load it. The
 * options live in a private field: they hold the secret key and must not be serialized.
 */
export class LazyS3Storage implements FileStorage {
  readonly #options: S3StorageOptions;
  #storage: Promise<S3FileStorage> | null = null;

  constructor(options: S3StorageOptions) {
    this.#options = options;
  }

  /** The S3 storage behind this one (loads the SDK on first use). */
  loaded(): Promise<S3FileStorage> {
    this.#storage ??= import('./storage-s3.ts').then((m) => new m.S3FileStorage(this.#options));
    return this.#storage;
  }

  async put(key: string, bytes: Uint8Array) {
    return (await this.loaded()).put(key, bytes);
  }

  async get(key: string) {
    return (await this.loaded()).get(key);
  }

  async delete(key: string) {
    return (await this.loaded()).delete(key);
  }
}

const byConfig = new WeakMap<Config, FileStorage>();

/**
 * The storage of an app (one per configuration): the S3 bucket when S3_BUCKET is set, else the
 * folder DATA_DIR/files, unless another was installed. Several server processes share files
 * through the bucket (or one folder mounted by all of them).
 */
export function fileStorage(config: Config): FileStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    const s3 = s3OptionsFrom(config);
    storage = s3 ? new LazyS3Storage(s3) : new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
    byConfig.set(config, storage);
  }
  return storage;
}

/** Installs another storage for an app (a failing one in tests). */
export function useFileStorage(config: Config, storage: FileStorage) {
  byConfig.set(config, storage);
}

/** Reads a whole stream into memory (files here are a few MB at most). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
