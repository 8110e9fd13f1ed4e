// Query keys of a center's forms, scoped by tenant and center so caches never mix them. The
// submissions' keys hang below a form's, so publishing or deleting refreshes them too.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const formKeys = {
  all: (tenant: string) => [QUERY_ROOTS.forms, tenant] as const,
  list: (tenant: string, center: string, search: string) =>
    [QUERY_ROOTS.forms, tenant, center, 'list', search] as const,
  one: (tenant: string, id: string) => [QUERY_ROOTS.forms, tenant, 'one', id] as const,
  versions: (tenant: string, id: string) => [QUERY_ROOTS.forms, tenant, 'versions', id] as const,
};
