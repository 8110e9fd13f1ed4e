// Query keys of volunteer hours, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const hourKeys = {
  all: (tenant: string) => [QUERY_ROOTS.hours, tenant] as const,
  mine: (tenant: string) => [QUERY_ROOTS.hours, tenant, 'mine'] as const,
  review: (tenant: string, status: string) =>
    [QUERY_ROOTS.hours, tenant, 'review', status] as const,
  subjects: (tenant: string) => [QUERY_ROOTS.hours, tenant, 'subjects'] as const,
};
