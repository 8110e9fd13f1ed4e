// The vacancies of a bulk edit: GET /api/v1/vacancies/:id for each (at most a page of them).
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';
import { getVacancy } from './get-vacancy';

/** The vacancies of a bulk edit, one request per vacancy (at most a page of them). */
export function useVacanciesByIds(ids: readonly string[]) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: vacancyKeys.byIds(api.context().tenant, ids),
    queryFn: ({ signal }) => Promise.all(ids.map((id) => getVacancy(api, id, signal))),
    enabled: ids.length > 0,
  });
}
