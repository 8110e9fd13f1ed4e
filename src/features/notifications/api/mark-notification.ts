// PATCH /api/v1/notifications/:id: one notification marked read or unread; the bell and the list
// are refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { buildTenantRootKey, QUERY_ROOTS } from '../../../lib/query-keys';
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
    onSettled: () => {
      const tenant = api.context().tenant;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all(tenant) }),
        // A message notification read is its conversation read (up to that message) on the server.
        queryClient.invalidateQueries({
          queryKey: buildTenantRootKey(QUERY_ROOTS.conversations, tenant),
        }),
      ]);
    },
  });
}
