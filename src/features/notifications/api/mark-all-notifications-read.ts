// POST /api/v1/notifications/read_all: every notification of the reader marked read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { buildTenantRootKey, QUERY_ROOTS } from '../../../lib/query-keys';
import { notificationKeys } from '../keys';

export function markAllNotificationsRead(api: ApiClient) {
  return api.post('/notifications/read_all');
}

export function useMarkAllNotificationsRead() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(api),
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
