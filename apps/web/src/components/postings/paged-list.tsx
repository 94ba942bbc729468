import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { scrollToTop } from '../../hooks/use-list-params.ts';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { ListPager } from '../pager.tsx';
import { ResultsHeader, type SortOption } from './sort-select.tsx';

export interface PagedListProps<T> {
  query: UseQueryResult<{ list: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort?: number;
  sortOptions?: readonly SortOption[];
  onSort?: (sort: number) => void;
  /** Singular and plural in the reader's language, for 'n jobs found'. */
  noun: [string, string];
  /** @default 'Loading...' */
  loadingLabel?: string;
  emptyMessage?: string;
  emptyDescription?: ReactNode;
  /** What to do next when the list is empty (a link to search, for example). */
  emptyAction?: ReactNode;
  /** @default 'Could not load the list' */
  errorTitle?: string;
  itemKey: (item: T) => string;
  /** `index` runs across pages from 1. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Hides the count and sort row. */
  bare?: boolean;
  /** Two tiles a row on wide screens. */
  grid?: boolean;
  /**
   * Changes with each search the user asks for (e.g. a counter): once its answer is shown, the
   * focus moves to the result ('n jobs found' or the empty message), so a keyboard or screen reader
   * user lands on it (WCAG 2.4.3).
   */
  searchKey?: number;
}

/**
 * A paged list of tiles: loading, then the count with the sort control, the tiles and the pager,
 * or the empty text. A page change shows loading and scrolls to the top; a sort change goes back
 * to page 1 (the caller's onSort does).
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  sort,
  sortOptions,
  onSort,
  noun,
  loadingLabel,
  emptyMessage,
  emptyDescription,
  emptyAction,
  errorTitle,
  itemKey,
  renderItem,
  bare,
  grid,
  searchKey,
}: PagedListProps<T>) {
  const { t } = useLingui();
  const data = query.data;
  const summaryRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (searchKey) pendingFocus.current = searchKey;
  }, [searchKey]);
  useEffect(() => {
    if (pendingFocus.current && !query.isFetching && (data || query.isError)) {
      pendingFocus.current = undefined;
      summaryRef.current?.focus();
    }
  });
  return (
    <Stack gap="md">
      <div ref={summaryRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
        {!bare && data?.total !== 0 && (
          <ResultsHeader
            total={data ? data.total : null}
            noun={noun}
            sort={sort}
            options={sortOptions}
            onSort={onSort}
            disabled={query.isFetching}
          />
        )}
        {data && data.list.length === 0 && (
          <EmptyState message={emptyMessage} description={emptyDescription} action={emptyAction} />
        )}
      </div>
      {query.isPending ? (
        <LoadingState label={loadingLabel ?? t`Loading...`} />
      ) : query.isError ? (
        <ErrorState title={errorTitle ?? t`Could not load the list`} query={query} />
      ) : data && data.list.length === 0 ? null : (
        <SimpleGrid
          cols={grid ? { base: 1, md: 2 } : 1}
          spacing="md"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data?.list.map((item, i) => (
            <li key={itemKey(item)} style={{ minWidth: 0 }}>
              {renderItem(item, (page - 1) * pageSize + i + 1)}
            </li>
          ))}
        </SimpleGrid>
      )}
      {data && (data.list.length > 0 || page > 1) && (
        <ListPager
          data={data}
          page={page}
          pageSize={pageSize}
          onChange={(next) => {
            onPage(next);
            scrollToTop();
          }}
          disabled={query.isFetching}
        />
      )}
    </Stack>
  );
}
