// Housekeeping's queries (housekeeping.ts): unconfirmed requests past their days, and the
// personal data of closed requests past the retention period.
import { and, inArray, isNotNull, isNull, lte, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { helpRequests } from '../../db/schema/help';

/** Deletes requests nobody confirmed, created at or before `cutoff`; answers how many. */
export async function deleteUnconfirmedRequests(
  tx: Tx,
  tenant: string,
  cutoff: Date,
): Promise<number> {
  const rows = await tx
    .delete(helpRequests)
    .where(
      and(
        eq(helpRequests.tenantId, tenant),
        isNull(helpRequests.confirmedAt),
        lte(helpRequests.createdAt, cutoff),
      ),
    )
    .returning({ id: helpRequests.id });
  return rows.length;
}

/**
 * Clears the personal data (contact, street, house number, coordinates, description) of done or
 * cancelled requests closed at or before `cutoff`; the rest (category, place, dates, history)
 * stays for the numbers. Answers how many.
 */
export async function anonymizeClosedRequests(
  tx: Tx,
  tenant: string,
  input: { cutoff: Date; now: Date },
): Promise<number> {
  const rows = await tx
    .update(helpRequests)
    .set({
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      street: null,
      houseNumber: null,
      lat: null,
      lng: null,
      description: '',
      anonymizedAt: input.now,
      updatedAt: sql`${helpRequests.updatedAt}`,
    })
    .where(
      and(
        eq(helpRequests.tenantId, tenant),
        inArray(helpRequests.status, ['done', 'cancelled']),
        isNotNull(helpRequests.closedAt),
        lte(helpRequests.closedAt, input.cutoff),
        isNull(helpRequests.anonymizedAt),
      ),
    )
    .returning({ id: helpRequests.id });
  return rows.length;
}
