// What the server puts into index.html for a page load (server/plugins/index-html.ts) so the
// app's first render needs no round trip: read by src/lib/boot-data.ts.
import type { JsonApiDocument } from './jsonapi';
import type { PublicConfig } from './public-config';
import type { TenantName } from './tenants/tenant-configs';

/** The id of the <script type="application/json"> element that holds the BootData. */
export const BOOT_DATA_ELEMENT_ID = 'volunteerly-boot';

export interface BootData {
  /** What GET /config.json answers. */
  config: PublicConfig;
  /**
   * What GET /api/v1/volunteer_centers/current?include=profile answers for this tenant and
   * center (the app uses it only when it resolves the same ones), or null.
   */
  center: { tenant: TenantName; centerId: string; document: JsonApiDocument } | null;
}
