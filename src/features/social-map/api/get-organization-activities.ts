// GET /api/v1/activities?filter[organization_id_eq]=: the organization's next published
// activities (the calendar's public list, soonest first), a few for its page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { ActivityAttributes } from '../../../../common/schemas/activity-wire';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { socialMapKeys } from '../keys';

export type UpcomingActivity = Flat<ActivityAttributes>;

export const UPCOMING_ACTIVITIES = 3;

export async function getOrganizationActivities(
  api: ApiClient,
  organizationId: string,
  signal?: AbortSignal,
): Promise<UpcomingActivity[]> {
  const result = await api.get<UpcomingActivity[]>('/activities', {
    query: { 'filter[organization_id_eq]': organizationId, 'page[size]': UPCOMING_ACTIVITIES },
    signal,
  });
  return Array.isArray(result.data) ? result.data : [];
}

export function useOrganizationActivities(organizationId: string, enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: socialMapKeys.activities(api.context().tenant, organizationId),
      queryFn: ({ signal }) => getOrganizationActivities(api, organizationId, signal),
    }),
    enabled,
  });
}
