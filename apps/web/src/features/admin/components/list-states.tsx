import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';

export interface ListStatesProps<T> {
  query: UseQueryResult<{ list: T[]; total: number }>;
  /** The loading state's label, e.g. 'Loading government jobs...'. */
  loadingLabel: string;
  /** The error state's title, e.g. 'Could not load the government jobs'. */
  errorTitle: string;
  empty?: ReactNode;
  emptyAction?: ReactNode;
  children: (data: { list: T[]; total: number }) => ReactNode;
}

/** Loading, error, empty or the list itself: the spec's states of every list. */
export function ListStates<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  emptyAction,
  children,
}: ListStatesProps<T>) {
  if (query.isPending && query.fetchStatus !== 'idle') return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState title={errorTitle} query={query} />;
  if (!query.data) return null;
  if (query.data.list.length === 0) return <EmptyState message={empty} action={emptyAction} />;
  return <>{children(query.data)}</>;
}
