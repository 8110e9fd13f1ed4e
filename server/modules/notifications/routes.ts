// HTTP for notifications (issue 5, docs/matching-api.md "Notifications"): the reader's own list
// with the unread count, marking one read or unread, and marking all read.
import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '../../../common/matching';
import {
  notificationListQuerySchema,
  notificationUpdateSchema,
} from '../../../common/schemas/notifications';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks, readPage } from '../../lib/paging';
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
    const query = validateQueryParams(notificationListQuerySchema, raw);
    const page = readPage(raw);
    const unread = query['filter[unread]'];
    const { rows, total, unreadCount } = await getMyNotifications(
      buildRequestCtx(request),
      user.id,
      {
        unread: unread === undefined ? undefined : unread === 'true',
        kind: query['filter[kind_eq]'] as NotificationKind | undefined,
        limit: page.size,
        offset: (page.number - 1) * page.size,
      },
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
