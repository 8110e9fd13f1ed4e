// The signed-in user's organizations (GET /current_organizations) and the one they act for
// (GET /current_organization, chosen by the Current-Organization-Id header).
import type { RequestCtx } from '../../lib/request-ctx';
import { createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError } from '../../lib/current-user';
import {
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
} from '../../lib/permissions';
import { listOrganizationsWithRelations } from './relations';
import { findCenterOrganization } from './repo';
import type { OrganizationWithRelations } from './serializer';

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
