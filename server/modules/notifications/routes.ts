// HTTP for notifications (docs/matching-api.md "Notifications"): the reader's own list
// with the unread count, marking one read or unread, and marking all read.
import type { FastifyInstance } from 'fastify';
import {
  notificationListQuerySchema,
  notificationUpdateSchema,
  readNotificationListQuery,
} from '../../../common/schemas/notifications';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import {
  assertDocumentType,
  readAttributes,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { buildRequestCtx } from '../../lib/request-ctx';
import { serializeNotification } from './serializer';
import { getMyNotifications, markAllMyNotificationsRead, setMyNotificationRead } from './service';

type IdParams = { Params: { id: string } };

export async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications', async (request, reply) => {
    const user = requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readNotificationListQuery(validateQueryParams(notificationListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const { rows, total, unreadCount } = await getMyNotifications(
      buildRequestCtx(request),
      user.id,
      query,
    );
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
    const updated = await markAllMyNotificationsRead(buildRequestCtx(request), user.id);
    return sendDocument(reply, { meta: { updated, unread_count: 0 } });
  });

  app.patch<IdParams>('/notifications/:id', async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    assertDocumentType(request.body, 'notifications');
    const input = validateBody(notificationUpdateSchema, readAttributes(request.body));
    const { row, unreadCount } = await setMyNotificationRead(
      buildRequestCtx(request),
      user.id,
      id,
      input.read,
    );
    return sendDocument(reply, {
      data: serializeNotification(row),
      meta: { unread_count: unreadCount },
    });
  });
}
