import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_PAGE_SIZE,
  unreadNotifications,
} from '@pp/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (page: number) => ['notifications', 'list', page] as const,
};

/** How often the header's bell asks for the unread count while the page is visible. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The unread count of the header's bell: asked again every minute while the page is visible and
 * whenever the window regains the focus. A failure leaves the bell without a count (no toast).
 */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => call(unreadNotifications, {}),
    meta: { silent: true },
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/** One page of the signed-in user's notifications, newest first. Errors are shown in place. */
export function useNotifications(page: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: async () => {
      const result = await call(listNotifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE } });
      client.setQueryData(notificationKeys.unread, { unread: result.unread });
      return result;
    },
    meta: { silent: true },
    staleTime: 0,
  });
}

/** Marks one or every notification read; the bell's count takes the answer, the lists reload. */
function useMarkRead<V>(mark: (vars: V) => Promise<{ unread: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mark,
    onSuccess: async (result) => {
      client.setQueryData(notificationKeys.unread, result);
      await client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}

export function useMarkNotificationRead() {
  return useMarkRead((code: string) => call(markNotificationRead, { params: { code } }));
}

export function useMarkAllNotificationsRead() {
  return useMarkRead(() => call(markAllNotificationsRead, {}));
}
