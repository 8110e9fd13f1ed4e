// Query keys of conversations, scoped by tenant so caches never mix partners.
export const conversationKeys = {
  all: (tenant: string) => ['conversations', tenant] as const,
  list: (tenant: string) => ['conversations', tenant, 'list'] as const,
  detail: (tenant: string, id: string) => ['conversations', tenant, 'detail', id] as const,
};
