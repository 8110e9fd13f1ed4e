// GET /api/v1/help_offers?filter[mine]=true: the signed-in volunteer's offer (one at most).
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { helpKeys } from '../keys';
import type { HelpOffer } from '../types';

export function useMyHelpOffer(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: helpKeys.myOffer(api.context().tenant),
    queryFn: async ({ signal }) => {
      const result = await api.get<HelpOffer[]>('/help_offers', {
        query: { 'filter[mine]': 'true' },
        signal,
      });
      return (Array.isArray(result.data) ? result.data[0] : undefined) ?? null;
    },
    enabled,
  });
}
