import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams<K extends string> = Record<K, string> & { page: number; sort: number };
export type ListPatch<K extends string> = Partial<Record<K, string | string[] | null>> & {
  page?: number;
  sort?: number;
};

/**
 * A list screen's filters, page and sort, kept in the address (so Back and a shared link return
 * to the same results). Arrays are stored comma-joined. Changing anything but the page goes back
 * to page 1 unless a page is given; changing the sort always does (spec 3 section 4: 'Changing the
 * sort resets to page 1'), even when the patch carries the current page along.
 */
export function useListParams<K extends string>(
  keys: readonly K[],
  defaults: Partial<Record<K, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys and defaults are fixed per screen
  const values = useMemo(() => {
    const out = {} as Record<string, string | number>;
    for (const key of keys) out[key] = params.get(key) ?? defaults[key] ?? '';
    out.page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
    out.sort = sortOf(params);
    return out as ListParams<K>;
  }, [params, keyList]);

  const update = useCallback(
    (patch: ListPatch<K>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, raw] of Object.entries(patch) as [string, unknown][]) {
          if (key === 'page' || key === 'sort') continue;
          const value = Array.isArray(raw) ? raw.join(',') : raw == null ? '' : String(raw);
          if (value) next.set(key, value);
          else next.delete(key);
        }
        const sortChanged = patch.sort !== undefined && patch.sort !== sortOf(previous);
        const page = sortChanged ? 1 : (patch.page ?? 1);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        if (patch.sort !== undefined) {
          if (patch.sort > 1) next.set('sort', String(patch.sort));
          else next.delete('sort');
        }
        return next;
      });
    },
    [setParams],
  );

  return [values, update] as const;
}

/** The sort in the address (1, the first option, when none). */
function sortOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('sort') ?? '1', 10) || 1);
}

/** Comma-joined codes back into a list. */
export function splitCodes(value: string): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/** The screen goes back to the top when the page changes (spec 3 section 4). */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'auto' });
}
