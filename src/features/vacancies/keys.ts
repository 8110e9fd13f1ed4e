// Query keys of the vacancies feature, scoped by tenant (and the reader, where the answer
// depends on who asks) so caches never mix partners or users.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const vacancyKeys = {
  all: (tenant: string) => [QUERY_ROOTS.vacancies, tenant] as const,
  search: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.vacancies, tenant, 'search', params] as const,
  /** The search's map: every match as a light pin. */
  pins: (tenant: string, params: Record<string, unknown>) =>
    [QUERY_ROOTS.vacancies, tenant, 'pins', params] as const,
  /** The home page's counts, per center (each center shows its own and shared vacancies). */
  storefront: (tenant: string, centerId: string) =>
    [QUERY_ROOTS.vacancies, tenant, 'storefront', centerId] as const,
  recommended: (tenant: string, userId: string) =>
    [QUERY_ROOTS.vacancies, tenant, 'recommended', userId] as const,
  detail: (tenant: string, id: string, userId: string) =>
    [QUERY_ROOTS.vacancies, tenant, 'detail', id, userId] as const,
  details: (tenant: string, id: string) => [QUERY_ROOTS.vacancies, tenant, 'detail', id] as const,
  /** The form its applicants answer, in the reader's language (below details: refreshed with it). */
  form: (tenant: string, id: string, locale: string) =>
    [QUERY_ROOTS.vacancies, tenant, 'detail', id, 'form', locale] as const,
};
