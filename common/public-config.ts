// The shape of GET /config.json: the browser's public configuration, built by the server from
// its settings so that one build serves every deployment.
import type { TenantConfig, TenantName } from './tenants/tenant-configs';

export interface PublicConfig {
  apiBaseUrl: string;
  defaultTenant: TenantName;
  /** Name of the cookie that holds a chosen tenant (SPEC: default 'tenant'). */
  tenantCookie: string;
  /** host (no port) -> tenant name */
  hostTenantMap: Record<string, TenantName>;
  /** host (no port) -> volunteer center id */
  hostCenterMap: Record<string, string>;
  /** tenant -> default volunteer center id */
  defaultCenterIds: Record<string, string>;
  tenants: Record<string, TenantConfig>;
  sentryDsn: string | null;
  buildId: string | null;
  /** The maps' tiles (MAP_TILE_URL) and the attribution their source requires (absent in a
   * config cached before maps existed: the browser then uses PDOK's). */
  map?: { tileUrl: string; attribution: string };
}
