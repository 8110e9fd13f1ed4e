// Queries of organization services, each with what deciding who sees it needs: its
// organization's status, center and name.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import {
  organizationServices,
  type OrganizationServiceRow,
} from '../../db/schema/organization-services';
import { organizations } from '../../db/schema/organizations';

export interface ServiceView {
  service: OrganizationServiceRow;
  organizationStatus: string;
  organizationCenterId: string;
}

function selectViews(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      service: organizationServices,
      organizationStatus: organizations.status,
      organizationCenterId: organizations.centerId,
    })
    .from(organizationServices)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, organizationServices.tenantId),
        eq(organizations.id, organizationServices.organizationId),
      ),
    )
    .where(where);
}

export async function findServiceView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<ServiceView | null> {
  const [row] = await selectViews(
    tx,
    and(eq(organizationServices.tenantId, tenantId), eq(organizationServices.id, id)),
  );
  return row ?? null;
}

/** Whose services a reader sees whatever their organization's status: those they manage. */
export interface ManagedScope {
  /** An admin: every organization of the tenant. */
  all: boolean;
  centerIds: string[];
  organizationIds: string[];
}

/**
 * Services of approved organizations (of one center, or of one organization), plus every
 * service of the organizations the reader manages, whatever their status.
 */
export async function listServiceViews(
  tx: Tx,
  tenantId: string,
  options: { centerId?: string; organizationId?: string; managed: ManagedScope },
): Promise<ServiceView[]> {
  const scope: SQL[] = [eq(organizationServices.tenantId, tenantId)];
  if (options.organizationId) {
    scope.push(eq(organizationServices.organizationId, options.organizationId));
  } else if (options.centerId) {
    scope.push(eq(organizationServices.centerId, options.centerId));
  }
  const { managed } = options;
  const visible: SQL[] = [eq(organizations.status, 'approved')];
  if (managed.all) visible.push(sql`true`);
  if (managed.centerIds.length > 0)
    visible.push(inArray(organizations.centerId, managed.centerIds));
  if (managed.organizationIds.length > 0) {
    visible.push(inArray(organizationServices.organizationId, managed.organizationIds));
  }
  return selectViews(tx, and(...scope, or(...visible)))
    .orderBy(
      asc(sql`lower(coalesce(${organizationServices.nameNl}, ${organizationServices.nameEn}))`),
      asc(organizationServices.id),
    )
    .limit(1000);
}

/** The services of these organizations (the social map's), in name order. */
export async function listServicesOfOrganizations(
  tx: Tx,
  tenantId: string,
  organizationIds: string[],
): Promise<OrganizationServiceRow[]> {
  if (organizationIds.length === 0) return [];
  return tx
    .select()
    .from(organizationServices)
    .where(
      and(
        eq(organizationServices.tenantId, tenantId),
        inArray(organizationServices.organizationId, organizationIds),
      ),
    )
    .orderBy(
      asc(sql`lower(coalesce(${organizationServices.nameNl}, ${organizationServices.nameEn}))`),
      asc(organizationServices.id),
    );
}

export async function insertService(
  tx: Tx,
  values: typeof organizationServices.$inferInsert,
): Promise<OrganizationServiceRow> {
  const [row] = await tx.insert(organizationServices).values(values).returning();
  return row!;
}

export async function updateService(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof organizationServices.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(organizationServices)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(organizationServices.tenantId, tenantId), eq(organizationServices.id, id)));
}

export async function deleteService(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .delete(organizationServices)
    .where(and(eq(organizationServices.tenantId, tenantId), eq(organizationServices.id, id)));
}
