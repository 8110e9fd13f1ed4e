// POST /api/v1/organizations: a coordinator of the request's center (or an admin) adds an
// approved organization.
import type { OrganizationInput, OrganizationType } from '../../../common/schemas/organizations';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { loadOrganizationRelations } from './load-organization';
import {
  assertOrganizationIdIsFree,
  findFreeSlug,
  pickAddress,
  resolveParent,
  withOrganizationClientId,
} from './new-organization';
import { insertOrganization } from './repo';
import type { OrganizationWithRelations } from './serializer';

/** `id` is the client-generated id, when the client sent one. */
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
  return withOrganizationClientId(id, () =>
    ctx.withTenant(async (tx) => {
      await assertOrganizationIdIsFree(tx, ctx, id);
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
      return loadOrganizationRelations(tx, row);
    }),
  );
}
