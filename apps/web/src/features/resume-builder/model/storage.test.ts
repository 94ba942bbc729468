import { describe, expect, it } from 'vitest';
import { emptyResume } from './resume-schema.ts';
import { loadResume, RESUME_STORAGE_KEY, saveResume } from './storage.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
}

describe('local storage of the resume', () => {
  it('restores what was saved', () => {
    const storage = memoryStorage();
    const data = { ...emptyResume(), name: 'अनन्या राव', photo: 'data:image/png;base64,iVBORw0KGgo=' };
    expect(saveResume(storage, data)).toBe('saved');
    expect(loadResume(storage)).toEqual(data);
  });

  it('has nothing to restore on a first visit', () => {
    expect(loadResume(memoryStorage())).toBeNull();
    expect(loadResume(undefined)).toBeNull();
  });

  it('ignores stored data it cannot read, instead of failing', () => {
    const storage = memoryStorage();
    storage.map.set(RESUME_STORAGE_KEY, '{not json');
    expect(loadResume(storage)).toBeNull();
    storage.map.set(RESUME_STORAGE_KEY, JSON.stringify({ version: 1, data: { gender: 'Robot' } }));
    expect(loadResume(storage)).toBeNull();
    storage.map.set(RESUME_STORAGE_KEY, JSON.stringify({ version: 99, data: {} }));
    expect(loadResume(storage)).toBeNull();
  });

  it("tells when the browser's storage is full, or refused", () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(saveResume(full, emptyResume())).toBe('full');
    const refused = {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(saveResume(refused, emptyResume())).toBe('unavailable');
    expect(saveResume(undefined, emptyResume())).toBe('unavailable');
  });
});
