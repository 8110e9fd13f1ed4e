// Notifications as the api client hands them over (docs/matching-api.md, camelCase).
import type { ApplicationStatus, NotificationKind } from '../../../common/matching';

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

export interface AppNotification {
  id: string;
  type: string;
  kind: NotificationKind;
  payload: NotificationPayload;
  readAt: string | null;
  createdAt: string;
  link: string | null;
}
