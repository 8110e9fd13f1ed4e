// Query keys of the applications feature, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const applicationKeys = {
  all: (tenant: string) => [QUERY_ROOTS.applications, tenant] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.applications, tenant, 'list', params] as const,
  detail: (tenant: string, id: string) => [QUERY_ROOTS.applications, tenant, 'detail', id] as const,
};
