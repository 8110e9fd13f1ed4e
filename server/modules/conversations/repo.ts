// Queries for conversations, their participants, messages and read marks. Every function takes a
// tenant transaction (row-level security) and names the tenant.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ParticipantType } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import {
  conversationParticipants,
  conversationReads,
  conversations,
  messages,
  type ConversationParticipantRow,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema/conversations';

export type NewConversation = typeof conversations.$inferInsert;

export interface ParticipantInput {
  participantType: ParticipantType;
  userId?: string | null;
  organizationId?: string | null;
  centerId?: string | null;
}

/** A conversation with its sides, in one insert each. */
export async function insertConversation(
  tx: Tx,
  values: NewConversation,
  participants: ParticipantInput[],
): Promise<ConversationRow> {
  const [row] = await tx.insert(conversations).values(values).returning();
  await tx.insert(conversationParticipants).values(
    participants.map((p) => ({
      tenantId: values.tenantId,
      conversationId: row!.id,
      participantType: p.participantType,
      userId: p.userId ?? null,
      organizationId: p.organizationId ?? null,
      centerId: p.centerId ?? null,
    })),
  );
  return row!;
}

export async function findConversation(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id)));
  return row ?? null;
}

export async function findDirectConversation(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  centerId: string,
): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        eq(conversations.kind, 'direct'),
        eq(conversations.organizationId, organizationId),
        eq(conversations.centerId, centerId),
      ),
    )
    .orderBy(asc(conversations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listParticipants(
  tx: Tx,
  tenantId: string,
  conversationIds: string[],
): Promise<ConversationParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return tx
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.tenantId, tenantId),
        inArray(conversationParticipants.conversationId, conversationIds),
      ),
    )
    .orderBy(asc(conversationParticipants.createdAt), asc(conversationParticipants.id));
}

/** Which sides a reader speaks for. */
export interface ReaderSides {
  userId: string;
  organizationIds: string[];
  centerIds: string[];
}

/** The ids of the conversations one of the reader's sides takes part in. */
function buildParticipationCondition(sides: ReaderSides): SQL {
  return or(
    eq(conversationParticipants.userId, sides.userId),
    sides.organizationIds.length > 0
      ? inArray(conversationParticipants.organizationId, sides.organizationIds)
      : undefined,
    sides.centerIds.length > 0
      ? inArray(conversationParticipants.centerId, sides.centerIds)
      : undefined,
  )!;
}

/** Every conversation id the reader takes part in (for the unread total). */
export async function listConversationIdsOf(
  tx: Tx,
  tenantId: string,
  sides: ReaderSides,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.tenantId, tenantId), buildParticipationCondition(sides)),
    );
  return rows.map((r) => r.id);
}

export async function listConversationsOf(
  tx: Tx,
  tenantId: string,
  sides: ReaderSides,
  page: {
    limit: number;
    offset: number;
    sort: 'last_message_at' | 'created_at';
    descending: boolean;
  },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const ids = tx
    .selectDistinct({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.tenantId, tenantId), buildParticipationCondition(sides)),
    );
  const where = and(eq(conversations.tenantId, tenantId), inArray(conversations.id, ids));
  const rows = await tx
    .select()
    .from(conversations)
    .where(where)
    .orderBy(
      page.sort === 'created_at'
        ? page.descending
          ? desc(conversations.createdAt)
          : asc(conversations.createdAt)
        : page.descending
          ? sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`
          : sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) asc`,
      desc(conversations.createdAt),
      asc(conversations.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(conversations)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function insertMessage(
  tx: Tx,
  values: typeof messages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt, updatedAt: row!.createdAt })
    .where(
      and(eq(conversations.tenantId, values.tenantId), eq(conversations.id, row!.conversationId)),
    );
  return row!;
}

export async function findMessage(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<MessageRow | null> {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)));
  return row ?? null;
}

/** The last `limit` messages (oldest first), only those after `after` when given. */
export async function listMessages(
  tx: Tx,
  tenantId: string,
  conversationId: string,
  options: { after?: Date; limit: number },
): Promise<MessageRow[]> {
  const rows = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.conversationId, conversationId),
        // Times leave the server with millisecond precision while PostgreSQL keeps microseconds:
        // compare at the precision the client saw, or the last message it has would come again.
        options.after
          ? sql`date_trunc('milliseconds', ${messages.createdAt}) > ${options.after.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.reverse();
}

/** The newest message of each conversation (for the list's preview). */
export async function listLastMessages(
  tx: Tx,
  tenantId: string,
  conversationIds: string[],
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return tx
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), inArray(messages.conversationId, conversationIds)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

/**
 * Unread messages per conversation for one reader: newer than their read mark (all when they
 * never read it) and not written by them.
 */
export async function countUnread(
  tx: Tx,
  tenantId: string,
  userId: string,
  conversationIds: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (conversationIds.length === 0) return out;
  const rows = await tx
    .select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.tenantId, messages.tenantId),
        eq(conversationReads.conversationId, messages.conversationId),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(
      and(
        eq(messages.tenantId, tenantId),
        inArray(messages.conversationId, conversationIds),
        sql`${messages.authorId} is distinct from ${userId}`,
        sql`(${conversationReads.lastReadAt} is null or ${messages.createdAt} > ${conversationReads.lastReadAt})`,
      ),
    )
    .groupBy(messages.conversationId);
  for (const r of rows) out.set(r.conversationId, r.n);
  return out;
}

/**
 * Marks the conversation read up to now, or up to its newest message when that is later (a
 * message written in a transaction that started before ours still counts as read).
 */
export async function markConversationRead(
  tx: Tx,
  tenantId: string,
  conversationId: string,
  userId: string,
): Promise<void> {
  const readAt = sql`greatest(now(), coalesce((select max(created_at) from messages where tenant_id = ${tenantId} and conversation_id = ${conversationId}), now()))`;
  await tx
    .insert(conversationReads)
    .values({ tenantId, conversationId, userId, lastReadAt: readAt })
    .onConflictDoUpdate({
      target: [
        conversationReads.tenantId,
        conversationReads.conversationId,
        conversationReads.userId,
      ],
      set: { lastReadAt: readAt },
    });
}
