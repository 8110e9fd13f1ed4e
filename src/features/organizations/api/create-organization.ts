// POST /api/v1/organizations: a new organization with its address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import { toOrganizationAttributes, type OrganizationValues } from '../organization-attributes';
import type { Organization } from '../types';

export async function createOrganization(
  api: ApiClient,
  values: OrganizationValues,
): Promise<Organization> {
  const result = await api.post<Organization>('/organizations', {
    data: { type: 'organizations', attributes: toOrganizationAttributes(values) },
  });
  return result.data;
}

export function useCreateOrganization() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizationValues) => createOrganization(api, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) }),
  });
}
