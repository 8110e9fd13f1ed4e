// GET /api/v1/help_requests: the coordinator's requests with their suggested offers and history,
// refetched while open; persisted with the query cache, so the overview reads offline too.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { helpKeys } from '../keys';
import type { HelpRequest } from '../types';

export type RequestFilter = 'new' | 'matched' | 'done' | 'cancelled' | 'all';

export function useHelpRequests(filter: RequestFilter, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: helpKeys.requests(api.context().tenant, filter),
    queryFn: async ({ signal }) => {
      const result = await api.get<HelpRequest[]>('/help_requests', {
        query: {
          include: 'events',
          'filter[status_eq]': filter === 'all' ? undefined : filter,
        },
        signal,
      });
      return Array.isArray(result.data) ? result.data : [];
    },
    enabled,
    refetchInterval: 60_000,
  });
}
