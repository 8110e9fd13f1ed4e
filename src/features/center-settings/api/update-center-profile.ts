// PATCH /api/v1/volunteer_centers/current/profile (center admins and admins): the design
// settings. Afterwards the current-center query is refetched, so the whole app takes the new
// theme at once (and everyone else on their next profile fetch).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { currentCenterQueryOptions } from '../../../lib/center';

export async function updateCenterProfile(
  api: ApiClient,
  attributes: Record<string, unknown>,
): Promise<void> {
  await api.patch('/volunteer_centers/current/profile', {
    data: { type: 'center_profiles', attributes },
  });
}

export function useUpdateCenterProfile() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: Record<string, unknown>) => updateCenterProfile(api, attributes),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentCenterQueryOptions(api).queryKey }),
  });
}
