// PATCH /api/v1/vacancies/bulk: one change (status, tags, dates) for many vacancies, all or
// nothing on the server; what is left empty is not sent.
import type { VacancyStatus } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import type { Vacancy } from '../types';

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
