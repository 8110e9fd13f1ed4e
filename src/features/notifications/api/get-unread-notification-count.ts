// The header's bell: GET /api/v1/notifications with the smallest page, for its meta's unread
// count; refreshed by the live stream, else polled while the tab is visible; and on focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useLiveConnected } from '../../../lib/live/live-status';
import { notificationKeys } from '../keys';
import { BELL_POLL_MS, readUnreadCount } from '../unread-meta';

export async function getUnreadNotificationCount(api: ApiClient, signal?: AbortSignal) {
  const result = await api.get('/notifications', { query: { 'page[size]': 1 }, signal });
  return readUnreadCount(result.meta);
}

export function unreadNotificationCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.unread(api.context().tenant),
    queryFn: ({ signal }) => getUnreadNotificationCount(api, signal),
  });
}

export function useUnreadNotificationCount() {
  const { api } = useAppContext();
  const live = useLiveConnected();
  return useQuery({
    ...unreadNotificationCountQueryOptions(api),
    refetchInterval: live ? false : BELL_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
