import { describe, expect, it, type Mock, vi } from 'vitest';
import { checkWebVersion, VERSION_RELOAD_KEY, type VersionCheckDeps } from './version-check.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function deps(
  server: string | Error,
  storage = memoryStorage(),
): VersionCheckDeps & { reload: Mock<() => void> } {
  return {
    fetchServerWebVersion: () => (server instanceof Error ? Promise.reject(server) : Promise.resolve(server)),
    storage,
    reload: vi.fn<() => void>(),
    clientVersion: '1.7',
  };
}

describe('checkWebVersion', () => {
  it('does nothing when the versions match, and clears the reload guard', async () => {
    const storage = memoryStorage({ [VERSION_RELOAD_KEY]: '1.6' });
    const d = deps('1.7', storage);
    expect(await checkWebVersion(d)).toBe('current');
    expect(d.reload).not.toHaveBeenCalled();
    expect(storage.data.has(VERSION_RELOAD_KEY)).toBe(false);
  });

  it('reloads once on a mismatch', async () => {
    const storage = memoryStorage();
    const d = deps('1.8', storage);
    expect(await checkWebVersion(d)).toBe('reloading');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(VERSION_RELOAD_KEY)).toBe('1.8');
  });

  it('does not reload again for the same server version (no reload loop)', async () => {
    const d = deps('1.8', memoryStorage({ [VERSION_RELOAD_KEY]: '1.8' }));
    expect(await checkWebVersion(d)).toBe('stale-after-reload');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads again when the server moved on to a newer version', async () => {
    const d = deps('1.9', memoryStorage({ [VERSION_RELOAD_KEY]: '1.8' }));
    expect(await checkWebVersion(d)).toBe('reloading');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is unavailable', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    const d = deps('1.8', broken as unknown as ReturnType<typeof memoryStorage>);
    expect(await checkWebVersion(d)).toBe('stale-after-reload');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('carries on when the server cannot be reached', async () => {
    const d = deps(new Error('offline'));
    expect(await checkWebVersion(d)).toBe('unavailable');
    expect(d.reload).not.toHaveBeenCalled();
  });
});
