// The body of a role grant or revocation: data{type "roles", attributes{name, organization_id?,
// center_id?}}, the scope left out when the role has none.
import type { RoleInput } from '../../../common/schemas/users';

export function toRoleBody(role: RoleInput) {
  const attributes: Record<string, string> = { name: role.name };
  if (role.organizationId) attributes.organizationId = role.organizationId;
  if (role.centerId) attributes.centerId = role.centerId;
  return { data: { type: 'roles', attributes } };
}
