import { SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { scrollToTop } from '../../hooks/use-list-params.ts';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { Pager } from '../pager.tsx';
import { ResultsHeader, type SortOption } from './sort-select.tsx';

export interface PagedListProps<T> {
  query: UseQueryResult<{ list: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort?: number;
  sortOptions?: readonly SortOption[];
  onSort?: (sort: number) => void;
  /** Singular and plural, for 'n jobs found'. */
  noun: [string, string];
  loadingLabel?: string;
  emptyMessage?: string;
  emptyDescription?: ReactNode;
  errorTitle?: string;
  itemKey: (item: T) => string;
  /** `index` runs across pages from 1. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Hides the count and sort row. */
  bare?: boolean;
  /** Two tiles a row on wide screens. */
  grid?: boolean;
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
  loadingLabel = 'Loading...',
  emptyMessage,
  emptyDescription,
  errorTitle = 'Could not load the list',
  itemKey,
  renderItem,
  bare,
  grid,
}: PagedListProps<T>) {
  const data = query.data;
  return (
    <Stack gap="md">
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
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : data && data.list.length === 0 ? (
        <EmptyState message={emptyMessage} description={emptyDescription} />
      ) : (
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
        <Pager
          page={page}
          pageSize={pageSize}
          count={data.list.length}
          total={data.total}
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
