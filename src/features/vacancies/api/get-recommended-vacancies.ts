// GET /api/v1/vacancies/recommended: for a signed-in volunteer, visible vacancies ordered by how
// well they fit the volunteer profile, each with meta.match reasons. No profile: meta.profile_missing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import type { Vacancy } from '../types';

export const RECOMMENDED_PAGE_SIZE = 6;

export interface Recommendations {
  vacancies: Vacancy[];
  profileMissing: boolean;
}

export async function getRecommendedVacancies(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<Recommendations> {
  const result = await api.get<Vacancy[]>('/vacancies/recommended', {
    query: { include: 'organization,tags', 'page[size]': RECOMMENDED_PAGE_SIZE },
    signal,
  });
  return {
    vacancies: Array.isArray(result.data) ? result.data : [],
    profileMissing: result.meta.profileMissing === true,
  };
}

export function recommendedQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: vacancyKeys.recommended(api.context().tenant, userId),
    queryFn: ({ signal }) => getRecommendedVacancies(api, signal),
  });
}

export function useRecommendedVacancies(userId: string | undefined) {
  const { api } = useAppContext();
  return useQuery({ ...recommendedQueryOptions(api, userId ?? ''), enabled: Boolean(userId) });
}
