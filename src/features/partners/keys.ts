// Query keys of the partners feature, scoped by tenant so caches never mix partners.
export const partnerKeys = {
  centers: (tenant: string) => ['volunteer-centers', tenant, 'list'] as const,
};
