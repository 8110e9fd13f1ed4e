// Queries on a user's notifications. Every function takes a tenant transaction (row-level
// security) and names the tenant and the user: nobody reads or changes another's notifications.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../common/matching';
import type { Tx } from '../../db/connection';
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

/** Marks all of the user's unread notifications read; answers how many changed. */
export async function markAllNotificationsRead(
  tx: Tx,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(ofUser(tenantId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
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
