// POST /api/v1/vacancies: a new vacancy; its id is made by the form, so a retry is the same one.
import type { ApiClient } from '../../../lib/api-client';
import type { Vacancy } from '../types';

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
