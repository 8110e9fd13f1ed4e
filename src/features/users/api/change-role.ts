// PUT /api/v1/users/{id}/add_role and DELETE /api/v1/users/{id}/remove_role, each with
// data{type "roles", attributes{name, organization_id?, center_id?}}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleInput } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';

function roleBody(role: RoleInput) {
  const attributes: Record<string, string> = { name: role.name };
  if (role.organizationId) attributes.organizationId = role.organizationId;
  if (role.centerId) attributes.centerId = role.centerId;
  return { data: { type: 'roles', attributes } };
}

export async function addRole(api: ApiClient, userId: string, role: RoleInput): Promise<void> {
  await api.put(`/users/${encodeURIComponent(userId)}/add_role`, roleBody(role));
}

export async function removeRole(api: ApiClient, userId: string, role: RoleInput): Promise<void> {
  await api.request('DELETE', `/users/${encodeURIComponent(userId)}/remove_role`, roleBody(role));
}

export function useAddRole(userId: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleInput) => addRole(api, userId, role),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userKeys.all(api.context().tenant) }),
  });
}

export function useRemoveRole(userId: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleInput) => removeRole(api, userId, role),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userKeys.all(api.context().tenant) }),
  });
}
