// PATCH /api/v1/organizations/{id}: an organization's fields and address change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import { toOrganizationAttributes, type OrganizationValues } from '../organization-attributes';
import type { Organization } from '../types';

export async function updateOrganization(
  api: ApiClient,
  id: string,
  values: OrganizationValues,
): Promise<Organization> {
  const result = await api.patch<Organization>(`/organizations/${encodeURIComponent(id)}`, {
    data: { type: 'organizations', id, attributes: toOrganizationAttributes(values) },
  });
  return result.data;
}

export function useUpdateOrganization(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizationValues) => updateOrganization(api, id, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) }),
  });
}
