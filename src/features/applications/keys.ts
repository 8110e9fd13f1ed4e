// Query keys of the applications feature, scoped by tenant so caches never mix partners.
export const applicationKeys = {
  all: (tenant: string) => ['applications', tenant] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    ['applications', tenant, 'list', params] as const,
  detail: (tenant: string, id: string) => ['applications', tenant, 'detail', id] as const,
};
