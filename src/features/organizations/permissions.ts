// What the signed-in user may do with organizations (DESIGN.md section 6): center admins and
// admins moderate (approve, deny, archive) and add organizations; organization admins edit their
// own; only admins delete and move (and moving only where the tenant allows it). The client only
// hides what a role cannot do; the server checks every action.
import type { Organization } from './types';

export interface Actor {
  centerId: string | null;
  roles: readonly { name: string; organizationId?: string | null; centerId?: string | null }[];
}

const has = (actor: Actor | null, name: string) =>
  Boolean(actor?.roles.some((r) => r.name === name));

export function isAdmin(actor: Actor | null): boolean {
  return has(actor, 'admin');
}

function runsCenter(actor: Actor, centerId: string | null): boolean {
  return actor.roles.some(
    (r) =>
      r.name === 'center_admin' &&
      (centerId === null || (r.centerId ?? actor.centerId) === centerId),
  );
}

/** Approve, deny, archive; the approval queue; adding organizations. */
export function canModerate(actor: Actor | null, organization?: Pick<Organization, 'centerId'>) {
  if (!actor) return false;
  return isAdmin(actor) || runsCenter(actor, organization?.centerId ?? null);
}

export function canEdit(actor: Actor | null, organization: Pick<Organization, 'id' | 'centerId'>) {
  if (!actor) return false;
  return (
    canModerate(actor, organization) ||
    actor.roles.some((r) => r.name === 'organization_admin' && r.organizationId === organization.id)
  );
}

export function canDelete(actor: Actor | null): boolean {
  return isAdmin(actor);
}

export function canMove(actor: Actor | null, tenantAllowsMove: boolean): boolean {
  return tenantAllowsMove && isAdmin(actor);
}
