// Queries for volunteer centers and their profiles. Every query runs inside a tenant transaction
// (row-level security) and names the tenant as well, which also lets PostgreSQL use the keys.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Tx } from '../../db/connection';
import { tenants } from '../../db/schema/tenants';
import {
  centerProfiles,
  volunteerCenters,
  type CenterProfileRow,
  type VolunteerCenterRow,
} from '../../db/schema/volunteer-centers';

export async function listCenters(tx: Tx, tenant: TenantName): Promise<VolunteerCenterRow[]> {
  return tx
    .select()
    .from(volunteerCenters)
    .where(eq(volunteerCenters.tenantId, tenant))
    .orderBy(desc(volunteerCenters.isDefault), asc(volunteerCenters.name));
}

export async function findCenter(
  tx: Tx,
  tenant: TenantName,
  id: string,
): Promise<VolunteerCenterRow | null> {
  const [row] = await tx
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenant), eq(volunteerCenters.id, id)));
  return row ?? null;
}

export async function listProfiles(
  tx: Tx,
  tenant: TenantName,
  centerIds: string[],
): Promise<CenterProfileRow[]> {
  if (centerIds.length === 0) return [];
  return tx
    .select()
    .from(centerProfiles)
    .where(and(eq(centerProfiles.tenantId, tenant), inArray(centerProfiles.centerId, centerIds)));
}

/** The tenant's configured default center (tenants.default_center_id), if any. */
export async function findDefaultCenterId(tx: Tx, tenant: TenantName): Promise<string | null> {
  const [row] = await tx
    .select({ id: tenants.defaultCenterId })
    .from(tenants)
    .where(eq(tenants.name, tenant));
  return row?.id ?? null;
}

/** Each center's id and host names: the links in mail that jobs send (server/lib/mail-links.ts). */
export async function listCenterHosts(
  tx: Tx,
  tenant: string,
): Promise<{ id: string; hosts: string[] }[]> {
  return tx
    .select({ id: volunteerCenters.id, hosts: volunteerCenters.hosts })
    .from(volunteerCenters)
    .where(eq(volunteerCenters.tenantId, tenant));
}
