import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { hasFieldMessages } from './form-errors.ts';
import { notifyError } from './notify.ts';

/**
 * A failed call shows its message and the action stops (spec: error.Message shown to the user),
 * once: a query or mutation marked `silent` shows its error itself, and a mutation marked
 * `fieldErrors` (its form puts `error.fields` beside the fields) gets no toast when the server
 * named fields, since the form already shows those messages.
 */
export function createQueryClient(defaultOptions?: QueryClientConfig['defaultOptions']): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        if (mutation.meta?.fieldErrors && hasFieldMessages(error)) return;
        notifyError(error);
      },
    }),
    defaultOptions,
  });
}

export const queryClient = createQueryClient({
  queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
});

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean; fieldErrors?: boolean };
  }
}
