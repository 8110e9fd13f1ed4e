// What every scheduled job that works on tenant data does: one tenant transaction per tenant (so
// row-level security applies as in a request), and a tenant whose run fails is logged and skipped
// so the others still get theirs. The jobs of server/lib/jobs.ts use it.
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { withTenant } from '../db/with-tenant';

export interface EachTenantOptions {
  /** The tenants to visit (all by default). */
  tenants?: readonly TenantName[];
  logger?: { error(obj: object, msg: string): void };
  /** Names the run in the log line of a tenant that failed. */
  label: string;
}

/** Runs `fn` for each tenant in its own transaction; answers the results of those that succeeded. */
export async function runForEachTenant<T>(
  db: Db,
  options: EachTenantOptions,
  fn: (tx: Tx, tenant: TenantName) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const tenant of options.tenants ?? TENANT_NAMES) {
    try {
      results.push(await withTenant(db, tenant, (tx) => fn(tx, tenant)));
    } catch (error) {
      options.logger?.error({ err: error, tenant }, `${options.label} failed`);
    }
  }
  return results;
}
