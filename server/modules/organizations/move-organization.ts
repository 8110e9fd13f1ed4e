// PUT /api/v1/organizations/{id}/move: admins only, and only where the tenant allows moves
// (SPEC section 6). No cycles; moving under another partner's organization moves the subtree to
// that center.
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import {
  createInvalidOrganizationError,
  loadOrganization,
  loadOrganizationRelations,
} from './load-organization';
import {
  findOrganization,
  listAncestorIds,
  listDescendantIds,
  setCenterOfOrganizations,
  updateOrganization,
} from './repo';
import type { OrganizationWithRelations } from './serializer';

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
      if (!parent) {
        throw createInvalidOrganizationError(
          'parent_id does not name an organization.',
          'parent_id',
        );
      }
      const ancestors = await listAncestorIds(tx, ctx.tenantId, parent.id);
      if (ancestors.includes(row.id)) {
        throw createInvalidOrganizationError(
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
    return loadOrganizationRelations(tx, updated);
  });
}
