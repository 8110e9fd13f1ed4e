// Who may moderate (change the status of) and who may edit an organization.
import type { OrganizationRow } from '../../db/schema/organizations';
import type { CurrentUser } from '../../lib/current-user';
import { isAdmin, isCenterAdminOf, isOrganizationAdminOf } from '../../lib/permissions';

/** Center admins of its center and admins moderate an organization. */
export function canModerateOrganization(user: CurrentUser, organization: OrganizationRow): boolean {
  return isAdmin(user) || isCenterAdminOf(user, organization.centerId);
}

/** ... and its own organization admins edit it too. */
export function canEditOrganization(user: CurrentUser, organization: OrganizationRow): boolean {
  return (
    canModerateOrganization(user, organization) || isOrganizationAdminOf(user, organization.id)
  );
}
