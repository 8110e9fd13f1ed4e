// DELETE /api/v1/organizations/{id}: admins only; its children move up to its parent, and its
// logo file goes with it.
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { loadOrganization } from './load-organization';
import { deleteFile } from '../files/service';
import { attachAddressesAndProfiles, deleteOrganization } from './repo';

/** Answers the logo's folder, to remove after the commit. */
export async function deleteOrganizationById(ctx: RequestCtx, id: string): Promise<string | null> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(isAdmin(user), 'Only an administrator can delete organizations.');
  return ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    const [current] = await attachAddressesAndProfiles(tx, ctx.tenantId, [row]);
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
    return deleteFile(tx, ctx, current?.profile?.logoFileId ?? null);
  });
}
