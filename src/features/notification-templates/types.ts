// A mail template as the client reads it (camelCase of the wire's attributes), with its id.
import type { NotificationTemplateAttributes } from '../../../common/schemas/notification-templates';

export type NotificationTemplate = NotificationTemplateAttributes & { id: string };
