// Escalation's query (escalation.ts): taking the applications that waited too long.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { applications, type ApplicationRow } from '../../db/schema/applications';

/**
 * Sets escalated_at to `now` on up to `limit` applications still `new` and not escalated that were
 * created at or before `cutoff` (oldest first); answers them. The rows are locked and locked ones
 * skipped, so two servers running at once never escalate one twice.
 */
export async function escalateDueApplications(
  tx: Tx,
  tenant: string,
  input: { cutoff: Date; now: Date; limit: number },
): Promise<ApplicationRow[]> {
  const due = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenant),
        eq(applications.status, 'new'),
        isNull(applications.escalatedAt),
        lte(applications.createdAt, input.cutoff),
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(applications)
    .set({ escalatedAt: input.now })
    .where(
      and(
        eq(applications.tenantId, tenant),
        inArray(
          applications.id,
          due.map((d) => d.id),
        ),
        isNull(applications.escalatedAt),
      ),
    )
    .returning();
}
