// Who sees and manages a vacancy (docs/matching-api.md "Who sees and does what"): visible is
// published and of the request's center or shared with it; managers are admins, center admins of
// its center and organization admins of its organization, in every status.
import type { VacancyRow } from '../../db/schema/vacancies';
import type { CurrentUser } from '../../lib/current-user';
import {
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import type { VacancyVisibility } from './search-sql';

export function isVisibleOnCenter(
  vacancy: Pick<VacancyRow, 'status' | 'centerId' | 'sharedCenterIds'>,
  centerId: string | null,
): boolean {
  if (vacancy.status !== 'published' || !centerId) return false;
  return vacancy.centerId === centerId || vacancy.sharedCenterIds.includes(centerId);
}

export function canManageVacancy(
  user: CurrentUser | null,
  vacancy: Pick<VacancyRow, 'centerId' | 'organizationId'>,
): boolean {
  if (!user) return false;
  return (
    isAdmin(user) ||
    isCenterAdminOf(user, vacancy.centerId) ||
    isOrganizationAdminOf(user, vacancy.organizationId)
  );
}

/**
 * Who may mark a vacancy featured (the home page shows it): coordinators of its center and
 * admins; organization admins manage their vacancies but do not choose what the center features.
 */
export function canFeatureVacancy(user: CurrentUser, centerId: string): boolean {
  return isAdmin(user) || isCenterAdminOf(user, centerId);
}

/** Whether the user manages any vacancies at all (a volunteer does not). */
export function isVacancyManager(user: CurrentUser): boolean {
  return (
    isAdmin(user) ||
    getAdministeredCenterIds(user).length > 0 ||
    getAdministeredOrganizationIds(user).length > 0
  );
}

/**
 * The manage scope of a list: admins the whole tenant; center admins their centers'; organization
 * admins their organizations', narrowed to the Current-Organization-Id organization when they
 * administer it (the organization they act for in the app).
 */
export function buildManageVisibility(
  user: CurrentUser,
  currentOrganizationId: string | null,
): VacancyVisibility {
  if (isAdmin(user)) return { kind: 'manage', all: true };
  const organizationIds = getAdministeredOrganizationIds(user);
  if (currentOrganizationId && organizationIds.includes(currentOrganizationId)) {
    return { kind: 'manage', all: false, centerIds: [], organizationIds: [currentOrganizationId] };
  }
  return {
    kind: 'manage',
    all: false,
    centerIds: getAdministeredCenterIds(user),
    organizationIds,
  };
}
