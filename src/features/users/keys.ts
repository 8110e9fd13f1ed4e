// Query keys of the users feature, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const userKeys = {
  all: (tenant: string) => [QUERY_ROOTS.users, tenant] as const,
  lists: (tenant: string) => [QUERY_ROOTS.users, tenant, 'list'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.users, tenant, 'list', params] as const,
  detail: (tenant: string, id: string) => [QUERY_ROOTS.users, tenant, 'detail', id] as const,
  auditEvents: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.auditEvents, tenant, params] as const,
  organizationOptions: (tenant: string) => [QUERY_ROOTS.organizations, tenant, 'options'] as const,
  centers: (tenant: string) => [QUERY_ROOTS.volunteerCenters, tenant, 'list'] as const,
};
