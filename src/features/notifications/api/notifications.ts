// Notifications on the wire (docs/matching-api.md): the unread count for the header's bell, the
// list for /notificaties, marking one (un)read and marking all read.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { notificationKeys } from '../keys';
import type { AppNotification } from '../types';

const BELL_POLL_MS = 30_000;

function unreadOf(meta: Record<string, unknown>): number {
  return typeof meta.unreadCount === 'number' ? meta.unreadCount : 0;
}

/** The bell: the smallest page, for its meta; polled while the tab is visible and on focus. */
export function useUnreadNotificationCount() {
  const { api } = useAppContext();
  return useQuery({
    queryKey: notificationKeys.unread(api.context().tenant),
    queryFn: async ({ signal }) => {
      const result = await api.get('/notifications', { query: { 'page[size]': 1 }, signal });
      return unreadOf(result.meta);
    },
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

export interface NotificationListParams {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

export async function getNotifications(
  api: ApiClient,
  params: NotificationListParams,
  signal?: AbortSignal,
) {
  const result = await api.get<AppNotification[]>('/notifications', {
    query: {
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[unread]': params.unreadOnly ? 'true' : undefined,
    },
    signal,
  });
  const notifications = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : notifications.length;
  return { notifications, total, unreadCount: unreadOf(result.meta) };
}

export function useNotifications(params: NotificationListParams) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: notificationKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getNotifications(api, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BELL_POLL_MS,
  });
}

export function useMarkNotification() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.patch(`/notifications/${encodeURIComponent(id)}`, {
        data: { type: 'notifications', id, attributes: { read } },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.all(api.context().tenant) }),
  });
}

export function useMarkAllNotificationsRead() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notifications/read_all'),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.all(api.context().tenant) }),
  });
}
