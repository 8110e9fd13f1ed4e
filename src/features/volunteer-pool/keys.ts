// Query keys of the volunteer pool feature (the pool and the invitations), scoped by tenant so
// caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const poolKeys = {
  all: (tenant: string) => [QUERY_ROOTS.volunteerPool, tenant] as const,
  search: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.volunteerPool, tenant, 'search', params] as const,
  vacancies: (tenant: string) => [QUERY_ROOTS.volunteerPool, tenant, 'vacancies'] as const,
};

export const replyKeys = {
  all: (tenant: string) => [QUERY_ROOTS.profileReplies, tenant] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.profileReplies, tenant, 'list', params] as const,
  vacancy: (tenant: string, id: string) =>
    [QUERY_ROOTS.profileReplies, tenant, 'vacancy', id] as const,
  poolSwitch: (tenant: string) => [QUERY_ROOTS.profileReplies, tenant, 'pool-switch'] as const,
};
