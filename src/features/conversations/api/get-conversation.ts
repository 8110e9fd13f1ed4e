// GET /api/v1/conversations/:id: one thread with its messages, polled while it is on screen (only
// the messages after the newest one known are asked for, so polling stays small).
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useLiveConnected } from '../../../lib/live/live-status';
import { conversationKeys } from '../keys';
import { choosePollInterval, getLastActivity, useActivityWatch } from '../poll-interval';
import type { Conversation, Message } from '../types';

const POLL_OVERLAP_MS = 30_000;

/** The newer messages joined to those already here (by id, oldest first). */
export function mergeMessages(known: readonly Message[], newer: readonly Message[]): Message[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of newer) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * One conversation with its messages. With `previous` (what the cache has) only the messages
 * after its newest are asked for (`filter[messages_after]`), so polling stays small.
 */
export async function getConversation(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
  previous?: Conversation,
): Promise<Conversation> {
  const last = previous?.messages?.at(-1)?.createdAt;
  // A little overlap: a message saved while the last poll ran may carry an earlier time than the
  // newest one it returned. The merge by id drops the repeats.
  const newest = last ? new Date(Date.parse(last) - POLL_OVERLAP_MS).toISOString() : undefined;
  const result = await api.get<Conversation>(`/conversations/${encodeURIComponent(id)}`, {
    query: { include: 'messages,participants', 'filter[messages_after]': newest },
    signal,
  });
  const messages = result.data.messages ?? [];
  return {
    ...result.data,
    messages: newest ? mergeMessages(previous?.messages ?? [], messages) : messages,
  };
}

export function conversationQueryOptions(api: ApiClient, id: string, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: conversationKeys.detail(api.context().tenant, id),
    queryFn: ({ signal, queryKey }) =>
      getConversation(api, id, signal, queryClient?.getQueryData<Conversation>(queryKey)),
  });
}

/**
 * One thread: refreshed by the live stream, or polled while the stream is down and the tab is
 * visible (TanStack stops the interval when it is hidden).
 */
export function useConversation(id: string | null) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  useActivityWatch();
  const live = useLiveConnected();
  return useQuery({
    ...conversationQueryOptions(api, id ?? '', queryClient),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      !live &&
      choosePollInterval(Date.now(), getLastActivity(), query.state.data?.lastMessageAt ?? null),
  });
}
