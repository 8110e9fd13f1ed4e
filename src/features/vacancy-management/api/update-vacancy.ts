// PATCH /api/v1/vacancies/:id: a vacancy's attributes change, its status alone included.
import type { VacancyStatus } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import type { Vacancy } from '../types';

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
