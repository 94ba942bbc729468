import { describe, expect, it } from 'vitest';
import {
  cityNames,
  isCodeIn,
  knownNamesIn,
  nameIn,
  namesIn,
  type ReferenceNames,
  ReferenceNamesCache,
} from './reference-names.ts';

const names: ReferenceNames = {
  master: new Map([
    [
      'skill',
      new Map([
        ['SKM-CG', 'Corporate Governance'],
        ['SKM-SA', 'Secretarial Audit'],
      ]),
    ],
    ['industry', new Map([['IND-MFG', 'Manufacturing']])],
  ]),
  cities: new Map([
    ['IN-MH-PUNE', 'Pune'],
    ['IN-MH-MUMBAI', 'Mumbai'],
  ]),
  states: new Map([['IN-MH', 'Maharashtra']]),
  countries: new Map([['IN', 'India']]),
};

describe('naming codes from memory (the values the SQL look-ups gave)', () => {
  it('names entries in order and keeps an entry that is no code as it was typed', () => {
    expect(namesIn(names, 'skill', ['SKM-SA', 'Board minutes', 'SKM-CG'])).toEqual([
      'Secretarial Audit',
      'Board minutes',
      'Corporate Governance',
    ]);
    expect(namesIn(names, 'role', ['R-CS'])).toEqual(['R-CS']);
    expect(namesIn(names, 'skill', null)).toEqual([]);
  });

  it('names one code, or gives the code back', () => {
    expect(nameIn(names, 'skill', 'SKM-CG')).toBe('Corporate Governance');
    expect(nameIn(names, 'job-type', 'JT-FULL')).toBe('JT-FULL');
  });

  it('leaves unknown cities and industries out and names each once, at its first place', () => {
    expect(cityNames(names, ['IN-MH-MUMBAI', 'IN-XX-GONE', 'IN-MH-PUNE', 'IN-MH-MUMBAI'])).toEqual([
      'Mumbai',
      'Pune',
    ]);
    expect(knownNamesIn(names, 'industry', ['IND-GONE', 'IND-MFG'])).toEqual(['Manufacturing']);
    expect(knownNamesIn(names, 'industry', null)).toEqual([]);
  });

  it('tells a code of a list from a name typed in', () => {
    expect(isCodeIn(names, 'skill', 'SKM-CG')).toBe(true);
    expect(isCodeIn(names, 'skill', 'Corporate Governance')).toBe(false);
    expect(isCodeIn(names, 'role', 'SKM-CG')).toBe(false);
  });
});

describe('ReferenceNamesCache', () => {
  const db = {} as never;

  it('loads once for concurrent callers, again after its lifetime or a clear', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new ReferenceNamesCache({
      now: () => new Date(clock),
      ttlSeconds: 60,
      load: async () => {
        loads++;
        return names;
      },
    });
    const [a, b] = await Promise.all([cache.get(db), cache.get(db)]);
    expect(a).toBe(names);
    expect(b).toBe(names);
    expect(loads).toBe(1);
    clock = 59_999;
    await cache.get(db);
    expect(loads).toBe(1);
    clock = 60_000;
    await cache.get(db);
    expect(loads).toBe(2);
    cache.clear();
    await cache.get(db);
    expect(loads).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = new ReferenceNamesCache({
      now: () => new Date(0),
      load: async () => {
        if (fail) throw new Error('database down');
        return names;
      },
    });
    await expect(cache.get(db)).rejects.toThrow('database down');
    fail = false;
    await expect(cache.get(db)).resolves.toBe(names);
  });
});
