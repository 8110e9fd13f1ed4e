// Status changes of an organization by its moderators (ours: pending -> approved | denied,
// approved -> archived, denied -> pending, archived -> approved): PUT .../approve, and the target
// status of the generic update.
import {
  canTransitionOrganization,
  ORGANIZATION_TRANSITIONS,
  type OrganizationStatus,
} from '../../../common/schemas/organizations';
import type { Tx } from '../../db/connection';
import type { OrganizationRow } from '../../db/schema/organizations';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import {
  createInvalidOrganizationError,
  loadOrganization,
  loadOrganizationRelations,
} from './load-organization';
import { canModerateOrganization } from './organization-permissions';
import { updateOrganization } from './repo';
import type { OrganizationWithRelations } from './serializer';

export async function applyOrganizationTransition(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  row: OrganizationRow,
  to: OrganizationStatus,
): Promise<OrganizationRow> {
  assertAllowed(
    canModerateOrganization(user, row),
    'Only the coordinators of its center and administrators can change the status of an organization.',
  );
  if (!canTransitionOrganization(row.status, to)) {
    const allowed = ORGANIZATION_TRANSITIONS[row.status];
    throw createInvalidOrganizationError(
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
    return loadOrganizationRelations(tx, await applyOrganizationTransition(tx, ctx, user, row, to));
  });
}
