// POST /api/v1/conversations: a volunteer or organization opens (or finds again) a direct
// conversation; the list is refetched so it shows there too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { conversationKeys } from '../keys';
import type { Conversation } from '../types';

export async function startDirectConversation(
  api: ApiClient,
  organizationId: string,
): Promise<Conversation> {
  const result = await api.post<Conversation>('/conversations', {
    data: { type: 'conversations', attributes: { organizationId } },
  });
  return result.data;
}

export function useStartDirectConversation(handlers: {
  onSuccess: (conversation: Conversation) => void;
  onError: (error: Error) => void;
}) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => startDirectConversation(api, organizationId),
    onSuccess: (conversation) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(api.context().tenant) });
      handlers.onSuccess(conversation);
    },
    onError: handlers.onError,
  });
}
