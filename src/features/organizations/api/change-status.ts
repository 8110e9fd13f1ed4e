// Status changes (SPEC section 4): approving goes through PUT /organizations/{id}/approve, any
// other target status through the generic PUT /organizations/{id}; both send
// data{type organizations, id, attributes{status}}. The server allows pending -> approved |
// denied, approved -> archived, denied -> pending and archived -> approved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Organization } from '../types';
import type { OrganizationStatus } from '../../../../common/schemas/organizations';

export interface StatusChange {
  id: string;
  status: OrganizationStatus;
}

export async function changeOrganizationStatus(
  api: ApiClient,
  { id, status }: StatusChange,
): Promise<Organization> {
  const body = { data: { type: 'organizations', id, attributes: { status } } };
  const path = `/organizations/${encodeURIComponent(id)}`;
  const result = await api.put<Organization>(
    status === 'approved' ? `${path}/approve` : path,
    body,
  );
  return result.data;
}

export function useChangeOrganizationStatus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeOrganizationStatus(api, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) }),
  });
}
