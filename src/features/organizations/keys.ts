// Query keys of the organizations feature, scoped by tenant so caches never mix partners.
export const organizationKeys = {
  all: (tenant: string) => ['organizations', tenant] as const,
  lists: (tenant: string) => ['organizations', tenant, 'list'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    ['organizations', tenant, 'list', params] as const,
  detail: (tenant: string, id: string) => ['organizations', tenant, 'detail', id] as const,
};
