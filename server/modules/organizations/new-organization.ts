// What a new organization gets besides its form's fields, shared by the coordinators' create and
// the public sign-up: a free slug from its name, its address in our postcode format, its parent,
// and the 409 duplicate_id of a client-generated id (DESIGN.md section 7).
import type { OrganizationSignup, OrganizationType } from '../../../common/schemas/organizations';
import type { Tx } from '../../db/connection';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { RequestCtx } from '../../lib/request-ctx';
import { createInvalidOrganizationError, loadOrganizationRelations } from './load-organization';
import {
  findCenterOrganization,
  findOrganization,
  insertOrganization,
  isSlugTaken,
  type AddressPatch,
} from './repo';
import type { OrganizationWithRelations } from './serializer';

function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, 'en')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'organisatie'
  );
}

export async function findFreeSlug(tx: Tx, tenantId: string, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(tx, tenantId, slug))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

export function pickAddress(input: {
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city?: string | null;
}): AddressPatch | null {
  const patch: AddressPatch = {};
  if (input.street !== undefined) patch.street = input.street || null;
  if (input.number !== undefined) patch.number = input.number || null;
  if (input.postcode !== undefined)
    patch.postcode = input.postcode ? formatPostcode(input.postcode) : null;
  if (input.city !== undefined) patch.city = input.city || null;
  return Object.keys(patch).length > 0 ? patch : null;
}

export async function resolveParent(
  tx: Tx,
  ctx: RequestCtx,
  parentId: string | null | undefined,
  centerId: string,
): Promise<string | null> {
  if (parentId === null) return null;
  if (parentId === undefined) {
    return (await findCenterOrganization(tx, ctx.tenantId, centerId))?.id ?? null;
  }
  const parent = await findOrganization(tx, ctx.tenantId, parentId);
  if (!parent || parent.centerId !== centerId) {
    throw createInvalidOrganizationError(
      'parent_id does not name an organization of this center.',
      'parent_id',
    );
  }
  return parent.id;
}

/**
 * A create with a client-generated id runs `fn` and answers 409 duplicate_id when the id exists
 * in this tenant, also when a concurrent create took it between our check and our insert (the
 * transaction rolls back whole). Ids of other tenants are invisible here (row-level security)
 * and may be reused: the key is (tenant_id, id).
 */
export async function withOrganizationClientId<T>(
  id: string | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (id && isUniqueViolation(error, 'organizations_tenant_id_id_pk')) {
      throw createDuplicateIdError('organization', id);
    }
    throw error;
  }
}

export async function assertOrganizationIdIsFree(
  tx: Tx,
  ctx: RequestCtx,
  id: string | undefined,
): Promise<void> {
  if (id && (await findOrganization(tx, ctx.tenantId, id))) {
    throw createDuplicateIdError('organization', id);
  }
}

/**
 * The pending organization of a public sign-up, under its center's own organization; auth's
 * organization sign-up adds its first user in the same transaction.
 */
export async function insertSignedUpOrganization(
  tx: Tx,
  ctx: RequestCtx,
  centerId: string,
  input: OrganizationSignup,
  id: string | undefined,
): Promise<OrganizationWithRelations> {
  const row = await insertOrganization(
    tx,
    {
      ...(id ? { id } : {}),
      tenantId: ctx.tenantId,
      centerId,
      parentId: (await findCenterOrganization(tx, ctx.tenantId, centerId))?.id ?? null,
      type: input.organizationType as OrganizationType,
      name: input.name,
      slug: await findFreeSlug(tx, ctx.tenantId, input.name),
      description: input.description || null,
      website: input.website || null,
      email: input.email,
      phone: input.phone || null,
      status: 'pending',
    },
    pickAddress(input),
  );
  return loadOrganizationRelations(tx, row);
}
