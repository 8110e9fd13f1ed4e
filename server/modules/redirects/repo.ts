// The redirects table: one lookup by the old path of one center, inside the tenant's transaction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { redirects, type RedirectRow } from '../../db/schema/redirects';

export async function findRedirect(
  tx: Tx,
  tenantId: string,
  centerId: string,
  path: string,
): Promise<RedirectRow | null> {
  const [row] = await tx
    .select()
    .from(redirects)
    .where(
      and(
        eq(redirects.tenantId, tenantId),
        eq(redirects.centerId, centerId),
        eq(redirects.fromPath, path),
      ),
    );
  return row ?? null;
}
