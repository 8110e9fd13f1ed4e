// GET /api/v1/volunteer_centers: the partner centers of the current tenant.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerCenterAttributes } from '../../../../common/centers';
import type { Flat } from '../../../../common/jsonapi';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { partnerKeys } from '../keys';

export type VolunteerCenter = Flat<VolunteerCenterAttributes>;

export async function getVolunteerCenters(api: ApiClient): Promise<VolunteerCenter[]> {
  const result = await api.get<VolunteerCenter[]>('/volunteer_centers');
  return result.data;
}

export function useVolunteerCenters() {
  const { api, tenant } = useAppContext();
  return useQuery(
    queryOptions({ queryKey: partnerKeys.centers(tenant.tenant), queryFn: () => getVolunteerCenters(api) }),
  );
}
