import {
  type AlertFrequency,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  type SavedSearchInput,
  type SearchKind,
  unsubscribeAlert,
  updateSavedSearch,
} from '@pp/contract/alerts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useChange } from '../hooks/use-change.ts';
import { call } from '../lib/api.ts';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (kind?: SearchKind) => ['saved-searches', 'list', kind ?? 'all'] as const,
};

/** The signed-in person's saved searches. Errors are shown in place, not as toasts. */
export function useSavedSearches(searchKind?: SearchKind) {
  return useQuery({
    queryKey: savedSearchKeys.list(searchKind),
    queryFn: () => call(listSavedSearches, { query: searchKind ? { searchKind } : {} }),
    meta: { silent: true },
  });
}

export function useCreateSavedSearch() {
  return useChange((body: SavedSearchInput) => call(createSavedSearch, { body }), {
    formSave: true,
    reload: [savedSearchKeys.all],
  });
}

export function useUpdateSavedSearch() {
  return useChange(
    (input: { code: string; frequency?: AlertFrequency; active?: boolean; name?: string }) => {
      const { code, ...body } = input;
      return call(updateSavedSearch, { params: { code }, body });
    },
    { reload: [savedSearchKeys.all] },
  );
}

export function useDeleteSavedSearch() {
  return useChange((code: string) => call(deleteSavedSearch, { params: { code } }), {
    reload: [savedSearchKeys.all],
  });
}

/** The public unsubscribe: its outcome is shown on the page, not as a toast. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => call(unsubscribeAlert, { body: { token } }),
    meta: { silent: true },
  });
}
