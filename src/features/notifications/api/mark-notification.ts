// PATCH /api/v1/notifications/:id: one notification marked read or unread; the bell and the list
// are refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { notificationKeys } from '../keys';

export function markNotification(api: ApiClient, id: string, read: boolean) {
  return api.patch(`/notifications/${encodeURIComponent(id)}`, {
    data: { type: 'notifications', id, attributes: { read } },
  });
}

export function useMarkNotification() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markNotification(api, id, read),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.all(api.context().tenant) }),
  });
}
