// DELETE /api/v1/organizations/{id}: admins only; its children move up to its parent.
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { loadOrganization } from './load-organization';
import { deleteOrganization } from './repo';

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
