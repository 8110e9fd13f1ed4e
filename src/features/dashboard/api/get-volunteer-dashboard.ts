// GET /api/v1/dashboard/volunteer: the volunteer's own side (applications, what is coming up,
// messages, invitations, hours). Refetched while the page is open; kept for offline reading like
// every query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { VolunteerDashboardAttributes } from '../../../../common/schemas/dashboard';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { dashboardKeys } from '../keys';

export type VolunteerDashboard = Flat<VolunteerDashboardAttributes>;

export function volunteerDashboardQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.volunteer(api.context().tenant),
    queryFn: async ({ signal }) =>
      (await api.get<VolunteerDashboard>('/dashboard/volunteer', { signal })).data,
  });
}

export function useVolunteerDashboard(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({ ...volunteerDashboardQueryOptions(api), enabled, refetchInterval: 60_000 });
}
