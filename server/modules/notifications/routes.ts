// HTTP for notifications (issue 5, docs/matching-api.md "Notifications"): the reader's own list
// with the unread count, marking one read or unread, and marking all read.
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '../../../common/matching';
import {
  notificationListQuerySchema,
  notificationUpdateSchema,
} from '../../../common/schemas/notifications';
import { isUuid } from '../../../common/schemas/uuid';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks, readPage } from '../../lib/paging';
import { readAttributes, validateQueryParams } from '../../lib/request-validation';
import { assertDocumentType, createMissingError, validateAttributes } from '../applications/errors';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  setNotificationRead,
} from './repo';
import { serializeNotification } from './serializer';

type IdParams = { Params: { id: string } };

export async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications', async (request, reply) => {
    const user = requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = validateQueryParams(notificationListQuerySchema, raw);
    const page = readPage(raw);
    const unread = query['filter[unread]'];
    const { rows, total, unreadCount } = await request.withTenant(async (tx) => {
      const list = await listNotifications(tx, request.tenant, user.id, {
        unread: unread === undefined ? undefined : unread === 'true',
        kind: query['filter[kind_eq]'] as NotificationKind | undefined,
        limit: page.size,
        offset: (page.number - 1) * page.size,
      });
      return {
        ...list,
        unreadCount: await countUnreadNotifications(tx, request.tenant, user.id),
      };
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, {
      data: rows.map(serializeNotification),
      meta: { total, page: page.number, page_size: page.size, unread_count: unreadCount },
      links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
    });
  });

  // Registered before /notifications/:id so that "read_all" is not read as an id.
  app.post('/notifications/read_all', async (request, reply) => {
    const user = requireUser(request);
    const now = request.server.settings.now();
    const updated = await request.withTenant((tx) =>
      markAllNotificationsRead(tx, request.tenant, user.id, now),
    );
    return sendDocument(reply, { meta: { updated, unread_count: 0 } });
  });

  app.patch<IdParams>('/notifications/:id', async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    assertDocumentType(request.body, 'notifications');
    const input = validateAttributes(notificationUpdateSchema, readAttributes(request.body));
    const now = request.server.settings.now();
    const { row, unreadCount } = await request.withTenant(async (tx) => {
      const found = isUuid(id) ? await findNotification(tx, request.tenant, user.id, id) : null;
      if (!found) throw createMissingError('Notification', id);
      // Reading it again keeps the first read time.
      const readAt = input.read ? (found.readAt ?? now) : null;
      const updated = await setNotificationRead(tx, request.tenant, user.id, id, readAt);
      return {
        row: updated,
        unreadCount: await countUnreadNotifications(tx, request.tenant, user.id),
      };
    });
    return sendDocument(reply, {
      data: serializeNotification(row),
      meta: { unread_count: unreadCount },
    });
  });
}
