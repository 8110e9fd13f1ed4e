// Queries for organizations, their addresses and profiles, and the memberships that tie users to
// them. Every function takes a tenant transaction (row-level security) and names the tenant.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { setsAnything } from '../../lib/patch';
import {
  addresses,
  organizationProfiles,
  organizations,
  type OrganizationRow,
} from '../../db/schema/organizations';
import type { OrganizationStatus, OrganizationType } from '../../../common/schemas/organizations';
import type { OrganizationWithRelations } from './serializer';
import { containsPattern } from '../../lib/like-pattern';

export type NewOrganization = typeof organizations.$inferInsert;
export type OrganizationPatch = Partial<Omit<NewOrganization, 'tenantId' | 'id'>>;
export type AddressPatch = Partial<
  Pick<typeof addresses.$inferInsert, 'street' | 'number' | 'postcode' | 'city' | 'lat' | 'lng'>
>;

export async function findOrganization(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<OrganizationRow | null> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
  return row ?? null;
}

/** Adds each organization's address and profile (two queries for any number of rows). */
/** The rows' addresses and profiles (relations.ts adds the logos). */
export async function attachAddressesAndProfiles(
  tx: Tx,
  tenantId: string,
  rows: OrganizationRow[],
): Promise<OrganizationWithRelations[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [addressRows, profileRows] = await Promise.all([
    tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.tenantId, tenantId), inArray(addresses.organizationId, ids))),
    tx
      .select()
      .from(organizationProfiles)
      .where(
        and(
          eq(organizationProfiles.tenantId, tenantId),
          inArray(organizationProfiles.organizationId, ids),
        ),
      ),
  ]);
  return rows.map((organization) => ({
    organization,
    address: addressRows.find((a) => a.organizationId === organization.id) ?? null,
    profile: profileRows.find((p) => p.organizationId === organization.id) ?? null,
  }));
}

/** The organizations of `ids`, by name. */
export async function listOrganizationRows(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)))
    .orderBy(asc(organizations.name));
}

/** The center's own organization (type VolunteerCenter), the root of its tree. */
export async function findCenterOrganization(
  tx: Tx,
  tenantId: string,
  centerId: string,
): Promise<OrganizationRow | null> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        eq(organizations.centerId, centerId),
        eq(organizations.type, 'VolunteerCenter'),
      ),
    )
    .orderBy(asc(organizations.createdAt))
    .limit(1);
  return row ?? null;
}

export interface OrganizationListFilter {
  centerId: string;
  /** Statuses visible to the caller (anonymous: approved only). */
  statuses: OrganizationStatus[];
  type?: OrganizationType;
  parentId?: string;
  q?: string;
  sort: { column: 'name' | 'created_at' | 'status'; descending: boolean };
  limit: number;
  offset: number;
}

export async function listOrganizations(
  tx: Tx,
  tenantId: string,
  filter: OrganizationListFilter,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(organizations.tenantId, tenantId),
    eq(organizations.centerId, filter.centerId),
    inArray(organizations.status, filter.statuses),
  ];
  if (filter.type) conditions.push(eq(organizations.type, filter.type));
  if (filter.parentId) conditions.push(eq(organizations.parentId, filter.parentId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(organizations.name, pattern), ilike(organizations.description, pattern)),
    );
  }
  const where = and(...conditions);
  const column = {
    name: organizations.name,
    created_at: organizations.createdAt,
    status: organizations.status,
  }[filter.sort.column];
  const rows = await tx
    .select()
    .from(organizations)
    .where(where)
    .orderBy(filter.sort.descending ? desc(column) : asc(column), asc(organizations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(organizations)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function isSlugTaken(tx: Tx, tenantId: string, slug: string): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

export async function insertOrganization(
  tx: Tx,
  values: NewOrganization,
  address: AddressPatch | null,
): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  if (address) {
    await tx
      .insert(addresses)
      .values({ tenantId: values.tenantId, organizationId: row!.id, ...address });
  }
  await tx.insert(organizationProfiles).values({
    tenantId: values.tenantId,
    organizationId: row!.id,
    contactEmail: values.email ?? null,
  });
  return row!;
}

export async function updateOrganization(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: OrganizationPatch,
): Promise<OrganizationRow> {
  if (!setsAnything(patch)) return (await findOrganization(tx, tenantId, id))!;
  const [row] = await tx
    .update(organizations)
    .set(patch)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .returning();
  return row!;
}

/** Writes the organization's address, creating it when it has none. */
export async function upsertAddress(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  patch: AddressPatch,
): Promise<void> {
  if (!setsAnything(patch)) return;
  const [existing] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.organizationId, organizationId)));
  if (existing) {
    await tx
      .update(addresses)
      .set(patch)
      .where(and(eq(addresses.tenantId, tenantId), eq(addresses.id, existing.id)));
  } else {
    await tx.insert(addresses).values({ tenantId, organizationId, ...patch });
  }
}

/** Children point at their parent: they move up to the deleted organization's parent. */
export async function deleteOrganization(tx: Tx, row: OrganizationRow): Promise<void> {
  await tx
    .update(organizations)
    .set({ parentId: row.parentId })
    .where(and(eq(organizations.tenantId, row.tenantId), eq(organizations.parentId, row.id)));
  await tx
    .delete(organizations)
    .where(and(eq(organizations.tenantId, row.tenantId), eq(organizations.id, row.id)));
}

/** The ids of `id` and all its ancestors, nearest first (to refuse cycles when moving). */
export async function listAncestorIds(tx: Tx, tenantId: string, id: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where tenant_id = ${tenantId} and id = ${id}
      union all
      select o.id, o.parent_id, c.depth + 1 from organizations o
        join chain c on o.id = c.parent_id and o.tenant_id = ${tenantId}
      where c.depth < 100
    )
    select id from chain order by depth
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** The ids of all organizations below `id` (not `id` itself). */
export async function listDescendantIds(tx: Tx, tenantId: string, id: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from organizations where tenant_id = ${tenantId} and parent_id = ${id}
      union all
      select o.id, t.depth + 1 from organizations o
        join tree t on o.parent_id = t.id and o.tenant_id = ${tenantId}
      where t.depth < 100
    )
    select id from tree
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

export async function setCenterOfOrganizations(
  tx: Tx,
  tenantId: string,
  ids: string[],
  centerId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(organizations)
    .set({ centerId })
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)));
}

/** Points the organization's profile at a logo file (null: none), creating the profile if needed. */
export async function setOrganizationLogoFile(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  logoFileId: string | null,
): Promise<void> {
  await tx
    .insert(organizationProfiles)
    .values({ tenantId, organizationId, logoFileId })
    .onConflictDoUpdate({
      target: [organizationProfiles.tenantId, organizationProfiles.organizationId],
      set: { logoFileId, updatedAt: sql`now()` },
    });
}
