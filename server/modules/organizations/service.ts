// Organizations (SPEC section 7, DESIGN.md section 6): the signed-in user's organizations, the
// public list and detail of approved ones, creation and editing by their administrators, status
// transitions (ours: pending -> approved | denied, approved -> archived, denied -> pending,
// archived -> approved), deletion and moves by admins, and the public sign-up.
import { ERROR_CODE } from '../../../common/errors';
import {
  canTransitionOrganization,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TRANSITIONS,
  type OrganizationInput,
  type OrganizationSignup,
  type OrganizationUpdate,
  type OrganizationStatus,
  type OrganizationType,
} from '../../../common/schemas/organizations';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { OrganizationRow } from '../../db/schema/organizations';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { hashPassword } from '../../lib/passwords';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { createEmailTakenError, sendConfirmationMail } from '../auth/service';
import { insertRole, insertUser, isEmailTaken, ensureMembership } from '../users/repo';
import {
  attachOrganizationRelations,
  deleteOrganization,
  findCenterOrganization,
  findOrganization,
  insertOrganization,
  isSlugTaken,
  listAncestorIds,
  listDescendantIds,
  listOrganizations,
  listOrganizationsWithRelations,
  setCenterOfOrganizations,
  updateOrganization,
  upsertAddress,
  type AddressPatch,
  type OrganizationListFilter,
  type OrganizationPatch,
} from './repo';
import type { OrganizationWithRelations } from './serializer';

function notFound(id: string) {
  return createNotFoundError(`Organization ${id} was not found.`);
}

function invalid(
  detail: string,
  attribute: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
) {
  return new AppError({
    status: 422,
    code: ERROR_CODE[code],
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
  });
}

async function loadOrganization(tx: Tx, ctx: RequestCtx, id: string): Promise<OrganizationRow> {
  if (!isUuid(id)) throw notFound(id);
  const row = await findOrganization(tx, ctx.tenantId, id);
  if (!row) throw notFound(id);
  return row;
}

async function withRelations(tx: Tx, row: OrganizationRow): Promise<OrganizationWithRelations> {
  const [item] = await attachOrganizationRelations(tx, row.tenantId, [row]);
  return item!;
}

/** Center admins of its center and admins moderate an organization. */
function canModerate(user: CurrentUser, organization: OrganizationRow): boolean {
  return isAdmin(user) || isCenterAdminOf(user, organization.centerId);
}

/** ... and its own organization admins edit it too. */
function canEdit(user: CurrentUser, organization: OrganizationRow): boolean {
  return canModerate(user, organization) || isOrganizationAdminOf(user, organization.id);
}

/**
 * The user's organizations: memberships and organization_admin roles, plus the own
 * VolunteerCenter organization of every center they administer (admins: their own center's).
 * Volunteers usually have none: an empty list, not an error.
 */
export async function getCurrentOrganizations(
  ctx: RequestCtx,
): Promise<OrganizationWithRelations[]> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  return ctx.withTenant(async (tx) => {
    const ids = new Set([...user.organizationIds, ...getAdministeredOrganizationIds(user)]);
    const centerIds = new Set(getAdministeredCenterIds(user));
    if (isAdmin(user)) centerIds.add(user.centerId);
    for (const centerId of centerIds) {
      const own = await findCenterOrganization(tx, ctx.tenantId, centerId);
      if (own) ids.add(own.id);
    }
    return listOrganizationsWithRelations(tx, ctx.tenantId, [...ids]);
  });
}

/**
 * The organization the Current-Organization-Id header names, which must be one of the user's
 * organizations (404 otherwise). Without the header: the default choice of SPEC section 4, the
 * first School or VolunteerCenter, else the first.
 */
export async function getCurrentOrganization(
  ctx: RequestCtx,
  headerId: string | null,
): Promise<OrganizationWithRelations> {
  const list = await getCurrentOrganizations(ctx);
  if (headerId) {
    const found = list.find((o) => o.organization.id === headerId);
    if (!found) {
      throw createNotFoundError(`Organization ${headerId} is not one of your organizations.`, {
        header: 'Current-Organization-Id',
      });
    }
    return found;
  }
  const preferred =
    list.find((o) => ['School', 'VolunteerCenter'].includes(o.organization.type)) ?? list[0];
  if (!preferred) throw createNotFoundError('You do not belong to an organization.');
  return preferred;
}

export interface OrganizationListQuery {
  status?: OrganizationStatus;
  type?: OrganizationType;
  parentId?: string;
  q?: string;
  pageNumber: number;
  pageSize: number;
  sort: OrganizationListFilter['sort'];
}

/** The request center's organizations: approved ones for everyone, every status for its moderators. */
export async function getOrganizations(
  ctx: RequestCtx,
  query: OrganizationListQuery,
): Promise<{ items: OrganizationWithRelations[]; total: number }> {
  const center = requireCenter(ctx);
  const user = ctx.currentUser;
  const moderator = user !== null && (isAdmin(user) || isCenterAdminOf(user, center.id));
  const visible: OrganizationStatus[] = moderator ? [...ORGANIZATION_STATUSES] : ['approved'];
  const statuses = query.status ? visible.filter((s) => s === query.status) : visible;
  if (statuses.length === 0) return { items: [], total: 0 };
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listOrganizations(tx, ctx.tenantId, {
      centerId: center.id,
      statuses,
      type: query.type,
      parentId: query.parentId,
      q: query.q || undefined,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { items: await attachOrganizationRelations(tx, ctx.tenantId, rows), total };
  });
}

/** One organization: public when approved, otherwise only for its administrators and members. */
export async function getOrganization(
  ctx: RequestCtx,
  id: string,
): Promise<OrganizationWithRelations> {
  return ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    if (row.status !== 'approved') {
      const user = ctx.currentUser;
      if (!user)
        throw createUnauthorizedError('Sign in to see an organization that is not approved.');
      assertAllowed(
        canEdit(user, row) || user.organizationIds.includes(row.id),
        'This organization is not public.',
      );
    }
    return withRelations(tx, row);
  });
}

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

async function findFreeSlug(tx: Tx, tenantId: string, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(tx, tenantId, slug))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

function pickAddress(input: {
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

function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

async function resolveParent(
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
    throw invalid('parent_id does not name an organization of this center.', 'parent_id');
  }
  return parent.id;
}

/**
 * A create with a client-generated id (DESIGN.md section 7) runs `fn` and answers 409
 * duplicate_id when the id exists in this tenant, also when a concurrent create took it between
 * our check and our insert (the transaction rolls back whole). Ids of other tenants are invisible
 * here (row-level security) and may be reused: the key is (tenant_id, id).
 */
async function withClientId<T>(id: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (id && isUniqueViolation(error, 'organizations_tenant_id_id_pk')) {
      throw createDuplicateIdError('organization', id);
    }
    throw error;
  }
}

async function assertIdIsFree(tx: Tx, ctx: RequestCtx, id: string | undefined): Promise<void> {
  if (id && (await findOrganization(tx, ctx.tenantId, id))) {
    throw createDuplicateIdError('organization', id);
  }
}

/**
 * POST /api/v1/organizations: by a center admin of the request's center or an admin; approved.
 * `id` is the client-generated id, when the client sent one.
 */
export async function createOrganization(
  ctx: RequestCtx,
  input: OrganizationInput,
  id?: string,
): Promise<OrganizationWithRelations> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  const center = requireCenter(ctx);
  assertAllowed(
    isAdmin(user) || isCenterAdminOf(user, center.id),
    'Only the coordinators of this center can add organizations.',
  );
  return withClientId(id, () =>
    ctx.withTenant(async (tx) => {
      await assertIdIsFree(tx, ctx, id);
      const parentId =
        input.organizationType === 'VolunteerCenter' && input.parentId === undefined
          ? null
          : await resolveParent(tx, ctx, input.parentId, center.id);
      const row = await insertOrganization(
        tx,
        {
          ...(id ? { id } : {}),
          tenantId: ctx.tenantId,
          centerId: center.id,
          parentId,
          type: input.organizationType as OrganizationType,
          name: input.name,
          slug: await findFreeSlug(tx, ctx.tenantId, input.name),
          description: input.description ?? null,
          website: input.website ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          status: 'approved',
        },
        pickAddress(input),
      );
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: user.id,
        impersonatorId: user.impersonatorId,
        action: 'organization.created',
        subjectType: 'organizations',
        subjectId: row.id,
        ip: ctx.ip,
      });
      return withRelations(tx, row);
    }),
  );
}

async function applyTransition(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  row: OrganizationRow,
  to: OrganizationStatus,
): Promise<OrganizationRow> {
  assertAllowed(
    canModerate(user, row),
    'Only the coordinators of its center and administrators can change the status of an organization.',
  );
  if (!canTransitionOrganization(row.status, to)) {
    const allowed = ORGANIZATION_TRANSITIONS[row.status];
    throw invalid(
      `An organization cannot go from ${row.status} to ${to}. Allowed from ${row.status}: ${allowed.join(', ')}.`,
      'status',
      'invalidTransition',
    );
  }
  const updated = await updateOrganization(tx, ctx.tenantId, row.id, { status: to });
  await recordAuditEvent(tx, {
    tenantId: ctx.tenantId,
    actorId: user.id,
    impersonatorId: user.impersonatorId,
    action: 'organization.status_changed',
    subjectType: 'organizations',
    subjectId: row.id,
    details: { from: row.status, to },
    ip: ctx.ip,
  });
  return updated;
}

/** PUT /api/v1/organizations/{id}/approve with a target status. */
export async function changeOrganizationStatus(
  ctx: RequestCtx,
  id: string,
  to: OrganizationStatus,
): Promise<OrganizationWithRelations> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  return ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    return withRelations(tx, await applyTransition(tx, ctx, user, row, to));
  });
}

/** PATCH/PUT /api/v1/organizations/{id}: fields (its admins) and a target status (moderators). */
export async function updateOrganizationById(
  ctx: RequestCtx,
  id: string,
  input: OrganizationUpdate,
  options: { strictStatus: boolean },
): Promise<OrganizationWithRelations> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  return ctx.withTenant(async (tx) => {
    let row = await loadOrganization(tx, ctx, id);
    assertAllowed(canEdit(user, row), 'You may not change this organization.');
    const patch: OrganizationPatch = {};
    if (input.organizationType !== undefined) {
      assertAllowed(
        canModerate(user, row),
        'Only coordinators can change the kind of an organization.',
      );
      patch.type = input.organizationType as OrganizationType;
    }
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description || null;
    if (input.website !== undefined) patch.website = input.website || null;
    if (input.email !== undefined) patch.email = input.email || null;
    if (input.phone !== undefined) patch.phone = input.phone || null;
    if (Object.keys(patch).length > 0) row = await updateOrganization(tx, ctx.tenantId, id, patch);
    const address = pickAddress(input);
    if (address) await upsertAddress(tx, ctx.tenantId, id, address);
    // PUT (SPEC's generic update with a target status) refuses staying in the same status as any
    // other transition; PATCH of a form that sends the unchanged status ignores it.
    if (input.status !== undefined && (options.strictStatus || input.status !== row.status)) {
      row = await applyTransition(tx, ctx, user, row, input.status as OrganizationStatus);
    }
    return withRelations(tx, row);
  });
}

/** DELETE /api/v1/organizations/{id}: admins only; its children move up to its parent. */
export async function deleteOrganizationById(ctx: RequestCtx, id: string): Promise<void> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(isAdmin(user), 'Only an administrator can delete organizations.');
  await ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    await deleteOrganization(tx, row);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: user.id,
      impersonatorId: user.impersonatorId,
      action: 'organization.deleted',
      subjectType: 'organizations',
      subjectId: id,
      details: { name: row.name, type: row.type, center_id: row.centerId },
      ip: ctx.ip,
    });
  });
}

/**
 * PUT /api/v1/organizations/{id}/move: admins only, and only where the tenant allows moves
 * (SPEC section 6). No cycles; moving under another partner's organization moves the subtree
 * to that center.
 */
export async function moveOrganization(
  ctx: RequestCtx,
  id: string,
  parentId: string | null,
): Promise<OrganizationWithRelations> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(
    ctx.config.allowOrganizationMove,
    'Moving organizations is not enabled for this website.',
  );
  assertAllowed(isAdmin(user), 'Only an administrator can move organizations.');
  return ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    let centerId = row.centerId;
    if (parentId !== null) {
      const parent = await findOrganization(tx, ctx.tenantId, parentId);
      if (!parent) throw invalid('parent_id does not name an organization.', 'parent_id');
      const ancestors = await listAncestorIds(tx, ctx.tenantId, parent.id);
      if (ancestors.includes(row.id)) {
        throw invalid(
          'An organization cannot move under itself or one of its own sub-organizations.',
          'parent_id',
        );
      }
      centerId = parent.centerId;
    }
    let updated = await updateOrganization(tx, ctx.tenantId, id, { parentId });
    if (centerId !== row.centerId) {
      const subtree = [id, ...(await listDescendantIds(tx, ctx.tenantId, id))];
      await setCenterOfOrganizations(tx, ctx.tenantId, subtree, centerId);
      updated = (await findOrganization(tx, ctx.tenantId, id))!;
    }
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: user.id,
      impersonatorId: user.impersonatorId,
      action: 'organization.moved',
      subjectType: 'organizations',
      subjectId: id,
      details: { from: row.parentId, to: parentId },
      ip: ctx.ip,
    });
    return withRelations(tx, updated);
  });
}

/**
 * POST /api/v1/organizations/signup (public): a pending organization of the request's center and
 * its first user (organization_admin, unconfirmed, with a confirmation mail), in one transaction.
 */
export async function signUpOrganization(
  ctx: RequestCtx,
  input: OrganizationSignup,
  id?: string,
): Promise<{ item: OrganizationWithRelations; userId: string }> {
  const center = requireCenter(ctx);
  const passwordHash = await hashPassword(input.password);
  return withClientId(id, () =>
    ctx.withTenant(async (tx) => {
      await assertIdIsFree(tx, ctx, id);
      if (await isEmailTaken(tx, ctx.tenantId, input.userEmail)) {
        throw createEmailTakenError('/data/attributes/user_email');
      }
      const row = await insertOrganization(
        tx,
        {
          ...(id ? { id } : {}),
          tenantId: ctx.tenantId,
          centerId: center.id,
          parentId: (await findCenterOrganization(tx, ctx.tenantId, center.id))?.id ?? null,
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
      const user = await insertUser(tx, {
        tenantId: ctx.tenantId,
        centerId: center.id,
        email: input.userEmail,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale as 'nl' | 'en',
        status: 'active',
      });
      await ensureMembership(tx, ctx.tenantId, user.id, row.id);
      await insertRole(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        name: 'organization_admin',
        organizationId: row.id,
        centerId: null,
      });
      await sendConfirmationMail(tx, ctx, user);
      return { item: await withRelations(tx, row), userId: user.id };
    }),
  );
}
