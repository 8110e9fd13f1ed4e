// GET /api/v1/volunteer_centers as a choice: the tenant's centers by id and name, for an admin's
// 'whose figures' or 'whose rows'. Cached for five minutes: centers rarely change.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from './app-context';
import { QUERY_ROOTS } from './query-keys';

export interface CenterChoice {
  id: string;
  name: string;
}

export function useCenterChoices(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: [QUERY_ROOTS.volunteerCenters, api.context().tenant, 'choices'] as const,
    queryFn: async ({ signal }) => {
      const result = await api.get<CenterChoice[]>('/volunteer_centers', { signal });
      return Array.isArray(result.data) ? result.data : [];
    },
    staleTime: 5 * 60_000,
    enabled,
  });
}
