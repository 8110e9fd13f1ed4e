// The reader's own notifications: a page with the unread count, marking one read or unread
// (reading it again keeps the first read time), and marking all read. Each runs in one tenant
// transaction; the routes only speak HTTP. A message notification and its conversation agree:
// reading a conversation reads its message notifications (markConversationNotificationsRead, in
// the caller's transaction), and reading a message notification (one, or all at once) reads its
// conversation up to that message.
import type { NotificationListQuery } from '../../../common/schemas/notifications';
import type { Tx } from '../../db/connection';
import { isUuid } from '../../../common/schemas/uuid';
import type { RequestCtx } from '../../lib/request-ctx';
import { createMissingError } from '../../lib/unprocessable';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  readMessagesOfNotifications,
  setConversationNotificationsRead,
  setNotificationRead,
} from './repo';

/** The user's unread `message_received` notifications of one conversation become read at `now`. */
export function markConversationNotificationsRead(
  tx: Tx,
  input: { tenantId: string; userId: string; conversationId: string; now: Date },
): Promise<void> {
  return setConversationNotificationsRead(tx, input);
}

export function getMyNotifications(ctx: RequestCtx, userId: string, query: NotificationListQuery) {
  return ctx.withTenant(async (tx) => {
    const list = await listNotifications(tx, ctx.tenantId, userId, {
      unread: query.unread,
      kind: query.kindEq,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { ...list, unreadCount: await countUnreadNotifications(tx, ctx.tenantId, userId) };
  });
}

/** Answers how many became read; their messages' conversations are read with them. */
export function markAllMyNotificationsRead(ctx: RequestCtx, userId: string) {
  return ctx.withTenant(async (tx) => {
    const ids = await markAllNotificationsRead(tx, ctx.tenantId, userId, ctx.now);
    await readMessagesOfNotifications(tx, ctx.tenantId, userId, ids);
    return ids.length;
  });
}

export function setMyNotificationRead(ctx: RequestCtx, userId: string, id: string, read: boolean) {
  return ctx.withTenant(async (tx) => {
    const found = isUuid(id) ? await findNotification(tx, ctx.tenantId, userId, id) : null;
    if (!found) throw createMissingError('Notification', id);
    const readAt = read ? (found.readAt ?? ctx.now) : null;
    const row = await setNotificationRead(tx, ctx.tenantId, userId, id, readAt);
    // Read here is read in the conversation too (up to this message). Marking it unread again
    // is a reminder for the reader and leaves the conversation's read mark as it is.
    if (read) await readMessagesOfNotifications(tx, ctx.tenantId, userId, [id]);
    return { row, unreadCount: await countUnreadNotifications(tx, ctx.tenantId, userId) };
  });
}
