// PATCH/PUT /api/v1/organizations/{id}: its fields (its admins and moderators) and a target
// status (moderators only).
import type {
  OrganizationStatus,
  OrganizationType,
  OrganizationUpdate,
} from '../../../common/schemas/organizations';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { applyOrganizationTransition } from './approve-organization';
import { loadOrganization, loadOrganizationRelations } from './load-organization';
import { pickAddress } from './new-organization';
import { canEditOrganization, canModerateOrganization } from './organization-permissions';
import { updateOrganization, upsertAddress, type OrganizationPatch } from './repo';
import type { OrganizationWithRelations } from './serializer';

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
    assertAllowed(canEditOrganization(user, row), 'You may not change this organization.');
    const patch: OrganizationPatch = {};
    if (input.organizationType !== undefined) {
      assertAllowed(
        canModerateOrganization(user, row),
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
      row = await applyOrganizationTransition(
        tx,
        ctx,
        user,
        row,
        input.status as OrganizationStatus,
      );
    }
    return loadOrganizationRelations(tx, row);
  });
}
