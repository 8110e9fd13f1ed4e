// POST /api/v1/notifications/read_all: every notification of the reader marked read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { notificationKeys } from '../keys';

export function markAllNotificationsRead(api: ApiClient) {
  return api.post('/notifications/read_all');
}

export function useMarkAllNotificationsRead() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.all(api.context().tenant) }),
  });
}
