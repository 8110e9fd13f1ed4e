// Which organization the user works for (SPEC section 4): a stored selection that is still in
// the list wins; otherwise the first School or VolunteerCenter, else the first organization.
import type { CurrentUser, Organization, Role } from './types';

/** Organization types that are a natural place to start (SPEC section 4). */
export const PREFERRED_ORGANIZATION_TYPES = ['School', 'VolunteerCenter'] as const;

export function getDefaultOrganizationId(organizations: readonly Organization[]): string | null {
  const preferred = organizations.find((o) =>
    (PREFERRED_ORGANIZATION_TYPES as readonly string[]).includes(o.organizationType),
  );
  return (preferred ?? organizations[0])?.id ?? null;
}

/**
 * The selection to keep after the organizations were (re)loaded: the stored one when it is still
 * in the list, else the default. A selection no longer in the list is cleared that way.
 */
export function chooseSelectedOrganizationId(
  organizations: readonly Organization[],
  storedId: string | null,
): string | null {
  if (storedId && organizations.some((o) => o.id === storedId)) return storedId;
  return getDefaultOrganizationId(organizations);
}

export function hasRole(roles: readonly Pick<Role, 'name'>[] | undefined, name: Role['name']) {
  return (roles ?? []).some((role) => role.name === name);
}

/**
 * An organization_admin works for an organization: without any (and without a wider role that
 * does not need one) there is nothing to show, so the guard sends them to /auth/no-organization.
 * A volunteer has no organization, and that is fine.
 */
export function needsOrganization(user: Pick<CurrentUser, 'roles'> | null): boolean {
  if (!user) return false;
  const roles = user.roles ?? [];
  return (
    hasRole(roles, 'organization_admin') &&
    !hasRole(roles, 'admin') &&
    !hasRole(roles, 'center_admin')
  );
}
