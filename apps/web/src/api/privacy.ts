import {
  type ConsentPurpose,
  changeMyConsent,
  fileGrievance,
  getGrievanceContact,
  listAllGrievances,
  listMyConsents,
  listMyGrievances,
  replyToGrievance,
} from '@pp/contract/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '../hooks/use-change.ts';
import { call } from '../lib/api.ts';

export const privacyKeys = {
  consents: ['privacy', 'consents'] as const,
  contact: ['privacy', 'contact'] as const,
  grievances: ['privacy', 'grievances'] as const,
  allGrievances: (page: number, status?: string) =>
    ['privacy', 'all-grievances', page, status ?? ''] as const,
};

/** The signed-in person's consents, one per purpose. Errors are shown in place. */
export function useMyConsents(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: privacyKeys.consents,
    queryFn: () => call(listMyConsents, {}),
    meta: { silent: true },
    enabled: options.enabled ?? true,
  });
}

/** Gives or withdraws one purpose; the answer is the new list, put straight into the query. */
export function useChangeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { purpose: ConsentPurpose; give: boolean; channel?: 'consents-page' | 'renewal' }) =>
      call(changeMyConsent, { body }),
    onSuccess: (result) => client.setQueryData(privacyKeys.consents, result),
  });
}

export function useGrievanceContact() {
  return useQuery({
    queryKey: privacyKeys.contact,
    queryFn: () => call(getGrievanceContact, {}),
    meta: { silent: true },
    staleTime: 60 * 60_000,
  });
}

export function useMyGrievances() {
  return useQuery({
    queryKey: privacyKeys.grievances,
    queryFn: () => call(listMyGrievances, {}),
    meta: { silent: true },
  });
}

export function useFileGrievance() {
  return useChange((message: string) => call(fileGrievance, { body: { message } }), {
    formSave: true,
    reload: [privacyKeys.grievances],
  });
}

export function useAllGrievances(page: number, status?: 'open' | 'answered') {
  return useQuery({
    queryKey: privacyKeys.allGrievances(page, status),
    queryFn: () => call(listAllGrievances, { query: { page, status } }),
    meta: { silent: true },
  });
}

export function useReplyToGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reference: string; reply: string }) =>
      call(replyToGrievance, { params: { reference: input.reference }, body: { reply: input.reply } }),
    meta: { fieldErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['privacy', 'all-grievances'] }),
  });
}
