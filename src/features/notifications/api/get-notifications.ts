// GET /api/v1/notifications: one page of /notificaties, optionally the unread ones only, with the
// unread count; polled like the bell.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useLiveConnected } from '../../../lib/live/live-status';
import { notificationKeys } from '../keys';
import type { AppNotification } from '../types';
import { BELL_POLL_MS, readUnreadCount } from '../unread-meta';

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
  return { notifications, total, unreadCount: readUnreadCount(result.meta) };
}

export function notificationsQueryOptions(api: ApiClient, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getNotifications(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(params: NotificationListParams) {
  const { api } = useAppContext();
  const live = useLiveConnected();
  return useQuery({
    ...notificationsQueryOptions(api, params),
    refetchInterval: live ? false : BELL_POLL_MS,
  });
}
