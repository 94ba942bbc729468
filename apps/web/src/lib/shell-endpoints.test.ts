import { setLanguage } from '@pp/contract/account';
import { me, version } from '@pp/contract/auth';
import { describe, expect, it } from 'vitest';
import { ME, SET_LANGUAGE, VERSION } from './shell-endpoints.ts';

describe('shell endpoints', () => {
  it('match the contract (method, path, roles)', () => {
    for (const [light, def] of [
      [ME, me],
      [VERSION, version],
      [SET_LANGUAGE, setLanguage],
    ] as const) {
      expect({ method: light.method, path: light.path, roles: light.roles }).toEqual({
        method: def.method,
        path: def.path,
        roles: def.roles,
      });
      // Nothing else of the definition is used by `call` for these endpoints.
      expect(def.multipart ?? false).toBe(false);
      expect(def.mutating ?? false).toBe(false);
      expect(def.download ?? false).toBe(false);
    }
  });
});
