// The boot data the server puts into index.html for a page load (server/plugins/index-html.ts):
// the public configuration and the current center, so a first visit renders without waiting for
// /config.json and the center profile. Absent from a worker's precached index.html (then the app
// fetches both as before); the center is used only when it is the one the app resolved.
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../common/boot-data';
import type { JsonApiDocument } from '../../common/jsonapi';
import { isPublicConfig } from './public-config';
import type { TenantContext } from './tenant';

/** Reads (once) and removes the boot data element; null when there is none or it is unreadable. */
export function takeBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<BootData> | null;
    if (!data || !isPublicConfig(data.config)) return null;
    return { config: data.config, center: data.center ?? null };
  } catch {
    return null;
  }
}

/** The center document, when it was built for the tenant and center the app resolved. */
export function bootCenterDocument(
  data: BootData | null,
  tenant: TenantContext,
): JsonApiDocument | null {
  const center = data?.center;
  if (!center || center.tenant !== tenant.tenant || center.centerId !== tenant.centerId)
    return null;
  return center.document;
}
