// yup schemas for in-app notifications (docs/matching-api.md "Notifications"). Keys are
// camelCase; the wire is snake_case.
import { boolean, object, string, type InferType } from 'yup';
import { NOTIFICATION_KINDS, type ApplicationStatus, type NotificationKind } from '../matching';
import { readBooleanParam, readPageParams } from './list-query';
import { pageNumberSchema, pageSizeSchema } from './users';

/** What a notification tells, by kind (stored as sent; keys camelCase after conversion). */
export interface NotificationPayload {
  applicationId?: string;
  conversationId?: string;
  vacancyTitleNl?: string | null;
  vacancyTitleEn?: string | null;
  status?: ApplicationStatus;
  fromStatus?: ApplicationStatus | null;
  authorName?: string | null;
  volunteerName?: string | null;
  preview?: string | null;
  [key: string]: unknown;
}

/** A notification's attributes on the wire, with the app path it opens. */
export interface NotificationAttributes {
  kind: NotificationKind;
  payload: NotificationPayload;
  readAt: string | null;
  createdAt: string;
  link: string | null;
}

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
export type NotificationListQueryParams = InferType<typeof notificationListQuerySchema>;

/** GET /api/v1/notifications's query, typed: each parameter the camelCase form of its wire name. */
export interface NotificationListQuery {
  unread?: boolean;
  kindEq?: NotificationKind;
  pageNumber: number;
  pageSize: number;
}

export function readNotificationListQuery(
  params: NotificationListQueryParams,
): NotificationListQuery {
  return {
    unread: readBooleanParam(params['filter[unread]']),
    kindEq: params['filter[kind_eq]'],
    ...readPageParams(params),
  };
}
