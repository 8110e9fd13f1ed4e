// What leaves the server for a notification (docs/matching-api.md "Notifications"): its kind,
// the payload as stored (snake_case already), read state and the app path it opens.
import { API_BASE_PATH } from '../../../common/constants';
import type { Resource } from '../../../common/jsonapi';
import type { NotificationRow } from '../../db/schema/notifications';
import { buildNotificationPath } from './notify';

export const NOTIFICATION_TYPE = 'notifications';

export function serializeNotification(n: NotificationRow): Resource {
  return {
    type: NOTIFICATION_TYPE,
    id: n.id,
    attributes: {
      kind: n.kind,
      payload: n.payload,
      read_at: n.readAt?.toISOString() ?? null,
      created_at: n.createdAt.toISOString(),
      link: buildNotificationPath(n.kind, n.payload),
    },
    links: { self: `${API_BASE_PATH}/notifications/${n.id}` },
  };
}
