// Query keys of one-to-one help, scoped by tenant so caches never mix partners.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const helpKeys = {
  all: (tenant: string) => [QUERY_ROOTS.help, tenant] as const,
  requests: (tenant: string, status: string) =>
    [QUERY_ROOTS.help, tenant, 'requests', status] as const,
  myOffer: (tenant: string) => [QUERY_ROOTS.help, tenant, 'my-offer'] as const,
  matches: (tenant: string, mine: boolean) =>
    [QUERY_ROOTS.help, tenant, 'matches', mine ? 'mine' : 'center'] as const,
};
