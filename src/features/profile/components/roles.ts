// Words for role names (DESIGN.md section 6's table) and what each role lets a person do.
import type { RoleName } from '../../../../common/schemas/users';

export const ROLE_ORDER: RoleName[] = ['admin', 'center_admin', 'organization_admin', 'volunteer'];

export function getRoleLabelId(name: string): string {
  switch (name) {
    case 'admin':
      return 'profile.role.admin';
    case 'center_admin':
      return 'profile.role.centerAdmin';
    case 'organization_admin':
      return 'profile.role.organizationAdmin';
    case 'volunteer':
      return 'profile.role.volunteer';
    default:
      return 'profile.role.other';
  }
}

export function getRoleDescriptionId(name: string): string {
  switch (name) {
    case 'admin':
      return 'profile.role.admin.description';
    case 'center_admin':
      return 'profile.role.centerAdmin.description';
    case 'organization_admin':
      return 'profile.role.organizationAdmin.description';
    case 'volunteer':
      return 'profile.role.volunteer.description';
    default:
      return 'profile.role.other.description';
  }
}
