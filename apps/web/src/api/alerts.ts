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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { notifySuccess } from '../lib/notify.ts';

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
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchInput) => call(createSavedSearch, { body }),
    meta: { fieldErrors: true },
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; frequency?: AlertFrequency; active?: boolean; name?: string }) => {
      const { code, ...body } = input;
      return call(updateSavedSearch, { params: { code }, body });
    },
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(deleteSavedSearch, { params: { code } }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}

/** The public unsubscribe: its outcome is shown on the page, not as a toast. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => call(unsubscribeAlert, { body: { token } }),
    meta: { silent: true },
  });
}
