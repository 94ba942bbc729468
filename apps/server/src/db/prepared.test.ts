import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client.ts';
import { builtOncePerName } from './prepared.ts';

describe('builtOncePerName', () => {
  it('builds each named statement once per database, and apart for each database', () => {
    const statements = builtOncePerName<{ name: string }>();
    const build = vi.fn((name: string) => ({ name }));
    const db = {} as Db;
    const other = {} as Db;
    const first = statements(db, 'candidates_member_1', build);
    expect(statements(db, 'candidates_member_1', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(statements(db, 'candidates_member_2', build)).toEqual({ name: 'candidates_member_2' });
    expect(statements(other, 'candidates_member_1', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
