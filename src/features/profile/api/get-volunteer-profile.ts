// GET /api/v1/current_user/volunteer_profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { profileKeys } from '../keys';
import type { VolunteerProfile } from '../volunteer-profile';

export async function getVolunteerProfile(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<VolunteerProfile> {
  const result = await api.get<VolunteerProfile>('/current_user/volunteer_profile', { signal });
  return result.data;
}

export function volunteerProfileQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: profileKeys.volunteerProfile(api.context().tenant, api.context().centerId, userId),
    queryFn: ({ signal }) => getVolunteerProfile(api, signal),
  });
}

export function useVolunteerProfile(userId: string | undefined, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    ...volunteerProfileQueryOptions(api, userId ?? ''),
    enabled: enabled && Boolean(userId),
  });
}
