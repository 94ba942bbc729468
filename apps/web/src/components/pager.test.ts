import { describe, expect, it } from 'vitest';
import { hasNextPage } from './pager.tsx';

describe('hasNextPage (spec 2 section 4 Paging)', () => {
  it('offers Next only when a full page came back', () => {
    expect(hasNextPage({ page: 1, pageSize: 10, count: 10 })).toBe(true);
    expect(hasNextPage({ page: 1, pageSize: 10, count: 9 })).toBe(false);
    expect(hasNextPage({ page: 3, pageSize: 10, count: 0 })).toBe(false);
  });

  it('stops at the last page when the total is known', () => {
    expect(hasNextPage({ page: 2, pageSize: 10, count: 10, total: 20 })).toBe(false);
    expect(hasNextPage({ page: 2, pageSize: 10, count: 10, total: 21 })).toBe(true);
  });
});
