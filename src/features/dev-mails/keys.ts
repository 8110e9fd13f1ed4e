// Query keys of the dev mail page, scoped by tenant.
export const devMailKeys = {
  list: (tenant: string, params: Record<string, unknown>) =>
    ['dev-emails', tenant, params] as const,
};
