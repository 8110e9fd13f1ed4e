// DELETE /api/v1/organizations/{id} (admins only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';

export async function deleteOrganization(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/organizations/${encodeURIComponent(id)}`);
}

export function useDeleteOrganization() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const tenant = api.context().tenant;
  return useMutation({
    mutationFn: (id: string) => deleteOrganization(api, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: organizationKeys.detail(tenant, id) });
      return queryClient.invalidateQueries({ queryKey: organizationKeys.lists(tenant) });
    },
  });
}
