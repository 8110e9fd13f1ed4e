// The partner centers a vacancy may be shared with: GET /api/v1/volunteer_centers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { Choice } from './get-organization-choices';

export async function getCenterChoices(api: ApiClient, signal?: AbortSignal) {
  const result = await api.get<Choice[]>('/volunteer_centers', { signal });
  return Array.isArray(result.data) ? result.data : [];
}

export function centerChoicesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.volunteerCenters, api.context().tenant, 'vacancy-choices'],
    queryFn: ({ signal }) => getCenterChoices(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCenterChoices(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({ ...centerChoicesQueryOptions(api), enabled });
}
