import path from 'node:path';
import type { Config } from '../config.ts';
import type { AppContext } from './context.ts';
import { type FileStorage, LocalFileStorage, newStorageKey } from './file-storage.ts';
import type { S3FileStorage, S3StorageOptions } from './storage-s3.ts';

/**
 * Which file storage an app uses (file-storage.ts: the interface and the local folder; storage-s3.ts:
 * the bucket), chosen here above both, and the upload-replace sequence every feature shares.
 */

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

/**
 * Replaces a stored file: stores the new bytes under a fresh key of `kind`, then runs `record` in
 * one transaction (it records the file, points its owner at it and answers the storage key of the
 * file it replaced, if any). A failure leaves the previous file in place and removes the new
 * bytes; after the commit the replaced bytes are removed (a leftover is only wasted space).
 */
export async function replaceStoredFile<T>(
  ctx: AppContext,
  kind: string,
  bytes: Uint8Array,
  record: (
    tx: AppContext,
    stored: { storageKey: string; now: Date },
  ) => Promise<{ replacedKey?: string; result: T }>,
): Promise<T> {
  const storage = fileStorage(ctx.config);
  const now = ctx.now();
  const storageKey = newStorageKey(kind, now);
  await storage.put(storageKey, bytes);
  let done: { replacedKey?: string; result: T };
  try {
    done = await ctx.db.transaction((tx) => record({ ...ctx, db: tx }, { storageKey, now }));
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (done.replacedKey) {
    await storage
      .delete(done.replacedKey)
      .catch((err: unknown) => ctx.log.warn({ err, kind }, 'could not delete a replaced file'));
  }
  return done.result;
}
