import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRouterHook } from '../test/render.tsx';
import { usePageParam } from './use-page-param.ts';

describe('usePageParam (the page kept in the address)', () => {
  it('reads the page from the address', () => {
    expect(renderRouterHook(usePageParam, { route: '/list?page=4' }).result.current[0]).toBe(4);
    expect(renderRouterHook(usePageParam, { route: '/list' }).result.current[0]).toBe(1);
  });

  it.each(['0', '-2', 'abc', '100001'])('takes page 1 for ?page=%s', (page) => {
    expect(renderRouterHook(usePageParam, { route: `/list?page=${page}` }).result.current[0]).toBe(1);
  });

  it('moves to another page keeping the other parameters, and scrolls to the top', () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { result, location } = renderRouterHook(usePageParam, { route: '/list?status=open' });
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(location().pathname).toBe('/list');
    expect(new URLSearchParams(location().search).get('status')).toBe('open');
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves page 1 out of the address', () => {
    const { result, location } = renderRouterHook(usePageParam, { route: '/list?page=3&status=open' });
    act(() => result.current[1](1));
    expect(location().search).toBe('?status=open');
    expect(result.current[0]).toBe(1);
  });

  it('follows Back to the page before', async () => {
    const { result, navigate } = renderRouterHook(usePageParam, { route: '/list' });
    act(() => result.current[1](2));
    act(() => result.current[1](3));
    await navigate(-1);
    expect(result.current[0]).toBe(2);
  });
});
