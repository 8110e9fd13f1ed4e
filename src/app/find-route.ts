// Finds the route that renders a path for the current tenant (a route whose feature flag is
// off for the tenant does not exist there).
import type { TenantConfig } from '../../common/tenants/tenant-configs';
import { matchPath, type RouteParams } from './match-path';
import { ROUTES, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

export function findRoute(
  pathname: string,
  tenantConfig: TenantConfig,
  routes: RouteDef[] = ROUTES,
): RouteMatch | null {
  for (const route of routes) {
    if (route.requiresFeature && !tenantConfig.features[route.requiresFeature]) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
