// Query keys of the activity calendar, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const activityKeys = {
  all: (tenant: string) => [QUERY_ROOTS.activities, tenant] as const,
  list: (tenant: string, query: Record<string, string>) =>
    [QUERY_ROOTS.activities, tenant, 'list', query] as const,
  one: (tenant: string, id: string) => [QUERY_ROOTS.activities, tenant, 'one', id] as const,
  registrations: (tenant: string, id: string) =>
    [QUERY_ROOTS.activities, tenant, 'registrations', id] as const,
};
