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
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip for both: set_config('role', ..., true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx);
  });
}
