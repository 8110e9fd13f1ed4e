// Who manages vacancies (docs/matching-api.md "Who sees and does what"): admins, center admins
// and organization admins. The client only hides what a role cannot do; the server checks.
import type { Role } from '../../lib/session/types';

type Roles = readonly Pick<Role, 'name'>[];

export function isVacancyManager(roles: Roles): boolean {
  return roles.some((r) => ['admin', 'center_admin', 'organization_admin'].includes(r.name));
}

/** Admins and center admins choose the organization of a vacancy; organization admins use their own. */
export function canChooseOrganization(roles: Roles): boolean {
  return roles.some((r) => r.name === 'admin' || r.name === 'center_admin');
}

/** Center admins and admins read the center's forms, so they may let a vacancy ask one. */
export function canUseCenterForms(roles: Roles): boolean {
  return roles.some((r) => r.name === 'admin' || r.name === 'center_admin');
}
