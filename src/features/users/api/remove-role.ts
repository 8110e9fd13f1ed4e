// DELETE /api/v1/users/{id}/remove_role: a role (with its organization or center) taken from a
// user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleInput } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import { toRoleBody } from '../role-body';

export async function removeRole(api: ApiClient, userId: string, role: RoleInput): Promise<void> {
  await api.request('DELETE', `/users/${encodeURIComponent(userId)}/remove_role`, toRoleBody(role));
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
