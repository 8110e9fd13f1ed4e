// Resolves which tenant and volunteer center this page works for (DESIGN.md section 5; the rule
// is common/tenants/choose-tenant.ts, shared with the server's boot data) and remembers the center.
import { CENTER_COOKIE, CENTER_TENANT_COOKIE } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import {
  chooseTenantAndCenter,
  isKnownTenant,
  tenantCookieName,
} from '../../common/tenants/choose-tenant';
import {
  TENANT_CONFIGS,
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

export function resolveTenantContext(config: PublicConfig, hostname: string): TenantContext {
  const { tenant, centerId, hostDecidesTenant } = chooseTenantAndCenter(
    config,
    hostname,
    getCookie,
  );
  const tenantConfig = config.tenants[tenant] ?? TENANT_CONFIGS[tenant];
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
  setCookie(tenantCookieName(config), name, { days: COOKIE_DAYS });
  deleteCookie(CENTER_COOKIE);
  deleteCookie(CENTER_TENANT_COOKIE);
}
