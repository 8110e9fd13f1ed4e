// Query keys of the users feature, scoped by tenant so caches never mix partners.
export const userKeys = {
  all: (tenant: string) => ['users', tenant] as const,
  lists: (tenant: string) => ['users', tenant, 'list'] as const,
  list: (tenant: string, params: Record<string, unknown>) =>
    ['users', tenant, 'list', params] as const,
  detail: (tenant: string, id: string) => ['users', tenant, 'detail', id] as const,
  auditEvents: (tenant: string, params: Record<string, unknown>) =>
    ['audit-events', tenant, params] as const,
  organizationOptions: (tenant: string) => ['organizations', tenant, 'options'] as const,
  centers: (tenant: string) => ['volunteer-centers', tenant, 'list'] as const,
};
