// What leaves the server for a notification (docs/matching-api.md "Notifications"): its kind,
// the payload as stored (snake_case already), read state and the app path it opens.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { Resource } from '../../../common/jsonapi';
import type {
  NotificationAttributes,
  NotificationPayload,
} from '../../../common/schemas/notifications';
import type { NotificationRow } from '../../db/schema/notifications';
import { buildNotificationPath } from './notify';

export const NOTIFICATION_TYPE = 'notifications';

export function serializeNotification(n: NotificationRow): Resource {
  return {
    type: NOTIFICATION_TYPE,
    id: n.id,
    attributes: {
      ...snakeizeKeys<Record<string, unknown>>({
        kind: n.kind,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
        link: buildNotificationPath(n.kind, n.payload),
      } satisfies Omit<NotificationAttributes, 'payload'>),
      // Stored in snake_case already; the browser camelizes it with the rest.
      payload: n.payload satisfies Record<string, unknown> as NotificationPayload,
    },
    links: { self: `${API_BASE_PATH}/notifications/${n.id}` },
  };
}
