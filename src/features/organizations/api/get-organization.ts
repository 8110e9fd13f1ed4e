// GET /api/v1/organizations/{id}?include=profile,address: the public detail page and the forms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Organization } from '../types';

export async function getOrganization(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Organization> {
  const result = await api.get<Organization>(`/organizations/${encodeURIComponent(id)}`, {
    query: { include: 'profile,address' },
    signal,
  });
  return result.data;
}

export function organizationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: organizationKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getOrganization(api, id, signal),
  });
}

/** A missing organization goes to the route's error screen (404 of SPEC section 8). */
export function useOrganization(id: string) {
  const { api } = useAppContext();
  return useQuery({ ...organizationQueryOptions(api, id), throwOnError: true });
}
