// Query keys of the dashboards, scoped by tenant.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const dashboardKeys = {
  all: (tenant: string) => [QUERY_ROOTS.dashboard, tenant] as const,
  volunteer: (tenant: string) => [QUERY_ROOTS.dashboard, tenant, 'volunteer'] as const,
  months: (tenant: string, today: string) =>
    [QUERY_ROOTS.dashboard, tenant, 'months', today] as const,
  ranking: (tenant: string, today: string) =>
    [QUERY_ROOTS.dashboard, tenant, 'ranking', today] as const,
};
