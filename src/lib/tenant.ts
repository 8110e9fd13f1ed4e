// Resolves which tenant and volunteer center this page works for (DESIGN.md section 5): the host
// map decides first, then the tenant cookie, then the default tenant from /config.json.
import { CENTER_COOKIE, CENTER_TENANT_COOKIE, DEFAULT_TENANT_COOKIE } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import {
  TENANT_CONFIGS,
  bareHost,
  isTenantName,
  type AppContext,
  type TenantConfig,
  type TenantName,
} from '../../common/tenants/tenant-configs';
import { deleteCookie, getCookie, setCookie } from './cookies';

export interface TenantContext {
  tenant: TenantName;
  tenantConfig: TenantConfig;
  centerId: string;
  appContext: AppContext;
  /** True when the host name decided the tenant (then the tenant cookie cannot switch it). */
  hostDecidesTenant: boolean;
}

const COOKIE_DAYS = 365;

function isKnownTenant(config: PublicConfig, name: unknown): name is TenantName {
  return isTenantName(name) && (name in config.tenants || name in TENANT_CONFIGS);
}

function getTenantCookieName(config: PublicConfig): string {
  return config.tenantCookie || DEFAULT_TENANT_COOKIE;
}

export function resolveTenantContext(config: PublicConfig, hostname: string): TenantContext {
  const host = bareHost(hostname);
  const fromHost = config.hostTenantMap[host];
  const fromCookie = getCookie(getTenantCookieName(config));
  const hostDecidesTenant = isKnownTenant(config, fromHost);
  const tenant: TenantName = hostDecidesTenant
    ? fromHost
    : isKnownTenant(config, fromCookie)
      ? fromCookie
      : config.defaultTenant;
  const tenantConfig = config.tenants[tenant] ?? TENANT_CONFIGS[tenant];

  const cookieCenter = getCookie(CENTER_COOKIE);
  const cookieCenterTenant = getCookie(CENTER_TENANT_COOKIE);
  const centerId =
    config.hostCenterMap[host] ??
    (cookieCenter && cookieCenterTenant === tenant ? cookieCenter : null) ??
    config.defaultCenterIds[tenant] ??
    '';

  if (centerId) {
    setCookie(CENTER_COOKIE, centerId, { days: COOKIE_DAYS });
    setCookie(CENTER_TENANT_COOKIE, tenant, { days: COOKIE_DAYS });
  }
  return { tenant, tenantConfig, centerId, appContext: tenantConfig.appContext, hostDecidesTenant };
}

/**
 * Chooses a tenant on a host that does not decide it (the /switch page): writes the tenant
 * cookie and forgets the center of the previous tenant. The caller reloads the page.
 */
export function chooseTenant(config: PublicConfig, name: TenantName): void {
  if (!isKnownTenant(config, name)) throw new Error(`Unknown tenant: ${String(name)}`);
  setCookie(getTenantCookieName(config), name, { days: COOKIE_DAYS });
  deleteCookie(CENTER_COOKIE);
  deleteCookie(CENTER_TENANT_COOKIE);
}
