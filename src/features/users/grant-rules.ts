// Which roles the signed-in user may grant or take away (DESIGN.md section 6): an admin any
// role; a center_admin center_admin, organization_admin or volunteer within their own center;
// an organization_admin organization_admin for members of their own organizations. The client
// only offers these choices; the server checks every change again.
import type { RoleName } from '../../../common/schemas/users';

export interface RoleHolder {
  name: RoleName;
  organizationId?: string | null;
  centerId?: string | null;
}

export interface Granter {
  centerId: string | null;
  roles: readonly RoleHolder[];
}

export interface GrantTarget {
  id?: string;
  centerId: string | null;
  roles?: readonly RoleHolder[];
  organizations?: readonly { id: string }[];
}

/**
 * A role the granter may give: `scope` says what must be picked with it; `organizationIds` or
 * `centerIds` list the allowed choices (absent: any the granter can see).
 */
export interface GrantOption {
  name: RoleName;
  scope: 'none' | 'center' | 'organization';
  organizationIds?: string[];
  centerIds?: string[];
}

export const ROLE_ORDER: readonly RoleName[] = [
  'admin',
  'center_admin',
  'organization_admin',
  'volunteer',
];

const has = (roles: readonly RoleHolder[], name: RoleName) => roles.some((r) => r.name === name);

export function isAdmin(user: { roles?: readonly RoleHolder[] } | null | undefined): boolean {
  return has(user?.roles ?? [], 'admin');
}

/** The centers a center_admin runs (a role without a center applies to the user's own center). */
export function getAdministeredCenterIds(granter: Granter): string[] {
  return [
    ...new Set(
      granter.roles
        .filter((r) => r.name === 'center_admin')
        .map((r) => r.centerId ?? granter.centerId)
        .filter((id): id is string => Boolean(id)),
    ),
  ];
}

export function getAdministeredOrganizationIds(granter: Pick<Granter, 'roles'>): string[] {
  return [
    ...new Set(
      granter.roles
        .filter((r) => r.name === 'organization_admin' && r.organizationId)
        .map((r) => r.organizationId!),
    ),
  ];
}

export function isCenterAdmin(granter: Granter | null | undefined): boolean {
  return Boolean(granter && has(granter.roles, 'center_admin'));
}

/** May see the users pages at all: admin, center_admin or organization_admin. */
export function canManageUsers(granter: Pick<Granter, 'roles'> | null | undefined): boolean {
  const roles = granter?.roles ?? [];
  return has(roles, 'admin') || has(roles, 'center_admin') || has(roles, 'organization_admin');
}

/** The audit log tab: admins and center admins. */
export function canSeeAuditLog(granter: Pick<Granter, 'roles'> | null | undefined): boolean {
  const roles = granter?.roles ?? [];
  return has(roles, 'admin') || has(roles, 'center_admin');
}

/** May edit the target's details, resend their mail and (de)activate them. */
export function canManageUser(granter: Granter | null | undefined, target: GrantTarget): boolean {
  if (!granter) return false;
  if (isAdmin(granter)) return true;
  if (target.centerId && getAdministeredCenterIds(granter).includes(target.centerId)) {
    return !isAdmin(target);
  }
  const own = getAdministeredOrganizationIds(granter);
  return (
    !isAdmin(target) &&
    !has(target.roles ?? [], 'center_admin') &&
    (target.organizations ?? []).some((o) => own.includes(o.id))
  );
}

function holds(target: GrantTarget, role: RoleHolder): boolean {
  return (target.roles ?? []).some(
    (r) =>
      r.name === role.name &&
      (r.organizationId ?? null) === (role.organizationId ?? null) &&
      (r.centerId ?? null) === (role.centerId ?? null),
  );
}

/**
 * The roles the granter may give the target, minus the ones the target holds already (for
 * scoped roles the scopes already held drop out of the choices). `knownOrganizationIds` and
 * `knownCenterIds` are the choices the granter can see, used to leave out a scoped role with
 * nothing left to pick.
 */
export function getGrantableRoles(
  granter: Granter | null | undefined,
  target: GrantTarget,
  known: { organizationIds?: readonly string[]; centerIds?: readonly string[] } = {},
): GrantOption[] {
  if (!granter) return [];
  const out: GrantOption[] = [];
  const withoutHeld = (option: GrantOption): GrantOption | null => {
    if (option.scope === 'none') return holds(target, { name: option.name }) ? null : option;
    if (option.scope === 'organization') {
      const ids = (option.organizationIds ?? known.organizationIds ?? []).filter(
        (id) => !holds(target, { name: option.name, organizationId: id }),
      );
      if (ids.length === 0 && (option.organizationIds || known.organizationIds)) return null;
      return option.organizationIds || known.organizationIds
        ? { ...option, organizationIds: ids }
        : option;
    }
    const ids = (option.centerIds ?? known.centerIds ?? []).filter(
      (id) => !holds(target, { name: option.name, centerId: id }),
    );
    if (ids.length === 0 && (option.centerIds || known.centerIds)) return null;
    return option.centerIds || known.centerIds ? { ...option, centerIds: ids } : option;
  };
  const push = (option: GrantOption) => {
    const kept = withoutHeld(option);
    if (kept) out.push(kept);
  };

  if (isAdmin(granter)) {
    push({ name: 'admin', scope: 'none' });
    push({ name: 'center_admin', scope: 'center' });
    push({ name: 'organization_admin', scope: 'organization' });
    push({ name: 'volunteer', scope: 'none' });
    return out;
  }

  const centers = getAdministeredCenterIds(granter);
  if (target.centerId && centers.includes(target.centerId)) {
    push({ name: 'center_admin', scope: 'center', centerIds: [target.centerId] });
    push({ name: 'organization_admin', scope: 'organization' });
    push({ name: 'volunteer', scope: 'none' });
    return out;
  }

  const own = getAdministeredOrganizationIds(granter);
  const shared = (target.organizations ?? []).map((o) => o.id).filter((id) => own.includes(id));
  if (shared.length > 0) {
    push({ name: 'organization_admin', scope: 'organization', organizationIds: shared });
  }
  return out;
}

/** May take this role away from the target (the same rules as granting it). */
export function canRemoveRole(
  granter: Granter | null | undefined,
  target: GrantTarget,
  role: RoleHolder,
): boolean {
  if (!granter) return false;
  if (isAdmin(granter)) return true;
  if (role.name === 'admin') return false;
  const centers = getAdministeredCenterIds(granter);
  if (target.centerId && centers.includes(target.centerId)) return true;
  return (
    role.name === 'organization_admin' &&
    Boolean(role.organizationId) &&
    getAdministeredOrganizationIds(granter).includes(role.organizationId!) &&
    (target.organizations ?? []).some((o) => o.id === role.organizationId)
  );
}

/** The roles an invitation may carry (the invitee joins `organizationId` when one is chosen). */
export function getInvitableRoles(
  granter: Granter | null | undefined,
  organizationId: string | null,
): RoleName[] {
  if (!granter) return [];
  const target: GrantTarget = {
    centerId: granter.centerId,
    organizations: organizationId ? [{ id: organizationId }] : [],
  };
  return getGrantableRoles(granter, target)
    .filter((o) => o.scope !== 'organization' || organizationId !== null)
    .filter(
      (o) =>
        o.scope !== 'organization' ||
        !o.organizationIds ||
        o.organizationIds.includes(organizationId!),
    )
    .map((o) => o.name);
}
