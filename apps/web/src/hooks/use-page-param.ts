import { useSearchParams } from 'react-router';

/** The list page kept in the URL (`?page=2`), so Back and shared links keep the place. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 && parsed <= 100000 ? parsed : 1;
  const setPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
