// GET /api/v1/conversations: the reader's conversations, newest message first, with the unread
// total; refreshed by the live stream, or polled while on screen when the stream is down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useLiveConnected } from '../../../lib/live/live-status';
import { conversationKeys } from '../keys';
import { IDLE_AFTER_MS, getLastActivity, useActivityWatch } from '../poll-interval';
import type { Conversation } from '../types';

export async function getConversations(api: ApiClient, signal?: AbortSignal) {
  const result = await api.get<Conversation[]>('/conversations', {
    query: { sort: '-last_message_at', 'page[size]': 100 },
    signal,
  });
  const conversations = Array.isArray(result.data) ? result.data : [];
  const unreadTotal = typeof result.meta.unreadTotal === 'number' ? result.meta.unreadTotal : 0;
  return { conversations, unreadTotal };
}

export function conversationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: conversationKeys.list(api.context().tenant),
    queryFn: ({ signal }) => getConversations(api, signal),
  });
}

export function useConversations() {
  const { api } = useAppContext();
  useActivityWatch();
  const live = useLiveConnected();
  return useQuery({
    ...conversationsQueryOptions(api),
    refetchInterval: () =>
      live ? false : Date.now() - getLastActivity() < IDLE_AFTER_MS ? 5_000 : 20_000,
  });
}
