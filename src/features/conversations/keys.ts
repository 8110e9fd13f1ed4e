// Query keys of conversations, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const conversationKeys = {
  all: (tenant: string) => [QUERY_ROOTS.conversations, tenant] as const,
  list: (tenant: string) => [QUERY_ROOTS.conversations, tenant, 'list'] as const,
  detail: (tenant: string, id: string) =>
    [QUERY_ROOTS.conversations, tenant, 'detail', id] as const,
};
