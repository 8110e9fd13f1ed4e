// GET /api/v1/vacancies/{id}?include=organization,address,tags: the detail page. Its meta says
// whether the reader applied already (my_application), so the key carries the reader.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import type { Vacancy } from '../types';

export async function getVacancy(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Vacancy> {
  const result = await api.get<Vacancy>(`/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,address,tags' },
    signal,
  });
  return result.data;
}

export function vacancyQueryOptions(api: ApiClient, id: string, userId: string) {
  return queryOptions({
    queryKey: vacancyKeys.detail(api.context().tenant, id, userId),
    queryFn: ({ signal }) => getVacancy(api, id, signal),
  });
}

/** A missing vacancy goes to the route's error screen (404). */
export function useVacancy(id: string, userId: string | undefined) {
  const { api } = useAppContext();
  return useQuery({
    ...vacancyQueryOptions(api, id, userId ?? 'anonymous'),
    throwOnError: (error) => (error as { status?: number }).status === 404,
  });
}
