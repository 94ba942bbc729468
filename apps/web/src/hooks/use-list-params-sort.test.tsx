import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRouterHook } from '../test/render.tsx';
import { useListParams } from './use-list-params.ts';

const KEYS = ['q'] as const;

describe('useListParams: a new sort starts at page 1 (spec 3 section 4)', () => {
  it('goes back to page 1 even when the change carries the current page along', () => {
    const { result, location } = renderRouterHook(() => useListParams(KEYS), {
      route: '/jobs?q=audit&page=4&sort=2',
    });
    // What a list screen's sort control does: the current values (page 4 among them) and the new sort.
    act(() => result.current[1]({ ...result.current[0], sort: 3 }));
    const params = new URLSearchParams(location().search);
    expect(params.get('sort')).toBe('3');
    expect(params.get('q')).toBe('audit');
    expect(params.has('page')).toBe(false);
    expect(result.current[0]).toMatchObject({ page: 1, sort: 3, q: 'audit' });
  });

  it('keeps the page asked for when the sort stays the same', () => {
    const { result, location } = renderRouterHook(() => useListParams(KEYS), {
      route: '/jobs?page=4&sort=2',
    });
    act(() => result.current[1]({ ...result.current[0], page: 5, sort: 2 }));
    expect(new URLSearchParams(location().search).get('page')).toBe('5');
    expect(result.current[0]).toMatchObject({ page: 5, sort: 2 });
  });
});
