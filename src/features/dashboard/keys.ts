// Query keys of the staff dashboard, scoped by tenant.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const dashboardKeys = {
  all: (tenant: string) => [QUERY_ROOTS.dashboard, tenant] as const,
};
