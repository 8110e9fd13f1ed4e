// PUT /api/v1/organizations/{id}/move {parent_id}: a new place in the tree (admins, and only
// where the tenant allows moving organizations).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Organization } from '../types';

export async function moveOrganization(
  api: ApiClient,
  id: string,
  parentId: string | null,
): Promise<Organization> {
  const result = await api.put<Organization>(`/organizations/${encodeURIComponent(id)}/move`, {
    parentId,
  });
  return result.data;
}

export function useMoveOrganization(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: string | null) => moveOrganization(api, id, parentId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) }),
  });
}
