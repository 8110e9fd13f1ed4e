// GET /api/v1/vacancies: the public search, one page (meta.total counts every page, up to 1000:
// meta.total_capped says there are more; meta.location names the place a postcode was found at). The previous page stays on screen while the next loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, QueryValue } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import type { Vacancy } from '../types';

export interface VacancySearchResult {
  vacancies: Vacancy[];
  total: number;
  /** More hits than `total` (the server stops counting at 1000). */
  capped: boolean;
  location: { lat: number; lng: number; city: string | null } | null;
}

export async function getVacancies(
  api: ApiClient,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<VacancySearchResult> {
  const result = await api.get<Vacancy[]>('/vacancies', { query, signal });
  const vacancies = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : vacancies.length;
  const location = (result.meta.location as VacancySearchResult['location']) ?? null;
  return { vacancies, total, capped: result.meta.totalCapped === true, location };
}

export function vacanciesQueryOptions(api: ApiClient, query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: vacancyKeys.search(api.context().tenant, query),
    queryFn: ({ signal }) => getVacancies(api, query, signal),
    placeholderData: keepPreviousData,
    // A wrong postcode or a 422 will not get better by asking again.
    retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
  });
}

export function useVacancySearch(query: Record<string, QueryValue>, enabled = true) {
  const { api } = useAppContext();
  return useQuery({ ...vacanciesQueryOptions(api, query), enabled });
}
