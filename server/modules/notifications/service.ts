// The reader's own notifications (issue 5): a page with the unread count, marking one read or
// unread (reading it again keeps the first read time), and marking all read. Each runs in one
// tenant transaction; the routes only speak HTTP.
import type { NotificationKind } from '../../../common/matching';
import { isUuid } from '../../../common/schemas/uuid';
import type { RequestCtx } from '../../lib/request-ctx';
import { createMissingError } from '../../lib/unprocessable';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  setNotificationRead,
} from './repo';

export function getMyNotifications(
  ctx: RequestCtx,
  userId: string,
  filter: { unread?: boolean; kind?: NotificationKind; limit: number; offset: number },
) {
  return ctx.withTenant(async (tx) => {
    const list = await listNotifications(tx, ctx.tenantId, userId, filter);
    return { ...list, unreadCount: await countUnreadNotifications(tx, ctx.tenantId, userId) };
  });
}

export function markAllMyNotificationsRead(ctx: RequestCtx, userId: string) {
  return ctx.withTenant((tx) => markAllNotificationsRead(tx, ctx.tenantId, userId, ctx.now));
}

export function setMyNotificationRead(ctx: RequestCtx, userId: string, id: string, read: boolean) {
  return ctx.withTenant(async (tx) => {
    const found = isUuid(id) ? await findNotification(tx, ctx.tenantId, userId, id) : null;
    if (!found) throw createMissingError('Notification', id);
    const readAt = read ? (found.readAt ?? ctx.now) : null;
    const row = await setNotificationRead(tx, ctx.tenantId, userId, id, readAt);
    return { row, unreadCount: await countUnreadNotifications(tx, ctx.tenantId, userId) };
  });
}
