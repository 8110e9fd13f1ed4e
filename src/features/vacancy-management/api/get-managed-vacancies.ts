// GET /api/v1/vacancies?filter[scope]=manage: one page of the vacancies the reader manages,
// searched, filtered by status and sorted.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyStatus } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import type { Vacancy } from '../types';

export const MANAGE_INCLUDE = 'organization,tags';

export interface ManagedListParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: VacancyStatus;
  sort?: string;
}

export async function getManagedVacancies(
  api: ApiClient,
  params: ManagedListParams,
  signal?: AbortSignal,
): Promise<{ vacancies: Vacancy[]; total: number }> {
  const result = await api.get<Vacancy[]>('/vacancies', {
    query: {
      'filter[scope]': 'manage',
      include: MANAGE_INCLUDE,
      'filter[q]': params.q || undefined,
      'filter[status_eq]': params.status,
      sort: params.sort,
      'page[number]': params.page,
      'page[size]': params.pageSize,
    },
    signal,
  });
  const vacancies = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : vacancies.length;
  return { vacancies, total };
}

export function managedVacanciesQueryOptions(api: ApiClient, params: ManagedListParams) {
  return queryOptions({
    queryKey: vacancyKeys.manageList(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getManagedVacancies(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useManagedVacancies(params: ManagedListParams, enabled = true) {
  const { api } = useAppContext();
  return useQuery({ ...managedVacanciesQueryOptions(api, params), enabled });
}
