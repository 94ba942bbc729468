import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isValidStorageKey, LocalFileStorage, newStorageKey, readAll } from './file-storage.ts';
import { fileStorage, useFileStorage } from './storage.ts';

let root: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pp-storage-'));
  storage = new LocalFileStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function text(key: string) {
  const stream = await storage.get(key);
  return stream ? (await readAll(stream)).toString('utf8') : null;
}

describe('local file storage', () => {
  it('stores, reads back and deletes bytes under a key', async () => {
    const key = newStorageKey('resume');
    await storage.put(key, Buffer.from('first'));
    expect(await text(key)).toBe('first');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.get('resume/2026/never-stored')).toBeNull();
  });

  it('replaces the content atomically and leaves no temporary files behind', async () => {
    const key = 'picture/2026/replace-me';
    await storage.put(key, Buffer.from('old'));
    await storage.put(key, Buffer.from('new content'));
    expect(await text(key)).toBe('new content');
    const names = await readdir(path.join(root, 'files', 'picture', '2026'));
    expect(names).toEqual(['replace-me']);
  });

  it('keeps files private to the server user', async () => {
    const key = 'resume/2026/private';
    await storage.put(key, Buffer.from('x'));
    const info = await stat(path.join(root, 'files', key));
    expect(info.mode & 0o077).toBe(0);
  });

  it('refuses keys that could leave the storage folder or carry odd characters', async () => {
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', 'a/b.pdf', 'a b', '', 'a\\b', '.']) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('makes random keys under a folder per kind and year', () => {
    const a = newStorageKey('resume', new Date('2026-03-01T00:00:00Z'));
    const b = newStorageKey('resume', new Date('2026-03-01T00:00:00Z'));
    expect(a).toMatch(/^resume\/2026\/[A-Za-z0-9_-]{24}$/);
    expect(a).not.toBe(b);
    expect(isValidStorageKey(a)).toBe(true);
  });
});

describe('storage per app', () => {
  it('defaults to DATA_DIR/files and can be replaced', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: root });
    const local = fileStorage(config);
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect((local as LocalFileStorage).root).toBe(path.join(root, 'files'));
    expect(fileStorage(config)).toBe(local);
    const other = new LocalFileStorage(path.join(root, 'other'));
    useFileStorage(config, other);
    expect(fileStorage(config)).toBe(other);
  });
});
