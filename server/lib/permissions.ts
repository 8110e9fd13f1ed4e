// The roles-and-permissions table of DESIGN.md section 6 as small predicates. The server checks
// every action with these; the client only hides what a role cannot do.
import { ERROR_CODE } from '../../common/errors';
import type { RoleName } from '../db/schema/users';
import { AppError } from './app-error';
import type { CurrentUser } from './current-user';

export function hasRole(user: CurrentUser, name: RoleName): boolean {
  return user.roles.some((r) => r.name === name);
}

export function isAdmin(user: CurrentUser): boolean {
  return hasRole(user, 'admin');
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
