// The current center as index.html's boot data carries it: the same document as
// GET /api/v1/volunteer_centers/current?include=profile, so the app can skip that first request.
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Db } from '../../db/connection';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { withTenant } from '../../db/with-tenant';
import { buildCenterDocument } from './serializer';
import { getCurrentCenter } from './service';

export async function loadBootCenter(db: Db, tenant: TenantName, center: VolunteerCenterRow) {
  const item = await withTenant(db, tenant, (tx) => getCurrentCenter({ tx, tenant }, center));
  return {
    document: buildCenterDocument(item, new Set(['profile'])),
    gtagId: item.profile?.gtagId ?? null,
  };
}
