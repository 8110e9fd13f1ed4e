// Query keys of the vacancies feature, scoped by tenant (and the reader, where the answer
// depends on who asks) so caches never mix partners or users.
export const vacancyKeys = {
  all: (tenant: string) => ['vacancies', tenant] as const,
  search: (tenant: string, params: Record<string, unknown>) =>
    ['vacancies', tenant, 'search', params] as const,
  recommended: (tenant: string, userId: string) =>
    ['vacancies', tenant, 'recommended', userId] as const,
  detail: (tenant: string, id: string, userId: string) =>
    ['vacancies', tenant, 'detail', id, userId] as const,
  details: (tenant: string, id: string) => ['vacancies', tenant, 'detail', id] as const,
};
