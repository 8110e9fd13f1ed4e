// GET /api/v1/help_matches: the volunteer's own matches (with the address once matched) or the
// coordinator's center's; persisted with the query cache for reading offline.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { helpKeys } from '../keys';
import type { HelpMatch } from '../types';

export function useHelpMatches(mine: boolean, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: helpKeys.matches(api.context().tenant, mine),
    queryFn: async ({ signal }) => {
      const result = await api.get<HelpMatch[]>('/help_matches', {
        query: { 'filter[mine]': mine ? 'true' : undefined },
        signal,
      });
      return Array.isArray(result.data) ? result.data : [];
    },
    enabled,
  });
}
