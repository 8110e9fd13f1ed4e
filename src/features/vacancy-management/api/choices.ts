// The choices of the vacancy form: the organizations a center admin or admin may pick (GET
// /api/v1/organizations, approved ones, by name) and the partner centers to share with.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';

export interface Choice {
  id: string;
  name: string;
}

export function useOrganizationChoices(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: ['organizations', api.context().tenant, 'vacancy-choices'],
    queryFn: async ({ signal }) => {
      const result = await api.get<Choice[]>('/organizations', {
        query: { 'page[size]': 1000, sort: 'name', 'filter[status_eq]': 'approved' },
        signal,
      });
      return Array.isArray(result.data) ? result.data : [];
    },
    staleTime: 60_000,
    enabled,
  });
}

export function useCenterChoices(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: ['volunteer-centers', api.context().tenant, 'vacancy-choices'],
    queryFn: async ({ signal }) => {
      const result = await api.get<Choice[]>('/volunteer_centers', { signal });
      return Array.isArray(result.data) ? result.data : [];
    },
    staleTime: 5 * 60_000,
    enabled,
  });
}
