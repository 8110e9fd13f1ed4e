// Query keys of analytics, scoped by tenant, then by what was asked.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const analyticsKeys = {
  figures: (tenant: string, query: Record<string, string>) =>
    [QUERY_ROOTS.analytics, tenant, 'figures', query] as const,
  breakdown: (tenant: string, query: Record<string, string>) =>
    [QUERY_ROOTS.analytics, tenant, 'breakdown', query] as const,
};
