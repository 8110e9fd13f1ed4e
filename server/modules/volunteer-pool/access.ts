// Who reads the volunteer pool (DESIGN.md section 6): a center admin their center's volunteers,
// an organization admin the pool of the center they belong to (read, and invite to their own
// vacancies), an admin the tenant's. Volunteers do not read it. A tenant without volunteer
// profiles has no pool at all: the routes answer 404 as for a page that is not there.
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import { createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';

export function assertPoolFeature(config: TenantConfig): void {
  if (!config.features.volunteerProfiles) {
    throw createNotFoundError(`${config.appName} does not use volunteer profiles.`);
  }
}

/** The centers whose volunteers `user` sees in the pool; null is the whole tenant. */
export function listPoolCenterIds(user: CurrentUser): string[] | null {
  if (isAdmin(user)) return null;
  const centers = new Set(getAdministeredCenterIds(user));
  if (getAdministeredOrganizationIds(user).length > 0) centers.add(user.centerId);
  return [...centers];
}

/** 403 unless the user reads a pool at all. */
export function assertPoolReader(user: CurrentUser): void {
  const centers = listPoolCenterIds(user);
  assertAllowed(
    centers === null || centers.length > 0,
    'Only coordinators and organizations search the volunteer pool.',
  );
}

/** Whether `user` invites to (and matches the pool against) this vacancy. */
export function managesVacancy(
  user: CurrentUser,
  vacancy: { centerId: string; organizationId: string },
): boolean {
  return (
    isAdmin(user) ||
    isCenterAdminOf(user, vacancy.centerId) ||
    isOrganizationAdminOf(user, vacancy.organizationId)
  );
}

/** The invitations `user` sees besides their own: null is the tenant's. */
export function buildReplyScope(
  user: CurrentUser,
): { organizationIds: string[]; centerIds: string[] } | null {
  if (isAdmin(user)) return null;
  return {
    organizationIds: getAdministeredOrganizationIds(user),
    centerIds: getAdministeredCenterIds(user),
  };
}
