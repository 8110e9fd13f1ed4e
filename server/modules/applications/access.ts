// Who reads and changes an application (docs/matching-api.md "Who sees and does what"): the
// volunteer who applied, the admins of its organization, the center admins of its center and
// admins. The organization side moves it along APPLICATION_TRANSITIONS; only the volunteer
// withdraws, and only while nothing is decided.
import {
  APPLICATION_TRANSITIONS,
  WITHDRAWABLE_STATUSES,
  type ApplicationStatus,
} from '../../../common/matching';
import type { ApplicationRow } from '../../db/schema/applications';
import type { CurrentUser } from '../../lib/current-user';
import {
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import type { ApplicationScope } from './repo';

type ApplicationRef = Pick<
  ApplicationRow,
  'organizationId' | 'centerId' | 'volunteerId' | 'status'
>;

export function isOrganizationSide(user: CurrentUser, application: ApplicationRef): boolean {
  return (
    isAdmin(user) ||
    isOrganizationAdminOf(user, application.organizationId) ||
    isCenterAdminOf(user, application.centerId)
  );
}

export function canReadApplication(user: CurrentUser, application: ApplicationRef): boolean {
  return application.volunteerId === user.id || isOrganizationSide(user, application);
}

/** The statuses `user` may move the application to now. */
export function listAllowedStatuses(
  user: CurrentUser,
  application: ApplicationRef,
): ApplicationStatus[] {
  const allowed: ApplicationStatus[] = [];
  if (isOrganizationSide(user, application)) {
    allowed.push(...APPLICATION_TRANSITIONS[application.status]);
  }
  if (application.volunteerId === user.id && WITHDRAWABLE_STATUSES.includes(application.status)) {
    allowed.push('withdrawn');
  }
  return allowed;
}

/** Whether the user acts on the organization side at all (may use the bulk edit). */
export function hasOrganizationSideRole(user: CurrentUser): boolean {
  return (
    isAdmin(user) ||
    getAdministeredOrganizationIds(user).length > 0 ||
    getAdministeredCenterIds(user).length > 0
  );
}

/**
 * The inbox of `user`: null for admins (the tenant); the organizations narrow to
 * `currentOrganizationId` when the user administers it.
 */
export function buildApplicationScope(
  user: CurrentUser,
  options: { mine: boolean; currentOrganizationId: string | null },
): ApplicationScope | null {
  if (options.mine) return { volunteerId: user.id, organizationIds: [], centerIds: [] };
  if (isAdmin(user)) return null;
  const administered = getAdministeredOrganizationIds(user);
  const current = options.currentOrganizationId;
  return {
    volunteerId: user.id,
    organizationIds: current && administered.includes(current) ? [current] : administered,
    centerIds: getAdministeredCenterIds(user),
  };
}
