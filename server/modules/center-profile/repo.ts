// Queries for a center's profile (its design settings), inside a tenant transaction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { centerProfiles, type CenterProfileRow } from '../../db/schema/volunteer-centers';

export type CenterProfileChanges = Partial<
  Omit<CenterProfileRow, 'tenantId' | 'id' | 'centerId' | 'createdAt' | 'updatedAt'>
>;

export async function findProfileOfCenter(
  tx: Tx,
  tenant: string,
  centerId: string,
): Promise<CenterProfileRow | null> {
  const [row] = await tx
    .select()
    .from(centerProfiles)
    .where(and(eq(centerProfiles.tenantId, tenant), eq(centerProfiles.centerId, centerId)));
  return row ?? null;
}

/** The center's profile, created with the center's name when it has none yet. */
export async function ensureProfileOfCenter(
  tx: Tx,
  tenant: string,
  center: { id: string; name: string },
): Promise<CenterProfileRow> {
  const existing = await findProfileOfCenter(tx, tenant, center.id);
  if (existing) return existing;
  await tx
    .insert(centerProfiles)
    .values({ tenantId: tenant, centerId: center.id, name: center.name })
    .onConflictDoNothing({ target: [centerProfiles.tenantId, centerProfiles.centerId] });
  return (await findProfileOfCenter(tx, tenant, center.id))!;
}

export async function updateProfileOfCenter(
  tx: Tx,
  tenant: string,
  centerId: string,
  changes: CenterProfileChanges,
): Promise<CenterProfileRow> {
  const [row] = await tx
    .update(centerProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(centerProfiles.tenantId, tenant), eq(centerProfiles.centerId, centerId)))
    .returning();
  return row!;
}
