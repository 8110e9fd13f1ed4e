// yup schemas for in-app notifications (issue 5, docs/matching-api.md "Notifications"). Keys are
// camelCase; the wire is snake_case.
import { boolean, object, string, type InferType } from 'yup';
import { NOTIFICATION_KINDS } from '../matching';
import { pageNumberSchema, pageSizeSchema } from './users';

/** PATCH /api/v1/notifications/{id}. */
export const notificationUpdateSchema = object({
  read: boolean().strict().required(),
});
export type NotificationUpdateInput = InferType<typeof notificationUpdateSchema>;

/** Query of GET /api/v1/notifications. */
export const notificationListQuerySchema = object({
  'filter[unread]': string().oneOf(['true', 'false']).optional(),
  'filter[kind_eq]': string().oneOf(NOTIFICATION_KINDS).optional(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
});
