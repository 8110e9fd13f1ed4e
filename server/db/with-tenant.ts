// The one way to touch tenant-owned data: a transaction that names the tenant and drops to the
// app_user role, so PostgreSQL's row-level security (DESIGN.md section 5) decides what is visible.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connection';

/**
 * Runs `fn` in a transaction scoped to one tenant: other tenants' rows are invisible and writing
 * them fails, even for a query that forgets its `where tenant_id = ...`. The transaction commits
 * when `fn` resolves and rolls back when it throws.
 */
export async function withTenant<T>(
  db: Db,
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
  options: { requestId?: string } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip for all: set_config('role', ..., true) is SET LOCAL ROLE. A request's id
    // goes into application_name, so pg_stat_activity and the server's log name the request a
    // slow query belongs to (the same id as in the API's own log lines).
    const name = options.requestId ? `volunteerly ${options.requestId}` : null;
    await tx.execute(
      name
        ? sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true), set_config('application_name', ${name}, true)`
        : sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx);
  });
}
