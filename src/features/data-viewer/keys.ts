// Query keys of the data viewer, scoped by tenant, then by what was asked.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const dataViewerKeys = {
  rows: (tenant: string, dataset: string, query: Record<string, string>) =>
    [QUERY_ROOTS.dataViewer, tenant, dataset, query] as const,
};
