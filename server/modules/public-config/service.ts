// Builds GET /config.json (common/public-config.ts) from the settings, the tenant configs and the
// centers in the database, so that one build of the PWA serves every deployment.
import { API_BASE_PATH, DEFAULT_TENANT_COOKIE } from '../../../common/constants';
import type { PublicConfig } from '../../../common/public-config';
import {
  TENANT_CONFIGS,
  TENANT_NAMES,
  type TenantName,
} from '../../../common/tenants/tenant-configs';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/with-tenant';
import type { Settings } from '../../env';
import { readBuildManifest } from '../builds/service';
import { getCenterDirectory } from '../volunteer-centers/service';

export async function buildPublicConfig(db: Db, settings: Settings): Promise<PublicConfig> {
  const hostTenantMap: Record<string, TenantName> = {};
  for (const config of Object.values(TENANT_CONFIGS)) {
    for (const host of config.hosts) hostTenantMap[host] = config.name;
  }
  const hostCenterMap: Record<string, string> = {};
  const defaultCenterIds: Record<string, string> = {};
  // The host map needs every tenant's centers. Rather than an owner-level read that bypasses
  // row-level security, read each tenant inside its own scope.
  for (const tenant of TENANT_NAMES) {
    const { centers, defaultCenter } = await withTenant(db, tenant, (tx) =>
      getCenterDirectory({ tx, tenant }),
    );
    for (const center of centers) {
      for (const host of center.hosts) hostCenterMap[host] = center.id;
    }
    if (defaultCenter) defaultCenterIds[tenant] = defaultCenter.id;
  }
  const build = await readBuildManifest(settings.distDir);
  return {
    apiBaseUrl: API_BASE_PATH,
    defaultTenant: settings.defaultTenant,
    tenantCookie: DEFAULT_TENANT_COOKIE,
    hostTenantMap,
    hostCenterMap,
    defaultCenterIds,
    tenants: { ...TENANT_CONFIGS },
    sentryDsn: settings.sentryDsn,
    buildId: build?.id ?? null,
    map: { tileUrl: settings.mapTileUrl, attribution: settings.mapTileAttribution },
  };
}
