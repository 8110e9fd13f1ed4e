// Query keys of the social map, scoped by tenant (answers differ per partner) and, for an
// organization's services, by reader (its managers also see them before approval).
import { QUERY_ROOTS } from '../../lib/query-keys';

export const socialMapKeys = {
  all: (tenant: string) => [QUERY_ROOTS.socialMap, tenant] as const,
  search: (tenant: string, centerId: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.socialMap, tenant, 'search', centerId, params] as const,
  activities: (tenant: string, organizationId: string) =>
    [QUERY_ROOTS.socialMap, tenant, 'activities', organizationId] as const,
  services: (tenant: string, organizationId: string, userId: string) =>
    [QUERY_ROOTS.socialMap, tenant, 'services', organizationId, userId] as const,
};
