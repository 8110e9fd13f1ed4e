// Reading conversations (docs/matching-api.md "Conversations"): the reader's list with unread
// counts, one conversation with its messages (polling with messages_after) and participants, and
// the read mark. Opening conversations and writing messages have files of their own
// (open-direct-conversation.ts, open-application-conversation.ts, post-message.ts).
import {
  MESSAGES_PAGE_SIZE,
  type ConversationListQuery,
} from '../../../common/schemas/conversations';
import type { Tx } from '../../db/connection';
import type { MessageRow } from '../../db/schema/conversations';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { markConversationNotificationsRead } from '../notifications/service';
import { buildReaderSides, loadConversationForReader } from './access';
import {
  countUnread,
  listConversationIdsOf,
  listLastMessages,
  listConversationsOf,
  listMessages,
  markConversationRead,
} from './repo';
import {
  buildConversationViews,
  buildPreview,
  loadNames,
  type ConversationView,
  type Names,
} from './views';

export type { ConversationView };

/** GET /api/v1/conversations. */
export async function getConversations(
  ctx: RequestCtx,
  query: ConversationListQuery,
): Promise<{ views: ConversationView[]; total: number; unreadTotal: number }> {
  const user = requireSignedIn(ctx);
  const sides = buildReaderSides(user);
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listConversationsOf(tx, ctx.tenantId, sides, {
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
      sort: query.sort.column,
      descending: query.sort.descending,
    });
    const views = await buildConversationViews(tx, ctx.tenantId, sides, rows);
    const allIds = await listConversationIdsOf(tx, ctx.tenantId, sides);
    const unread = await countUnread(tx, ctx.tenantId, user.id, allIds);
    const unreadTotal = [...unread.values()].reduce((a, b) => a + b, 0);
    return { views, total, unreadTotal };
  });
}

export interface ConversationReading {
  view: ConversationView;
  messages?: MessageRow[];
  messageNames?: Names;
}

/** GET /api/v1/conversations/{id}: messages when asked for (or polled with `after`). */
export async function getConversation(
  ctx: RequestCtx,
  id: string,
  options: { messages: boolean; after?: Date },
): Promise<ConversationReading> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const { conversation, sides } = await loadConversationForReader(tx, ctx.tenantId, user, id);
    const [view] = await buildConversationViews(tx, ctx.tenantId, sides, [conversation]);
    if (!options.messages) return { view: view! };
    const messages = await listMessages(tx, ctx.tenantId, conversation.id, {
      after: options.after,
      limit: MESSAGES_PAGE_SIZE,
    });
    const messageNames = await loadNames(tx, ctx.tenantId, {
      userIds: messages.flatMap((m) => (m.authorId ? [m.authorId] : [])),
      organizationIds: [],
      centerIds: [],
    });
    return { view: view!, messages, messageNames };
  });
}

/**
 * POST /api/v1/conversations/{id}/read: read up to now; the conversation's message
 * notifications of the reader are read with it.
 */
export async function markRead(ctx: RequestCtx, id: string): Promise<void> {
  const user = requireSignedIn(ctx);
  await ctx.withTenant(async (tx) => {
    const { conversation } = await loadConversationForReader(tx, ctx.tenantId, user, id);
    await markConversationRead(tx, ctx.tenantId, conversation.id, user.id);
    await markConversationNotificationsRead(tx, {
      tenantId: ctx.tenantId,
      userId: user.id,
      conversationId: conversation.id,
      now: ctx.now,
    });
  });
}

/** The newest message and the reader's unread count of one conversation. */
export interface ConversationSummary {
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  unreadCount: number;
}

/**
 * The newest message and unread count of each conversation, for a list elsewhere (a volunteer's
 * own applications). Callers pass only conversations the reader takes part in.
 */
export async function summarizeConversations(
  tx: Tx,
  tenantId: string,
  readerId: string,
  ids: string[],
): Promise<Map<string, ConversationSummary>> {
  const [last, unread] = await Promise.all([
    listLastMessages(tx, tenantId, ids),
    countUnread(tx, tenantId, readerId, ids),
  ]);
  return new Map(
    ids.map((id) => {
      const message = last.find((m) => m.conversationId === id);
      return [
        id,
        {
          lastMessageAt: message?.createdAt.toISOString() ?? null,
          lastMessagePreview: message ? buildPreview(message.body) : null,
          unreadCount: unread.get(id) ?? 0,
        },
      ];
    }),
  );
}
