// Conversations (docs/matching-api.md "Conversations"): the reader's list with unread counts, one
// conversation with its messages (polling with messages_after) and participants, the direct
// conversation between an organization and its center, and read marks. Messages are written in
// messages.ts.
import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES_PAGE_SIZE,
  type DirectConversationInput,
} from '../../../common/schemas/conversations';
import { notifications } from '../../db/schema/notifications';
import { type MessageRow } from '../../db/schema/conversations';
import { organizations } from '../../db/schema/organizations';
import { assertAllowed, isCenterAdminOf, isOrganizationAdminOf } from '../../lib/permissions';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { RequestCtx } from '../../lib/request-ctx';
import { createUnprocessableError } from '../../lib/unprocessable';
import { requireSignedIn } from '../applications/service';
import { buildReaderSides, loadConversationForReader } from './access';
import {
  countUnread,
  findConversation,
  findDirectConversation,
  insertConversation,
  listConversationIdsOf,
  listConversationsOf,
  listMessages,
  markConversationRead,
} from './repo';
import { buildConversationViews, loadNames, type ConversationView, type Names } from './views';

export interface ConversationListQuery {
  pageNumber: number;
  pageSize: number;
  sort: { column: 'last_message_at' | 'created_at'; descending: boolean };
}

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
 * POST /api/v1/conversations: the direct conversation between an organization and its center,
 * opened by the organization's admins or the center's admins. Answers the existing one when
 * there is one (`created: false`).
 */
export async function openDirectConversation(
  ctx: RequestCtx,
  input: DirectConversationInput,
  clientId: string | undefined,
): Promise<{ view: ConversationView; created: boolean }> {
  const user = requireSignedIn(ctx);
  const sides = buildReaderSides(user);
  try {
    return await ctx.withTenant(async (tx) => {
      const [organization] = await tx
        .select()
        .from(organizations)
        .where(
          and(eq(organizations.tenantId, ctx.tenantId), eq(organizations.id, input.organizationId)),
        );
      if (!organization) {
        throw createUnprocessableError(
          'organization_id does not name an organization of this website.',
          '/data/attributes/organization_id',
        );
      }
      assertAllowed(
        isOrganizationAdminOf(user, organization.id) ||
          isCenterAdminOf(user, organization.centerId),
        'Only the admins of this organization and the coordinators of its center can talk here.',
      );
      const existing = await findDirectConversation(
        tx,
        ctx.tenantId,
        organization.id,
        organization.centerId,
      );
      if (existing) {
        const [view] = await buildConversationViews(tx, ctx.tenantId, sides, [existing]);
        return { view: view!, created: false };
      }
      if (clientId && (await findConversation(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('conversation', clientId);
      }
      const row = await insertConversation(
        tx,
        {
          ...(clientId ? { id: clientId } : {}),
          tenantId: ctx.tenantId,
          centerId: organization.centerId,
          kind: 'direct',
          organizationId: organization.id,
          subject: input.subject || null,
        },
        [
          { participantType: 'organization', organizationId: organization.id },
          { participantType: 'center', centerId: organization.centerId },
        ],
      );
      const [view] = await buildConversationViews(tx, ctx.tenantId, sides, [row]);
      return { view: view!, created: true };
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'conversations_tenant_id_id_pk')) {
      throw createDuplicateIdError('conversation', clientId);
    }
    throw error;
  }
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
    await tx
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(
        and(
          eq(notifications.tenantId, ctx.tenantId),
          eq(notifications.userId, user.id),
          eq(notifications.kind, 'message_received'),
          sql`${notifications.readAt} is null`,
          sql`${notifications.payload}->>'conversation_id' = ${conversation.id}`,
        ),
      );
  });
}
