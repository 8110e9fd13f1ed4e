// Vacancy management's calls (docs/matching-api.md "Vacancies"): the managed list, one vacancy,
// create, update, a status change and the all-or-nothing bulk edit. All need the network.
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

export function useManagedVacancies(params: ManagedListParams, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: vacancyKeys.manageList(api.context().tenant, { ...params }),
      queryFn: ({ signal }) => getManagedVacancies(api, params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

export async function getVacancy(api: ApiClient, id: string, signal?: AbortSignal) {
  const result = await api.get<Vacancy>(`/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,address,tags' },
    signal,
  });
  return result.data;
}

export function useVacancy(id: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: vacancyKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getVacancy(api, id, signal),
    enabled: id !== '',
  });
}

/** The vacancies of a bulk edit, one request per vacancy (at most a page of them). */
export function useVacanciesByIds(ids: readonly string[]) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: vacancyKeys.byIds(api.context().tenant, ids),
    queryFn: ({ signal }) => Promise.all(ids.map((id) => getVacancy(api, id, signal))),
    enabled: ids.length > 0,
  });
}

export async function createVacancy(
  api: ApiClient,
  id: string,
  attributes: Record<string, unknown>,
): Promise<Vacancy> {
  const result = await api.post<Vacancy>(
    '/vacancies',
    { data: { type: 'vacancies', id, attributes } },
    { headers: { 'Idempotency-Key': id } },
  );
  return result.data;
}

export async function updateVacancy(
  api: ApiClient,
  id: string,
  attributes: Record<string, unknown>,
): Promise<Vacancy> {
  const result = await api.patch<Vacancy>(`/vacancies/${encodeURIComponent(id)}`, {
    data: { type: 'vacancies', id, attributes },
  });
  return result.data;
}

export function changeVacancyStatus(api: ApiClient, id: string, status: VacancyStatus) {
  return updateVacancy(api, id, { status });
}

export interface BulkEdit {
  ids: string[];
  status?: VacancyStatus;
  addTagIds?: string[];
  removeTagIds?: string[];
  startsOn?: string;
  endsOn?: string;
}

export async function bulkEditVacancies(api: ApiClient, edit: BulkEdit): Promise<Vacancy[]> {
  const attributes = Object.fromEntries(
    Object.entries(edit).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
  const result = await api.patch<Vacancy[]>('/vacancies/bulk', {
    data: { type: 'vacancy_bulk_edits', attributes },
  });
  return Array.isArray(result.data) ? result.data : [];
}
