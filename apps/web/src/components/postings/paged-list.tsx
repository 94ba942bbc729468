import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useKeepFocus } from '../../hooks/keep-focus.ts';
import { scrollToTop } from '../../hooks/use-list-params.ts';
import { useHydrating } from '../../lib/hydration.ts';
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
  // The tiles are drawn from a deferred copy of the list: a query's answer arrives as a store
  // update, which React renders at once and in one piece, so ten tiles with their buttons were a
  // long task at a phone's speed (docs/performance.md). The update now renders the frame of the
  // list, and the tiles follow in a render that React can interrupt. A list mounted with its
  // answer already there (held back for the section above it) starts from `null` likewise, except
  // in a page the server renders, and while it is hydrated: there the tiles are in the HTML.
  const hydrating = useHydrating();
  const list = useDeferredValue(data?.list, hydrating ? data?.list : null);
  const tilesOnTheirWay = data !== undefined && !list;
  const summaryRef = useRef<HTMLDivElement>(null);
  // A tile's button removed or disabled by a reload: the focus goes to the count (hooks/keep-focus.ts).
  const listRef = useRef<HTMLDivElement>(null);
  useKeepFocus(listRef, summaryRef);
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
    <Stack gap="md" ref={listRef}>
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
      {query.isPending || tilesOnTheirWay ? (
        <LoadingState label={loadingLabel ?? t`Loading...`} />
      ) : query.isError ? (
        <ErrorState title={errorTitle ?? t`Could not load the list`} query={query} />
      ) : data && data.list.length === 0 ? null : (
        <Tiles
          list={list ?? []}
          first={(page - 1) * pageSize + 1}
          grid={grid}
          itemKey={itemKey}
          renderItem={renderItem}
        />
      )}
      {data && (data.list.length > 0 || page > 1) && (
        <ListPager
          data={data}
          page={page}
          pageSize={pageSize}
          onChange={(next) => {
            onPage(next);
            scrollToTop();
            // A new page is read from its top: the focus goes to its count, announced, with the view.
            summaryRef.current?.focus({ preventScroll: true });
          }}
          disabled={query.isFetching}
        />
      )}
    </Stack>
  );
}

interface TilesProps<T> {
  list: T[];
  /** The running number of the first tile. */
  first: number;
  grid?: boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

function TilesOf<T>({ list, first, grid, itemKey, renderItem }: TilesProps<T>) {
  return (
    <SimpleGrid
      cols={grid ? { base: 1, md: 2 } : 1}
      spacing="md"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {list.map((item, i) => (
        <li key={itemKey(item)} style={{ minWidth: 0 }}>
          {renderItem(item, first + i)}
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * The tiles render again only for another list (or numbering or layout): the callers' item
 * functions are new closures on every render but draw the same tiles for the same items, and a
 * tile's own state (an Apply button's) renders it by itself.
 */
const Tiles = memo(
  TilesOf,
  (before, after) => before.list === after.list && before.first === after.first && before.grid === after.grid,
) as typeof TilesOf;
