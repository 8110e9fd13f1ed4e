// Query keys of the dev mail page, scoped by tenant.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const devMailKeys = {
  list: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.devEmails, tenant, params] as const,
};
