// The replies page's "findable in the pool" switch: reads and changes visible_in_pool on the
// volunteer's own profile (GET/PATCH /api/v1/current_user/volunteer_profile), nothing else of it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { useAppContext } from '../../../lib/app-context';
import { replyKeys } from '../keys';

interface ProfileVisibility {
  visibleInPool: boolean;
}

export function usePoolSwitch() {
  const { api } = useAppContext();
  return useQuery({
    queryKey: replyKeys.poolSwitch(api.context().tenant),
    queryFn: async ({ signal }) =>
      (await api.get<ProfileVisibility>('/current_user/volunteer_profile', { signal })).data
        .visibleInPool,
  });
}

export function useSetPoolSwitch() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const key = replyKeys.poolSwitch(api.context().tenant);
  return useMutation({
    mutationFn: async (visible: boolean) =>
      (
        await api.patch<ProfileVisibility>('/current_user/volunteer_profile', {
          data: { type: 'volunteer_profiles', attributes: { visibleInPool: visible } },
        })
      ).data.visibleInPool,
    onSuccess: (visible) => {
      queryClient.setQueryData(key, visible);
      // The profile page reads the same profile.
      return queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profile] });
    },
  });
}
