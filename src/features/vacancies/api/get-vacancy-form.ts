// GET /api/v1/vacancies/{id}/form: the center's form a vacancy's applicants answer instead of its
// own questions (docs/forms-api.md), its latest published version in the reader's language. Kept
// with the query cache like the vacancy itself, so a vacancy page read before still offers its
// form offline. A 404 means the vacancy asks no form (any more): not retried, the apply form then
// asks only the motivation, as the server does.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFormAttributes } from '../../../../common/schemas/forms';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';

export type VacancyForm = PublicFormAttributes & { id: string; type: string };

export async function getVacancyForm(
  api: ApiClient,
  vacancyId: string,
  locale: 'nl' | 'en',
  signal?: AbortSignal,
): Promise<VacancyForm> {
  const result = await api.get<VacancyForm>(`/vacancies/${encodeURIComponent(vacancyId)}/form`, {
    headers: { 'Accept-Language': locale },
    signal,
  });
  return result.data;
}

export function vacancyFormQueryOptions(api: ApiClient, vacancyId: string, locale: 'nl' | 'en') {
  return queryOptions({
    queryKey: vacancyKeys.form(api.context().tenant, vacancyId, locale),
    queryFn: ({ signal }) => getVacancyForm(api, vacancyId, locale, signal),
  });
}

/** The vacancy's form, asked only when the vacancy names one. */
export function useVacancyForm(vacancyId: string, locale: 'nl' | 'en', enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({ ...vacancyFormQueryOptions(api, vacancyId, locale), enabled });
}
