// Query keys of vacancy management, under the same root as the public vacancy pages so that a
// change here refreshes what those show too. Scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const vacancyKeys = {
  all: (tenant: string) => [QUERY_ROOTS.vacancies, tenant] as const,
  manageList: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.vacancies, tenant, 'manage', params] as const,
  detail: (tenant: string, id: string) => [QUERY_ROOTS.vacancies, tenant, 'detail', id] as const,
  byIds: (tenant: string, ids: readonly string[]) =>
    [QUERY_ROOTS.vacancies, tenant, 'manage', 'ids', [...ids].sort()] as const,
};
