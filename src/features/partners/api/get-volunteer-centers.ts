// GET /api/v1/volunteer_centers: the partner centers of the current tenant.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerCenterAttributes } from '../../../../common/centers';
import type { Flat } from '../../../../common/jsonapi';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { partnerKeys } from '../keys';

export type VolunteerCenter = Flat<VolunteerCenterAttributes>;

export async function getVolunteerCenters(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<VolunteerCenter[]> {
  const result = await api.get<VolunteerCenter[]>('/volunteer_centers', { signal });
  return result.data;
}

export function volunteerCentersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: partnerKeys.centers(api.context().tenant),
    queryFn: ({ signal }) => getVolunteerCenters(api, signal),
  });
}

export function useVolunteerCenters() {
  const { api } = useAppContext();
  return useQuery(volunteerCentersQueryOptions(api));
}
