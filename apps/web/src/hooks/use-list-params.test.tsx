import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRouterHook } from '../test/render.tsx';
import { scrollToTop, splitCodes, useListParams } from './use-list-params.ts';

const KEYS = ['q', 'city', 'type'] as const;

function listParams(route: string) {
  return renderRouterHook(() => useListParams(KEYS, { type: 'job' }), { route });
}

describe('useListParams (the list kept in the address)', () => {
  it('reads filters, page and sort from the address, with defaults', () => {
    const { result } = listParams('/jobs?q=audit&city=PUN,MUM&page=3&sort=2');
    const [values] = result.current;
    expect(values).toEqual({ q: 'audit', city: 'PUN,MUM', type: 'job', page: 3, sort: 2 });
  });

  it('takes page and sort 1 for missing or broken numbers', () => {
    expect(listParams('/jobs').result.current[0]).toMatchObject({ page: 1, sort: 1, q: '' });
    expect(listParams('/jobs?page=abc&sort=-4').result.current[0]).toMatchObject({ page: 1, sort: 1 });
  });

  it('goes back to page 1 when a filter changes, keeping the other filters and the sort', () => {
    const { result, location } = listParams('/jobs?q=audit&page=3&sort=2');
    act(() => result.current[1]({ city: ['PUN', 'MUM'] }));
    expect(location().pathname).toBe('/jobs');
    const params = new URLSearchParams(location().search);
    expect(params.get('city')).toBe('PUN,MUM');
    expect(params.get('q')).toBe('audit');
    expect(params.get('sort')).toBe('2');
    expect(params.has('page')).toBe(false);
    expect(result.current[0]).toMatchObject({ city: 'PUN,MUM', page: 1, sort: 2 });
  });

  it('goes back to page 1 when the sort changes; sort 1 leaves the address', () => {
    const { result, location } = listParams('/jobs?page=4');
    act(() => result.current[1]({ sort: 3 }));
    expect(location().search).toBe('?sort=3');
    act(() => result.current[1]({ sort: 1 }));
    expect(location().search).toBe('');
  });

  it('pages on without touching the filters', () => {
    const { result, location } = listParams('/jobs?q=audit');
    act(() => result.current[1]({ page: 2 }));
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(result.current[0]).toMatchObject({ q: 'audit', page: 2 });
  });

  it('drops a cleared filter from the address', () => {
    const { result, location } = listParams('/jobs?q=audit&city=PUN');
    act(() => result.current[1]({ q: '', city: null }));
    expect(location().search).toBe('');
  });

  it('keeps each change in the history, so Back returns to the previous results', async () => {
    const { result, location, navigate } = listParams('/jobs?q=audit');
    act(() => result.current[1]({ page: 2 }));
    await navigate(-1);
    expect(location().search).toBe('?q=audit');
    expect(result.current[0].page).toBe(1);
  });
});

describe('splitCodes and scrollToTop', () => {
  it('splits comma-joined codes, ignoring empties', () => {
    expect(splitCodes('')).toEqual([]);
    expect(splitCodes('PUN,,MUM')).toEqual(['PUN', 'MUM']);
  });

  it('scrolls the window to the top', () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    scrollToTop();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
