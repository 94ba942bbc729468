import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type S3TestServer, startS3TestServer } from '../ops/s3-test-server.ts';
import { type FileStorage, LocalFileStorage, newStorageKey, readAll } from './file-storage.ts';
import { fileStorage, LazyS3Storage } from './storage.ts';
import { S3FileStorage } from './storage-s3.ts';

/**
 * The FileStorage contract, run against every implementation: the local folder and an S3 bucket
 * on a real S3-compatible server (s3rver, started in-process on a free port).
 */
function storageContract(
  name: string,
  make: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(`file storage contract: ${name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await make());
    });
    afterAll(async () => {
      await close?.();
    });

    async function text(key: string) {
      const stream = await storage.get(key);
      return stream ? (await readAll(stream)).toString('utf8') : null;
    }

    it('stores bytes under a key and reads them back exactly', async () => {
      const key = newStorageKey('resume');
      const bytes = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.alloc(300_000, 0xab),
        Buffer.from([0, 255]),
      ]);
      await storage.put(key, bytes);
      const stream = await storage.get(key);
      expect(stream).not.toBeNull();
      expect((await readAll(stream!)).equals(bytes)).toBe(true);
    });

    it('answers null for a key never stored', async () => {
      expect(await storage.get('resume/2026/never-stored')).toBeNull();
    });

    it('replaces the content of a key', async () => {
      const key = newStorageKey('picture');
      await storage.put(key, Buffer.from('old'));
      await storage.put(key, Buffer.from('new content'));
      expect(await text(key)).toBe('new content');
    });

    it('deletes a key, and deleting a missing key is not an error', async () => {
      const key = newStorageKey('balance-sheet');
      await storage.put(key, Buffer.from('x'));
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('keeps keys apart', async () => {
      const a = newStorageKey('resume');
      const b = newStorageKey('resume');
      await storage.put(a, Buffer.from('a'));
      await storage.put(b, Buffer.from('b'));
      await storage.delete(a);
      expect(await text(b)).toBe('b');
    });

    it('stores an empty file', async () => {
      const key = newStorageKey('resume');
      await storage.put(key, new Uint8Array(0));
      expect(await text(key)).toBe('');
    });

    it('refuses keys that could leave the storage root or carry odd characters', async () => {
      for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', 'a/b.pdf', 'a b', '']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

storageContract('local folder', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'pp-storage-contract-'));
  return {
    storage: new LocalFileStorage(path.join(root, 'files')),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

storageContract('S3 (s3rver)', async () => {
  const s3 = await startS3TestServer();
  const storage = new S3FileStorage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  });
  return { storage, close: () => s3.close() };
});

describe('S3 storage by configuration', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer('pp-config');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('is chosen when S3_BUCKET is set, and never shows the secret', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env, S3_SECRET_ACCESS_KEY: 'S3RVER' });
    const storage = fileStorage(config);
    expect(storage).toBeInstanceOf(LazyS3Storage);
    expect(JSON.stringify(storage)).not.toContain('S3RVER');
    const key = newStorageKey('resume');
    await storage.put(key, Buffer.from('through the config'));
    // The SDK is loaded at the first operation, not before.
    const s3Storage = await (storage as LazyS3Storage).loaded();
    expect(s3Storage).toBeInstanceOf(S3FileStorage);
    expect(JSON.stringify(s3Storage)).not.toContain('S3RVER');
    expect((await readAll((await storage.get(key))!)).toString()).toBe('through the config');
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const storage = new S3FileStorage({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    await expect(storage.get('resume/2026/x')).rejects.toThrow();
  });
});
