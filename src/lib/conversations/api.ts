// Conversations on the wire (docs/matching-api.md): the list, one thread with its messages (polled
// while it is on screen, so a new message shows within seconds), marking read and sending.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient, RequestOptions } from '../api-client';
import { useAppContext } from '../app-context';
import { conversationKeys } from './keys';
import type { Conversation, Message, MessageSend } from './types';

/** Polling: quick while the reader is active or a message just came, slower when idle. */
export const POLL_ACTIVE_MS = 3_000;
export const POLL_IDLE_MS = 10_000;
const IDLE_AFTER_MS = 120_000;
const POLL_OVERLAP_MS = 30_000;

let lastActivity = Date.now();
let activityWatchers = 0;
const noteActivity = () => {
  lastActivity = Date.now();
};
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focus', 'visibilitychange'] as const;

/** Keeps `lastActivity` fresh while a polling view is mounted. */
function useActivityWatch(): void {
  useEffect(() => {
    activityWatchers += 1;
    if (activityWatchers === 1) {
      noteActivity();
      for (const e of ACTIVITY_EVENTS) window.addEventListener(e, noteActivity, { passive: true });
    }
    return () => {
      activityWatchers -= 1;
      if (activityWatchers === 0) {
        for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, noteActivity);
      }
    };
  }, []);
}

/** The interval for a thread whose newest message is `newest` (an ISO time or null). */
export function choosePollInterval(now: number, activityAt: number, newest: string | null) {
  const newestAt = newest ? Date.parse(newest) : 0;
  const recent = now - activityAt < IDLE_AFTER_MS || now - newestAt < IDLE_AFTER_MS;
  return recent ? POLL_ACTIVE_MS : POLL_IDLE_MS;
}

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
  return useQuery({
    ...conversationsQueryOptions(api),
    refetchInterval: () => (Date.now() - lastActivity < IDLE_AFTER_MS ? 5_000 : 20_000),
  });
}

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

/** One thread, polled while the tab is visible (TanStack stops the interval when it is hidden). */
export function useConversation(id: string | null) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  useActivityWatch();
  return useQuery({
    ...conversationQueryOptions(api, id ?? '', queryClient),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      choosePollInterval(Date.now(), lastActivity, query.state.data?.lastMessageAt ?? null),
  });
}

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
      void queryClient.invalidateQueries({ queryKey: ['notifications', tenant] });
    },
  });
}

export async function postMessage(
  api: ApiClient,
  { id, conversationId, body }: MessageSend,
  options?: RequestOptions,
): Promise<Message> {
  const result = await api.post<Message>(
    `/conversations/${encodeURIComponent(conversationId)}/messages`,
    { data: { type: 'messages', id, attributes: { body } } },
    options,
  );
  return result.data;
}

export async function startDirectConversation(
  api: ApiClient,
  organizationId: string,
): Promise<Conversation> {
  const result = await api.post<Conversation>('/conversations', {
    data: { type: 'conversations', attributes: { organizationId } },
  });
  return result.data;
}
