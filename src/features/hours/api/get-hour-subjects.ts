// GET /api/v1/hour_entries/subjects: the accepted vacancies and past activities hours go on.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { hourKeys } from '../keys';
import type { HourSubject } from '../types';

export function useHourSubjects(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: hourKeys.subjects(api.context().tenant),
    queryFn: async ({ signal }) => {
      const result = await api.get<HourSubject[]>('/hour_entries/subjects', { signal });
      return result.data;
    },
    enabled,
  });
}
