// POST /api/v1/organizations and PATCH /api/v1/organizations/{id}: the organization with its
// address fields (street, number, postcode, city) in one set of attributes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationInput } from '../../../../common/schemas/organizations';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Organization } from '../types';

export type OrganizationValues = Partial<OrganizationInput>;

/** Empty fields are sent as null so that clearing a field clears it on the server. */
function toAttributes(values: OrganizationValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === '' || value === undefined ? null : value,
    ]),
  );
}

export async function createOrganization(
  api: ApiClient,
  values: OrganizationValues,
): Promise<Organization> {
  const result = await api.post<Organization>('/organizations', {
    data: { type: 'organizations', attributes: toAttributes(values) },
  });
  return result.data;
}

export async function updateOrganization(
  api: ApiClient,
  id: string,
  values: OrganizationValues,
): Promise<Organization> {
  const result = await api.patch<Organization>(`/organizations/${encodeURIComponent(id)}`, {
    data: { type: 'organizations', id, attributes: toAttributes(values) },
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

export function useUpdateOrganization(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizationValues) => updateOrganization(api, id, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) }),
  });
}
