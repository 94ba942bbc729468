import {
  type AnnouncementInput,
  deleteAnnouncement,
  listAnnouncements,
  saveAnnouncement,
} from '@pp/contract/announcements';
import { OUR_MSG } from '@pp/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { notifySuccess } from '../lib/notify.ts';

export const announcementKeys = {
  all: ['announcements'] as const,
  page: (page: number, limit: number) => ['announcements', 'list', page, limit] as const,
};

/** One page of announcements, newest first. Errors are shown in place (ErrorState), not as toasts. */
export function useAnnouncements(page: number, limit: number) {
  return useQuery({
    queryKey: announcementKeys.page(page, limit),
    queryFn: () => call(listAnnouncements, { query: { page, limit } }),
    meta: { silent: true },
  });
}

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementInput) => call(saveAnnouncement, { body }),
    meta: { fieldErrors: true },
    onSuccess: async (result) => {
      notifySuccess(result.Message || OUR_MSG.announcementSaved);
      await client.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(deleteAnnouncement, { params: { code } }),
    onSuccess: async (result) => {
      notifySuccess(result.Message || OUR_MSG.announcementDeleted);
      await client.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
}
