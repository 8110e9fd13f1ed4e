// GET /api/v1/organizations (up to 1000, sorted by name): the choices for an invitation, a role's
// organization and the users filter. The organizations feature has its own, richer list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_BY_ORGANIZATION_PAGE_SIZE } from '../../../../common/constants';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';

export interface OrganizationOption {
  id: string;
  name: string;
  status: string;
  centerId: string | null;
}

export async function getOrganizationOptions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<OrganizationOption[]> {
  const result = await api.get<OrganizationOption[]>('/organizations', {
    query: { 'page[size]': USERS_BY_ORGANIZATION_PAGE_SIZE, sort: 'name' },
    signal,
  });
  return Array.isArray(result.data) ? result.data : [];
}

export function useOrganizationOptions(enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: userKeys.organizationOptions(api.context().tenant),
      queryFn: ({ signal }) => getOrganizationOptions(api, signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
