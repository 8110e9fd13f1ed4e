// The centers and organizations a scope may name, read with the center an organization belongs to.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { organizations } from '../../db/schema/organizations';
import { volunteerCenters } from '../../db/schema/volunteer-centers';

export async function findCenterId(tx: Tx, tenantId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, id)));
  return row?.id ?? null;
}

export async function findOrganizationCenter(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<{ id: string; centerId: string } | null> {
  const [row] = await tx
    .select({ id: organizations.id, centerId: organizations.centerId })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
  return row ?? null;
}
