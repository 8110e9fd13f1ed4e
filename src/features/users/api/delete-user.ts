// DELETE /api/v1/users/{id} (admins only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';

export async function deleteUser(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const tenant = api.context().tenant;
  return useMutation({
    mutationFn: (id: string) => deleteUser(api, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(tenant, id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists(tenant) });
    },
  });
}
