// GET /api/v1/vacancies/:id: one vacancy to edit, with its organization, address and tags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import type { Vacancy } from '../types';

export async function getVacancy(api: ApiClient, id: string, signal?: AbortSignal) {
  const result = await api.get<Vacancy>(`/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,address,tags' },
    signal,
  });
  return result.data;
}

export function vacancyQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: vacancyKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getVacancy(api, id, signal),
  });
}

export function useVacancy(id: string) {
  const { api } = useAppContext();
  return useQuery({ ...vacancyQueryOptions(api, id), enabled: id !== '' });
}
