// POST /api/v1/conversations/:id/read: the reader has seen the thread; its unread count and the
// header's bell (which counts message notifications) follow.
import { buildTenantRootKey, QUERY_ROOTS } from '../../../lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { conversationKeys } from '../keys';
import type { Conversation } from '../types';

export async function markConversationRead(api: ApiClient, id: string): Promise<void> {
  await api.post(`/conversations/${encodeURIComponent(id)}/read`);
}

export function useMarkConversationRead() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markConversationRead(api, id),
    onSuccess: (_, id) => {
      const tenant = api.context().tenant;
      queryClient.setQueryData<Conversation>(conversationKeys.detail(tenant, id), (old) =>
        old ? { ...old, unreadCount: 0 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(tenant) });
      // The header's bell counts message notifications: it may have changed too.
      void queryClient.invalidateQueries({
        queryKey: buildTenantRootKey(QUERY_ROOTS.notifications, tenant),
      });
    },
  });
}
