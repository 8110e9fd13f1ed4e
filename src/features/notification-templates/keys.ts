// Query keys of the mail templates, scoped by tenant and center (a center's own texts win).
import { QUERY_ROOTS } from '../../lib/query-keys';

export const templateKeys = {
  all: (tenant: string) => [QUERY_ROOTS.notificationTemplates, tenant] as const,
  list: (tenant: string, center: string) =>
    [QUERY_ROOTS.notificationTemplates, tenant, center, 'list'] as const,
  one: (tenant: string, center: string, id: string) =>
    [QUERY_ROOTS.notificationTemplates, tenant, center, 'one', id] as const,
};
