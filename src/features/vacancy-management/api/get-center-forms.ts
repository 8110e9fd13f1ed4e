// GET /api/v1/forms: the center's forms a vacancy may ask instead of its own questions (the
// published ones; the server checks the choice again). Only center admins and admins may read
// them: for anyone else (403) the vacancy form keeps to its own questions. Under the forms' query
// root, so publishing a form in the builder refreshes this list too.
import { useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { FormAttributes } from '../../../../common/schemas/forms';
import { useAppContext } from '../../../lib/app-context';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type FormChoice = Pick<Flat<FormAttributes>, 'id' | 'titleNl' | 'titleEn' | 'status'> & {
  /** A file question: a vacancy cannot ask such a form (an application has no place for files). */
  hasFile: boolean;
};

export function useCenterForms(enabled: boolean) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: [QUERY_ROOTS.forms, tenant, centerId, 'vacancy-choices'],
    queryFn: async ({ signal }): Promise<FormChoice[]> => {
      // The list is not paged (every form of the center); the size is asked in case it ever is.
      const result = await api.get<Flat<FormAttributes>[]>('/forms', {
        query: { 'page[size]': '100' },
        signal,
      });
      return result.data
        .filter((form) => form.status === 'published')
        .map((form) => ({
          id: form.id,
          titleNl: form.titleNl,
          titleEn: form.titleEn,
          status: form.status,
          hasFile: form.fields.some((field) => field.type === 'file'),
        }));
    },
    enabled,
    // A form made or published in another tab shows when the user comes back to this one.
    staleTime: 0,
  });
}
