// Query keys of the organizations feature, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const organizationKeys = {
  all: (tenant: string) => [QUERY_ROOTS.organizations, tenant] as const,
  lists: (tenant: string) => [QUERY_ROOTS.organizations, tenant, 'list'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.organizations, tenant, 'list', params] as const,
  detail: (tenant: string, id: string) =>
    [QUERY_ROOTS.organizations, tenant, 'detail', id] as const,
};
