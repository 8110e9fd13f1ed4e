// Query keys of notifications, scoped by tenant. The root (notifications, tenant) is also
// invalidated by the conversation thread (src/features/conversations/api/mark-conversation-read.ts) when it marks a read.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const notificationKeys = {
  all: (tenant: string) => [QUERY_ROOTS.notifications, tenant] as const,
  unread: (tenant: string) => [QUERY_ROOTS.notifications, tenant, 'unread'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.notifications, tenant, 'list', params] as const,
};
