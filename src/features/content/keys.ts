// Query keys of content pages and menus, scoped by tenant and center so caches never mix them.
import { QUERY_ROOTS } from '../../lib/query-keys';

export const pageKeys = {
  all: (tenant: string) => [QUERY_ROOTS.pages, tenant] as const,
  list: (tenant: string, center: string) => [QUERY_ROOTS.pages, tenant, center, 'list'] as const,
  home: (tenant: string, center: string) => [QUERY_ROOTS.pages, tenant, center, 'home'] as const,
  one: (tenant: string, center: string, idOrSlug: string) =>
    [QUERY_ROOTS.pages, tenant, center, 'one', idOrSlug] as const,
  versions: (tenant: string, id: string) => [QUERY_ROOTS.pages, tenant, 'versions', id] as const,
};

export const menuKeys = {
  all: (tenant: string) => [QUERY_ROOTS.menuItems, tenant] as const,
  menu: (tenant: string, center: string, editing: boolean) =>
    [QUERY_ROOTS.menuItems, tenant, center, editing ? 'editing' : 'public'] as const,
};
