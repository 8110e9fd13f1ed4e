// GET /api/v1/vacancies?filter[scope]=manage: the published vacancies the reader manages, for
// "Match met vacature" and the invitation dialog (one list; a center has tens, not thousands).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { poolKeys } from '../keys';
import type { PickableVacancy } from '../types';

export async function getPickableVacancies(api: ApiClient, signal?: AbortSignal) {
  const result = await api.get<PickableVacancy[]>('/vacancies', {
    query: {
      'filter[scope]': 'manage',
      'filter[status_eq]': 'published',
      sort: 'title',
      'page[size]': 100,
    },
    signal,
  });
  return Array.isArray(result.data) ? result.data : [];
}

export function usePickableVacancies() {
  const { api } = useAppContext();
  return useQuery({
    queryKey: poolKeys.vacancies(api.context().tenant),
    queryFn: ({ signal }) => getPickableVacancies(api, signal),
    staleTime: 5 * 60_000,
  });
}
