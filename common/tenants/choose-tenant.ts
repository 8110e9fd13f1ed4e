// Which tenant and center a page works for (DESIGN.md section 5), from the public configuration,
// the host and the cookies: a mapped host decides the tenant, else the tenant cookie, else the
// default tenant; the center is the host's, else the center cookie written for that tenant, else
// the tenant's default. The app resolves with it (src/lib/tenant.ts) and the server chooses
// index.html's boot data with it (server/plugins/index-html.ts), so both pick the same center.
import { CENTER_COOKIE, CENTER_TENANT_COOKIE, DEFAULT_TENANT_COOKIE } from '../constants';
import type { PublicConfig } from '../public-config';
import { TENANT_CONFIGS, bareHost, isTenantName, type TenantName } from './tenant-configs';

export interface TenantChoice {
  tenant: TenantName;
  /** '' when the tenant has no center at all. */
  centerId: string;
  /** True when the host name decided the tenant (then the tenant cookie cannot switch it). */
  hostDecidesTenant: boolean;
}

export function isKnownTenant(config: PublicConfig, name: unknown): name is TenantName {
  return isTenantName(name) && (name in config.tenants || name in TENANT_CONFIGS);
}

export function tenantCookieName(config: PublicConfig): string {
  return config.tenantCookie || DEFAULT_TENANT_COOKIE;
}

export function chooseTenantAndCenter(
  config: PublicConfig,
  host: string,
  cookie: (name: string) => string | null | undefined,
): TenantChoice {
  const bare = bareHost(host);
  const fromHost = config.hostTenantMap[bare];
  const fromCookie = cookie(tenantCookieName(config));
  const hostDecidesTenant = isKnownTenant(config, fromHost);
  const tenant: TenantName = hostDecidesTenant
    ? fromHost
    : isKnownTenant(config, fromCookie)
      ? fromCookie
      : config.defaultTenant;
  const cookieCenter = cookie(CENTER_COOKIE);
  const centerId =
    config.hostCenterMap[bare] ??
    (cookieCenter && cookie(CENTER_TENANT_COOKIE) === tenant ? cookieCenter : null) ??
    config.defaultCenterIds[tenant] ??
    '';
  return { tenant, centerId, hostDecidesTenant };
}
