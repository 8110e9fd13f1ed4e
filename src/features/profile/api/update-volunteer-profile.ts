// PATCH /api/v1/current_user/volunteer_profile. The answer replaces the cached profile; its
// meta.geocoding says 'failed' when the postcode could not be found on the map.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { profileKeys } from './keys';
import type { VolunteerProfile, VolunteerProfileInput } from './volunteer-profile';

export interface VolunteerProfileUpdate {
  profile: VolunteerProfile;
  geocodingFailed: boolean;
}

export async function updateVolunteerProfile(
  api: ApiClient,
  input: VolunteerProfileInput,
): Promise<VolunteerProfileUpdate> {
  const result = await api.patch<VolunteerProfile>('/current_user/volunteer_profile', {
    data: { type: 'volunteer_profiles', attributes: input },
  });
  return { profile: result.data, geocodingFailed: result.meta.geocoding === 'failed' };
}

export function useUpdateVolunteerProfile(userId: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VolunteerProfileInput) => updateVolunteerProfile(api, input),
    onSuccess: ({ profile }) => {
      const { tenant, centerId } = api.context();
      queryClient.setQueryData(profileKeys.volunteerProfile(tenant, centerId, userId), profile);
    },
  });
}
