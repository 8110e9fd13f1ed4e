// Who manages an organization's services (DESIGN.md section 6, "manage own organization's ..."):
// its organization admins, center admins of its center and the tenant's admins. Everyone reads
// the services of approved organizations.
import type { OrganizationRow } from '../../db/schema/organizations';
import type { CurrentUser } from '../../lib/current-user';
import {
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  hasRole,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import type { ManagedScope } from './service-repo';

export function canManageServicesOf(
  user: CurrentUser | null,
  organization: Pick<OrganizationRow, 'id' | 'centerId'>,
): boolean {
  if (!user) return false;
  return (
    isAdmin(user) ||
    isCenterAdminOf(user, organization.centerId) ||
    isOrganizationAdminOf(user, organization.id)
  );
}

/** Whether the user may manage services at all: volunteers never do. */
export function isServiceManager(user: CurrentUser): boolean {
  return (
    hasRole(user, 'admin') || hasRole(user, 'center_admin') || hasRole(user, 'organization_admin')
  );
}

export function buildManagedScope(user: CurrentUser | null): ManagedScope {
  if (!user) return { all: false, centerIds: [], organizationIds: [] };
  return {
    all: isAdmin(user),
    centerIds: getAdministeredCenterIds(user),
    organizationIds: getAdministeredOrganizationIds(user),
  };
}
