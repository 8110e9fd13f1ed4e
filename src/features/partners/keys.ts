// Query keys of the partners feature, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const partnerKeys = {
  centers: (tenant: string) => [QUERY_ROOTS.volunteerCenters, tenant, 'list'] as const,
};
