// GET /api/v1/dashboard: the counts of what waits for a staff member; refetched while the page is
// open, so an application that comes in shows without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { DashboardAttributes } from '../../../../common/schemas/dashboard';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { dashboardKeys } from '../keys';

export type Dashboard = Flat<DashboardAttributes>;

export async function getDashboard(api: ApiClient, signal?: AbortSignal): Promise<Dashboard> {
  const result = await api.get<Dashboard>('/dashboard', { signal });
  return result.data;
}

export function dashboardQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.all(api.context().tenant),
    queryFn: ({ signal }) => getDashboard(api, signal),
  });
}

export function useDashboard(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({ ...dashboardQueryOptions(api), enabled, refetchInterval: 60_000 });
}
