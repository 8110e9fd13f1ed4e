// Query keys of notifications, scoped by tenant. The root ['notifications', tenant] is also
// invalidated by the conversation thread (src/features/conversations/api/mark-conversation-read.ts) when it marks a read.
export const notificationKeys = {
  all: (tenant: string) => ['notifications', tenant] as const,
  unread: (tenant: string) => ['notifications', tenant, 'unread'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    ['notifications', tenant, 'list', params] as const,
};
