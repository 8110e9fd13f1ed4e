// Queries on a user's notifications. Every function takes a tenant transaction (row-level
// security) and names the tenant and the user: nobody reads or changes another's notifications.
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../common/matching';
import type { Tx } from '../../db/connection';
import { conversationReads, messages } from '../../db/schema/conversations';
import { notifications, type NotificationRow } from '../../db/schema/notifications';

function ofUser(tenantId: string, userId: string): SQL {
  return and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId))!;
}

export async function listNotifications(
  tx: Tx,
  tenantId: string,
  userId: string,
  filter: { unread?: boolean; kind?: NotificationKind; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    ofUser(tenantId, userId),
    filter.unread === true ? isNull(notifications.readAt) : undefined,
    filter.unread === false ? isNotNull(notifications.readAt) : undefined,
    filter.kind ? eq(notifications.kind, filter.kind) : undefined,
  );
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function countUnreadNotifications(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ofUser(tenantId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function findNotification(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(ofUser(tenantId, userId), eq(notifications.id, id)));
  return row ?? null;
}

export async function setNotificationRead(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  readAt: Date | null,
): Promise<NotificationRow> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt })
    .where(and(ofUser(tenantId, userId), eq(notifications.id, id)))
    .returning();
  return row!;
}

/** Marks all of the user's unread notifications read; answers their ids. */
export async function markAllNotificationsRead(
  tx: Tx,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(ofUser(tenantId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * The conversations of these `message_received` notifications of the user are read up to each
 * notification's message (never moved back): a later message, with its own notification,
 * stays unread. Other kinds among the ids are left alone.
 */
export async function readMessagesOfNotifications(
  tx: Tx,
  tenantId: string,
  userId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const messageId = sql`case when ${notifications.payload}->>'message_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${notifications.payload}->>'message_id')::uuid end`;
  const upTo = tx
    .select({
      tenantId: messages.tenantId,
      conversationId: messages.conversationId,
      userId: sql<string>`${userId}::uuid`.as('user_id'),
      lastReadAt: sql<Date>`max(${messages.createdAt})`.as('last_read_at'),
    })
    .from(notifications)
    .innerJoin(
      messages,
      and(eq(messages.tenantId, notifications.tenantId), eq(messages.id, messageId)),
    )
    .where(
      and(
        ofUser(tenantId, userId),
        eq(notifications.kind, 'message_received'),
        inArray(notifications.id, ids),
      ),
    )
    .groupBy(messages.tenantId, messages.conversationId);
  await tx
    .insert(conversationReads)
    .select(upTo)
    .onConflictDoUpdate({
      target: [
        conversationReads.tenantId,
        conversationReads.conversationId,
        conversationReads.userId,
      ],
      set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
    });
}

export async function insertNotifications(
  tx: Tx,
  rows: (typeof notifications.$inferInsert)[],
): Promise<void> {
  await tx.insert(notifications).values(rows);
}

/** The user's unread `message_received` notifications of one conversation become read. */
export async function setConversationNotificationsRead(
  tx: Tx,
  input: { tenantId: string; userId: string; conversationId: string; now: Date },
): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: input.now })
    .where(
      and(
        ofUser(input.tenantId, input.userId),
        eq(notifications.kind, 'message_received'),
        sql`${notifications.readAt} is null`,
        sql`${notifications.payload}->>'conversation_id' = ${input.conversationId}`,
      ),
    );
}
