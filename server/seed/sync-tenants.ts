// Writes the tenants of common/tenants (the code is their source of truth) into the tenants
// table on every start, so that foreign keys and the app role can rely on them. Touches a row
// only when its configuration changed.
import { sql } from 'drizzle-orm';
import { TENANT_CONFIGS } from '../../common/tenants/tenant-configs';
import type { Db } from '../db/connection';
import { tenants } from '../db/schema/tenants';

/** Runs as the owner: the tenants table has no row-level security and app_user cannot write it. */
export async function syncTenants(db: Db): Promise<void> {
  const rows = Object.values(TENANT_CONFIGS).map((config) => ({
    name: config.name,
    appName: config.appName,
    appContext: config.appContext,
    config,
  }));
  await db
    .insert(tenants)
    .values(rows)
    .onConflictDoUpdate({
      target: tenants.name,
      set: {
        appName: sql`excluded.app_name`,
        appContext: sql`excluded.app_context`,
        config: sql`excluded.config`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${tenants.appName}, ${tenants.appContext}, ${tenants.config})
        is distinct from (excluded.app_name, excluded.app_context, excluded.config)`,
    });
}
