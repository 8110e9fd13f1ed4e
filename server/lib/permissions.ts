// The roles-and-permissions table of DESIGN.md section 6 as small predicates. The server checks
// every action with these; the client only hides what a role cannot do.
import { ERROR_CODE } from '../../common/errors';
import type { RoleName } from '../../common/schemas/users';
import { AppError } from './app-error';
import type { CurrentUser } from './current-user';

export function hasRole(user: CurrentUser, name: RoleName): boolean {
  return user.roles.some((r) => r.name === name);
}

export function isAdmin(user: CurrentUser): boolean {
  return hasRole(user, 'admin');
}

/**
 * Whether the user acts as a volunteer (DESIGN.md section 6: only volunteers apply and keep a
 * volunteer profile): the volunteer role, or no role at all (signed up as a volunteer).
 */
export function isVolunteer(user: CurrentUser): boolean {
  return hasRole(user, 'volunteer') || user.roles.length === 0;
}

/** A center admin of this center (a center_admin role without a center applies to the user's own center). */
export function isCenterAdminOf(user: CurrentUser, centerId: string): boolean {
  return user.roles.some(
    (r) => r.name === 'center_admin' && (r.centerId ?? user.centerId) === centerId,
  );
}

export function isOrganizationAdminOf(user: CurrentUser, organizationId: string): boolean {
  return user.roles.some(
    (r) => r.name === 'organization_admin' && r.organizationId === organizationId,
  );
}

/** Organizations the user administers as organization_admin. */
export function getAdministeredOrganizationIds(user: CurrentUser): string[] {
  return user.roles
    .filter((r) => r.name === 'organization_admin' && r.organizationId)
    .map((r) => r.organizationId!);
}

export function createForbiddenError(
  detail = 'You do not have access rights to do this.',
): AppError {
  return new AppError({ status: 403, code: ERROR_CODE.forbidden, detail });
}

/** Throws a 403 unless the check passes. */
export function assertAllowed(allowed: boolean, detail?: string): void {
  if (!allowed) throw createForbiddenError(detail);
}

/** Centers the user administers as center_admin (a role without center: their own center). */
export function getAdministeredCenterIds(user: CurrentUser): string[] {
  return [
    ...new Set(
      user.roles.filter((r) => r.name === 'center_admin').map((r) => r.centerId ?? user.centerId),
    ),
  ];
}

/** Whether the user manages users at all (DESIGN.md section 6: not volunteers). */
export function canManageUsers(user: CurrentUser): boolean {
  return user.roles.some((r) => r.name !== 'volunteer');
}

/**
 * Which users `user` manages: null for an admin (the whole tenant), else the users of the centers
 * they administer and the members of the organizations they administer.
 */
export function getUserScope(
  user: CurrentUser,
): { centerIds: string[]; organizationIds: string[] } | null {
  if (isAdmin(user)) return null;
  return {
    centerIds: getAdministeredCenterIds(user),
    organizationIds: getAdministeredOrganizationIds(user),
  };
}

/** A user as the permission checks see them: their center and organizations. */
export interface ManagedUser {
  id: string;
  centerId: string;
  organizationIds: string[];
  roleNames: RoleName[];
}

export function isUserInScope(actor: CurrentUser, target: ManagedUser): boolean {
  const scope = getUserScope(actor);
  if (!scope) return true;
  return (
    scope.centerIds.includes(target.centerId) ||
    target.organizationIds.some((id) => scope.organizationIds.includes(id))
  );
}

const ROLE_RANK: Record<RoleName, number> = {
  volunteer: 1,
  organization_admin: 2,
  center_admin: 3,
  admin: 4,
};

/** The rank of the highest of these roles (admin 4 ... volunteer 1), 0 for none. */
export function getHighestRank(names: RoleName[]): number {
  return Math.max(0, ...names.map((n) => ROLE_RANK[n]));
}

/**
 * Whether `actor` may edit `target` (names, status): someone in their scope who holds no role
 * above the one the actor manages them with (an organization admin cannot deactivate a center
 * admin; a center admin cannot touch an admin).
 */
export function canEditUser(actor: CurrentUser, target: ManagedUser): boolean {
  if (isAdmin(actor)) return true;
  if (!isUserInScope(actor, target)) return false;
  const actorRank = getAdministeredCenterIds(actor).includes(target.centerId)
    ? ROLE_RANK.center_admin
    : ROLE_RANK.organization_admin;
  return getHighestRank(target.roleNames) <= actorRank;
}

/** A role to grant or remove, with the center of its organization when it has one. */
export interface RoleGrant {
  name: RoleName;
  organizationId: string | null;
  centerId: string | null;
  organizationCenterId: string | null;
}

/**
 * DESIGN.md section 6: an admin grants any role; a center_admin grants center_admin,
 * organization_admin or volunteer within their center; an organization_admin grants
 * organization_admin of their own organization to its members. Removing follows the same rules.
 */
export function canGrantRole(actor: CurrentUser, role: RoleGrant, target: ManagedUser): boolean {
  if (isAdmin(actor)) return true;
  if (role.name === 'admin') return false;
  if (isCenterAdminOf(actor, target.centerId)) {
    if (role.name === 'center_admin') return (role.centerId ?? target.centerId) === target.centerId;
    if (role.name === 'organization_admin') return role.organizationCenterId === target.centerId;
    if (role.name === 'volunteer') return true;
  }
  if (role.name === 'organization_admin' && role.organizationId) {
    return (
      isOrganizationAdminOf(actor, role.organizationId) &&
      target.organizationIds.includes(role.organizationId)
    );
  }
  return false;
}
