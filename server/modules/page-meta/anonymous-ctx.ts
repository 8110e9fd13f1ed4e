// A visitor without an account, as the modules' read use cases take one: the page shell is built
// for whoever asks (a browser, a link-preview crawler), so it only ever shows what is public.
import type { Locale } from '../../../common/constants';
import { TENANT_CONFIGS, type TenantName } from '../../../common/tenants/tenant-configs';
import type { Db } from '../../db/connection';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { withTenant } from '../../db/with-tenant';
import type { Settings } from '../../env';
import type { FileStore } from '../../lib/file-store';
import { buildMailOrigin } from '../../lib/mail-links';
import type { RequestCtx } from '../../lib/request-ctx';

export function buildAnonymousCtx(
  { db, settings, fileStore }: { db: Db; settings: Settings; fileStore: FileStore },
  tenant: TenantName,
  center: VolunteerCenterRow,
  locale: Locale,
): RequestCtx {
  const config = TENANT_CONFIGS[tenant];
  return {
    tenantId: tenant,
    center,
    config,
    settings,
    fileStore,
    now: settings.now(),
    // The configured host of the center (or PUBLIC_URL), never the request's Host header.
    origin: buildMailOrigin(settings, { center: center.hosts, tenant: config.hosts }),
    ip: '',
    locale,
    currentUser: null,
    session: null,
    withTenant: (fn) => withTenant(db, tenant, fn),
  };
}
