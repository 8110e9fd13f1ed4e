// Notifications as the api client hands them over (JSON:API flattened, camelCase): the wire
// contract's attributes (common/schemas/notifications.ts).
import type { Flat } from '../../../common/jsonapi';
import type { NotificationAttributes } from '../../../common/schemas/notifications';

export type AppNotification = Flat<NotificationAttributes>;
