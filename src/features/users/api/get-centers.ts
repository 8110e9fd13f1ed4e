// GET /api/v1/volunteer_centers: the partner centers a center_admin role can be scoped to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';

export interface CenterOption {
  id: string;
  name: string;
}

export async function getCenters(api: ApiClient, signal?: AbortSignal): Promise<CenterOption[]> {
  const result = await api.get<CenterOption[]>('/volunteer_centers', { signal });
  return Array.isArray(result.data) ? result.data : [];
}

export function useCenters(enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: userKeys.centers(api.context().tenant),
      queryFn: ({ signal }) => getCenters(api, signal),
      staleTime: 5 * 60_000,
    }),
    enabled,
  });
}
