// Tags are managed by center admins and admins (docs/matching-api.md "Tags"); the server checks too.
import type { Role } from '../../lib/session/types';

export function canManageTags(roles: readonly Pick<Role, 'name'>[]): boolean {
  return roles.some((r) => r.name === 'admin' || r.name === 'center_admin');
}
