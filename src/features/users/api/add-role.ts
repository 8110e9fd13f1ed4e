// PUT /api/v1/users/{id}/add_role: a role (with its organization or center) granted to a user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleInput } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import { toRoleBody } from '../role-body';

export async function addRole(api: ApiClient, userId: string, role: RoleInput): Promise<void> {
  await api.put(`/users/${encodeURIComponent(userId)}/add_role`, toRoleBody(role));
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
